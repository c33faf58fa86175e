import { http, HttpResponse } from 'msw';

/** Where test subscriptions point: a push service msw answers for. */
export const PUSH_SERVICE = 'https://push.test.example';

export interface ReceivedPush {
  endpoint: string;
  body: Buffer;
  authorization: string | null;
  ttl: string | null;
}

/** Every push the stand-in push service accepted, for assertions. */
export const pushInbox: ReceivedPush[] = [];
/** Endpoints answered with this status instead of 201, each once (404/410: gone; 500: a passing failure). */
export const pushAnswerOnce = new Map<string, number>();

export const pushHandlers = [
  http.post(`${PUSH_SERVICE}/*`, async ({ request }) => {
    const status = pushAnswerOnce.get(request.url);
    if (status !== undefined) {
      pushAnswerOnce.delete(request.url);
      return new HttpResponse(null, { status });
    }
    pushInbox.push({
      endpoint: request.url,
      body: Buffer.from(await request.arrayBuffer()),
      authorization: request.headers.get('authorization'),
      ttl: request.headers.get('ttl'),
    });
    return new HttpResponse(null, { status: 201 });
  }),
];
