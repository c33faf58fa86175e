import { processStripeEvent } from '../server/domains/payments/stripe-webhooks.ts';
import { signTestPayload } from '../server/integrations/stripe.ts';
import { fakeStripe } from './msw/stripe.ts';
import type { Harness } from './harness.ts';
import { serveApp } from './http-server.ts';

export const STRIPE_TEST_ENV = { STRIPE_SECRET_KEY: 'sk_test_rally', STRIPE_WEBHOOK_SECRET: 'whsec_test_rally' };

/**
 * Delivers events to the real /webhooks/stripe route, signed as Stripe signs them, then runs the
 * queued processing job for each accepted one (test harnesses run no pg-boss workers).
 */
export async function deliverEvents(h: Harness, events: Record<string, unknown>[]) {
  const app = await serveApp(h.deps);
  const statuses: number[] = [];
  try {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await fetch(`${app.base}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signTestPayload(payload, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET) },
        body: payload,
      });
      statuses.push(response.status);
      const body = (await response.json()) as { duplicate?: boolean };
      if (response.ok && !body.duplicate) await processStripeEvent(h.deps, String(event.id));
    }
  } finally {
    await app.close();
  }
  return statuses;
}

/** A user whose connected account accepts charges: an organizer. */
export async function makeOrganizer(h: Pick<Harness, 'db'>, userId: string) {
  const account = fakeStripe.addAccount({ chargesEnabled: true, detailsSubmitted: true });
  await h.db.updateTable('users').set({ stripeId: account.id, stripeChargesEnabled: true, stripeDetailsSubmitted: true }).where('id', '=', userId).execute();
  return account;
}

/** Fisher-Yates with a fixed seed, so a failing order can be reproduced. */
export function shuffled<T>(items: T[], seed = 7): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
