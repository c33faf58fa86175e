import { z } from 'zod';

/** Every queue: its name, payload schema and, for recurring work, a cron expression. */
export const QUEUES = {
  'mail.deliver': {
    payload: z.object({ outboxId: z.uuid() }),
    retryLimit: 5,
  },
  'activity-subscription.confirm': {
    payload: z.object({ subscriptionId: z.uuid() }),
    retryLimit: 5,
  },
  // 'short' keeps at most one waiting job per singletonKey (the user), so the events that match
  // while a digest waits join it instead of scheduling another.
  'activity-alert.digest': {
    payload: z.object({ userId: z.uuid() }),
    retryLimit: 5,
    policy: 'short',
  },
  // One job per accepted Stripe event id; the handler re-fetches the object, so order is irrelevant.
  'stripe.webhook': {
    payload: z.object({ eventId: z.string().min(1) }),
    retryLimit: 10,
  },
  // Events: each job carries the start (or hold expiry) it was scheduled for and does nothing
  // when the event has moved since, so a reschedule simply sends a new job.
  'event.reminder': {
    payload: z.object({ eventId: z.uuid(), startsAt: z.iso.datetime() }),
    retryLimit: 5,
  },
  'event.minimum-check': {
    payload: z.object({ eventId: z.uuid(), startsAt: z.iso.datetime() }),
    retryLimit: 5,
  },
  'event.offer-expire': {
    payload: z.object({ joinerId: z.uuid(), offerExpiresAt: z.iso.datetime() }),
    retryLimit: 5,
  },
  // 'short' keeps one waiting job per event: joins during the wait fold into it.
  'event.users-join-nearby': {
    payload: z.object({ eventId: z.uuid() }),
    retryLimit: 5,
    policy: 'short',
  },
  // Materialises open-ended recurring events a window ahead; the unique (series, date) makes reruns harmless.
  'event.series-extend': {
    payload: z.object({}).default({}),
    cron: '23 3 * * *',
    retryLimit: 2,
  },
  'maintenance.prune': {
    payload: z.object({}).default({}),
    cron: '17 * * * *',
    retryLimit: 1,
  },
} as const;

export type QueueName = keyof typeof QUEUES;
export type Payload<N extends QueueName> = z.input<(typeof QUEUES)[N]['payload']>;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
