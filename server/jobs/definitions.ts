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
  'maintenance.prune': {
    payload: z.object({}).default({}),
    cron: '17 * * * *',
    retryLimit: 1,
  },
} as const;

export type QueueName = keyof typeof QUEUES;
export type Payload<N extends QueueName> = z.input<(typeof QUEUES)[N]['payload']>;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
