import express, { Router } from 'express';
import { recordStripeEvent } from '../domains/billing/webhooks.ts';
import { verifyWebhook, type Stripe } from '../integrations/stripe.ts';
import type { AppDeps } from '../trpc/context.ts';

/**
 * POST /webhooks/stripe. The signature is checked against the raw bytes (a parsed and re-encoded
 * body would not match), so this router takes its own raw parser and is mounted before any JSON
 * parser. It only records the event and queues its processing, answering at once: Stripe retries
 * deliveries that take longer than a few seconds.
 */
export function stripeWebhookRoutes(deps: Pick<AppDeps, 'db' | 'jobs' | 'env' | 'log' | 'stripe'>): Router {
  const routes = Router();
  routes.post('/webhooks/stripe', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const stripe = deps.stripe;
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) return res.status(503).json({ error: 'Stripe is not configured.' });
    const signature = req.get('stripe-signature');
    if (!signature || !Buffer.isBuffer(req.body)) return res.status(400).json({ error: 'Invalid signature.' });
    let event: Stripe.Event;
    try {
      event = verifyWebhook(stripe, req.body, signature, secret);
    } catch {
      return res.status(400).json({ error: 'Invalid signature.' });
    }
    const { duplicate } = await recordStripeEvent(deps, event);
    deps.log.info({ eventId: event.id, type: event.type, duplicate }, 'stripe webhook');
    return res.json({ received: true, duplicate });
  });
  return routes;
}
