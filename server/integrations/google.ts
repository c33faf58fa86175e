import { decodeIdToken, generateCodeVerifier, generateState, Google } from 'arctic';
import type { ProviderUser } from '../domains/auth/provider-sign-in.ts';

export interface GoogleClient {
  start(): { url: URL; state: string; codeVerifier: string };
  finish(code: string, codeVerifier: string): Promise<ProviderUser>;
}

export function googleClient(clientId: string, clientSecret: string, appOrigin: string): GoogleClient {
  const google = new Google(clientId, clientSecret, `${appOrigin}/auth/google/callback`);
  return {
    start() {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = google.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']);
      return { url, state, codeVerifier };
    },
    async finish(code, codeVerifier) {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      // The ID token came straight from Google's token endpoint over TLS, so its claims can be read as they are.
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      return {
        provider: 'google',
        providerUserId: String(claims.sub),
        email: typeof claims.email === 'string' && claims.email ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
