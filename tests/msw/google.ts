import { http, HttpResponse } from 'msw';

export interface GoogleTestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Authorization codes the fake Google accepts, each standing for one identity. */
export const googleCodes = new Map<string, GoogleTestIdentity>();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const googleHandlers = [
  http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const identity = googleCodes.get(form.get('code') ?? '');
    if (!identity || !form.get('code_verifier')) {
      return HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
    }
    const idToken = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({ iss: 'https://accounts.google.com', ...identity })}.signature`;
    return HttpResponse.json({ access_token: 'ya29.test', expires_in: 3599, token_type: 'Bearer', id_token: idToken, scope: 'openid email profile' });
  }),
];
