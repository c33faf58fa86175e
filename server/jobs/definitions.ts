import { z } from 'zod';

/** Every queue: its name, payload schema and, for recurring work, a cron expression. */
export const QUEUES = {
  'mail.deliver': {
    payload: z.object({ outboxId: z.uuid() }),
    retryLimit: 5,
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
