import { http, HttpResponse } from 'msw';
import { FakeStripe } from './stripe-fake.ts';

/** The Stripe state the handlers answer from; tests arrange it and read what was asked. */
export const fakeStripe = new FakeStripe();

async function answer(request: Request, path: string) {
  const url = new URL(request.url);
  const response = fakeStripe.handle(
    request.method,
    path,
    request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text(),
    url.searchParams,
    {
      idempotencyKey: request.headers.get('idempotency-key'),
      account: request.headers.get('stripe-account'),
    },
  );
  return HttpResponse.json(response.body as Record<string, unknown>, { status: response.status });
}

export const stripeHandlers = [
  http.all('https://api.stripe.com/*', ({ request }) => answer(request, new URL(request.url).pathname)),
  http.post('https://connect.stripe.com/oauth/token', ({ request }) => answer(request, '/oauth/token')),
];
