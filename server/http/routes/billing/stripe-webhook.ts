import { Router } from 'express';
import { recordStripeEvent } from '../../../domains/payments/stripe-webhooks.ts';
import { verifyWebhook, type Stripe } from '../../../integrations/stripe.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { readRawBody, refuseBody } from '../../middleware/raw-body.ts';
import { VALIDATION_MESSAGES } from '../../../../shared/common/validation-messages.ts';
import { HTTP_LIMITS } from '../../../../shared/limits/limits.ts';

/**
 * POST /webhooks/stripe. The signature is checked against the raw bytes (a parsed and re-encoded
 * body would not match), so this router takes its own raw parser and is mounted before any JSON
 * parser. It only records the event and queues its processing, answering at once: Stripe retries
 * deliveries that take longer than a few seconds. The body is read only once the endpoint is known
 * to be configured, and a body over the cap is refused without reading the rest.
 */
export function stripeWebhookRoutes(deps: Pick<AppDeps, 'db' | 'jobs' | 'env' | 'log' | 'stripe'>): Router {
  const routes = Router();
  routes.post('/webhooks/stripe', async (req, res) => {
    const stripe = deps.stripe;
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) return refuseBody(res, 503, { error: 'Stripe is not configured.' });
    const signature = req.get('stripe-signature');
    if (!signature) return refuseBody(res, 400, { error: 'Invalid signature.' });
    const read = await readRawBody(req, HTTP_LIMITS.stripeWebhookMaxBytes);
    if (!read.ok) return refuseBody(res, read.status, { error: read.status === 413 ? VALIDATION_MESSAGES.requestTooLarge : 'Invalid signature.' });
    let event: Stripe.Event;
    try {
      event = verifyWebhook(stripe, read.body, signature, secret);
    } catch {
      return res.status(400).json({ error: 'Invalid signature.' });
    }
    const { duplicate } = await recordStripeEvent(deps, event);
    deps.log.info({ eventId: event.id, type: event.type, duplicate }, 'stripe webhook');
    return res.json({ received: true, duplicate });
  });
  return routes;
}
