import Stripe from 'stripe';
import type { Env } from '../env.ts';
import { AppError } from '../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../shared/billing/messages.ts';
import type { BillingEnvironment } from '../../shared/billing/billing.ts';

/** The only module that imports the Stripe SDK; everything else takes this type. */
export type StripeClient = Stripe;
export type { Stripe };

const clients = new Map<string, Stripe>();

/**
 * The Stripe client for this configuration, or null without STRIPE_SECRET_KEY. STRIPE_API_BASE
 * points the SDK at a local stand-in (the end-to-end tests' fake Stripe); unset, it talks to
 * api.stripe.com. Clients are cached per key: the SDK keeps its own connection pool.
 */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const cacheKey = `${key}|${env.STRIPE_API_BASE ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Rally' },
      ...(base
        ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** For domain callers: the client, or the spec's STRIPEKEYNOTSET error when payments are off. */
export function requireStripe(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  const client = stripeClient(env);
  if (!client) throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
  return client;
}

/** Live keys mean production; test keys (and restricted test keys) mean the test environment. */
export function stripeEnvironment(env: Pick<Env, 'STRIPE_SECRET_KEY'>): BillingEnvironment {
  return /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? '') ? 'production' : 'test';
}

/**
 * A Checkout success URL that tells the page which session it returns from: Stripe replaces the
 * literal {CHECKOUT_SESSION_ID} when it redirects (so it must not be URL-encoded). The page
 * confirms the payment with that id instead of trusting that it was opened at all.
 */
export function successUrlWithSessionId(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * The hosted page of a Checkout Session we have just created. Stripe documents `url` as present on
 * every hosted-mode session until it completes or expires, and we create only hosted sessions
 * (no ui_mode), so a missing one is a broken Stripe contract, not a condition a user can cause or
 * fix: a plain Error (500, logged) rather than an AppError with advice for the user.
 */
export function hostedCheckoutUrl(session: Pick<Stripe.Checkout.Session, 'id' | 'url'>): string {
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a hosted URL`);
  return session.url;
}

/** Verifies a webhook delivery's signature against the raw body; throws when it does not match. */
export function verifyWebhook(stripe: Stripe, rawBody: Buffer | string, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}

/** Signs a payload as Stripe would: for tests and for replaying events locally. */
export function signTestPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
