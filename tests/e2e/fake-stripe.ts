/**
 * Stripe for the end-to-end server: the API (through the same FakeStripe as the msw handlers)
 * and stand-ins for Stripe's hosted pages (Checkout, Connect onboarding, the billing portal). Paying
 * or finishing onboarding here sends the app a signed webhook, as Stripe would.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { FakeStripe } from '../msw/stripe-fake.ts';

export const E2E_WEBHOOK_SECRET = 'whsec_e2e_rally';
export const fakeStripePort = (appPort: number) => appPort + 1000;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

export async function startFakeStripe(appPort: number): Promise<Record<string, string>> {
  const port = fakeStripePort(appPort);
  const base = `http://127.0.0.1:${port}`;
  const fake = new FakeStripe(base);
  const onboardingReturn = new Map<string, string>();

  async function sendWebhook(type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify(fake.event(type, object));
    // node:http rather than fetch: fetch refuses some ports outright (4190 among them).
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: appPort,
          path: '/webhooks/stripe',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET }),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = await readBody(req);
      const html = (status: number, content: string) => res.writeHead(status, { 'content-type': 'text/html' }).end(content);
      const redirect = (to: string) => res.writeHead(303, { location: to }).end();
      let m: RegExpMatchArray | null;
      if ((m = url.pathname.match(/^\/checkout\/([^/]+)$/))) {
        const session = fake.sessions.get(m[1]!);
        if (!session) return html(404, page('Not found', ''));
        return html(
          200,
          page(
            'Stripe Checkout (test)',
            `<p>Amount ${(session.amount_total / 100).toFixed(2)} USD</p><form method="post" action="/checkout/${session.id}/pay"><button>Pay</button></form>`,
          ),
        );
      }
      if ((m = url.pathname.match(/^\/checkout\/([^/]+)\/pay$/)) && req.method === 'POST') {
        const session = fake.completeSession(m[1]!);
        await sendWebhook('checkout.session.completed', session);
        return redirect(fake.successRedirect(session));
      }
      if ((m = url.pathname.match(/^\/connect\/onboarding\/([^/]+)$/))) {
        return html(
          200,
          page('Stripe onboarding (test)', `<form method="post" action="/connect/onboarding/${m[1]}/finish"><button>Finish onboarding</button></form>`),
        );
      }
      if ((m = url.pathname.match(/^\/connect\/onboarding\/([^/]+)\/finish$/)) && req.method === 'POST') {
        const account = fake.accounts.get(m[1]!);
        if (!account) return html(404, page('Not found', ''));
        Object.assign(account, { charges_enabled: true, details_submitted: true, requirements: { currently_due: [] } });
        await sendWebhook('account.updated', account);
        return redirect(onboardingReturn.get(account.id) ?? `http://localhost:${appPort}/settings?tab=payments`);
      }
      if (url.pathname.startsWith('/portal/')) return html(200, page('Stripe billing portal (test)', ''));
      // Test control: a subscription as if bought elsewhere, for replaying its webhook.
      if (url.pathname === '/__fake/subscriptions' && req.method === 'POST') {
        const input = JSON.parse(body) as { userId: string; planId: string; lookupKey: string };
        const sub = fake.createSubscription({ customer: null, lookupKey: input.lookupKey, metadata: { userId: input.userId, planId: input.planId } });
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sub));
      }
      const answer = fake.handle(req.method ?? 'GET', url.pathname, body, url.searchParams, {
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        account: req.headers['stripe-account'] as string | undefined,
      });
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        const params = new URLSearchParams(body);
        onboardingReturn.set(params.get('account') ?? '', params.get('return_url') ?? '');
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { STRIPE_SECRET_KEY: 'sk_test_e2e_rally', STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET, STRIPE_API_BASE: base };
}
