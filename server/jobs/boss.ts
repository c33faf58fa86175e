import { PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { MailProvider } from '../integrations/postmark.ts';
import type { Logger } from '../logger.ts';
import { QUEUES, QUEUE_NAMES, type QueueName } from './definitions.ts';
import { sendActivityAlertDigest } from '../domains/activity-subscriptions/activity-alerts.ts';
import { sendSubscriptionConfirmation } from '../domains/activity-subscriptions/confirmation.ts';
import { deliverMail } from './handlers/mail-deliver.ts';
import { pruneExpired } from './handlers/prune.ts';
import { processStripeEvent } from '../domains/billing/webhooks.ts';
import { checkMinimumNeeded } from '../domains/events/minimum-needed.ts';
import { expireOffer } from '../domains/events/offer-expiry.ts';
import { sendUsersJoinNearby } from '../domains/events/users-join-nearby.ts';
import { sendEventReminders } from '../domains/events/reminders.ts';
import { extendOpenSeries } from '../domains/events/series-extend.ts';
import type { Stripe } from '../integrations/stripe.ts';
import { bossQueue, type JobQueue } from './queue.ts';

export interface Jobs {
  boss: PgBoss;
  queue: JobQueue;
  stop(): Promise<void>;
}

export interface WorkerDeps {
  db: Database;
  mail: MailProvider | null;
  mailFrom: string;
  log: Logger;
  /** Stripe webhook processing; without a client (no STRIPE_SECRET_KEY) its jobs wait and retry. */
  stripe?: Stripe | null;
  appOrigin?: string;
}

/** Creates pg-boss's schema and our queues; safe to call on every start. */
export async function startJobs(
  connectionString: string,
  options: { workers: WorkerDeps | null; log: Logger; schedule?: boolean },
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString,
    max: 5,
    application_name: 'rally-jobs',
    schedule: options.schedule ?? options.workers !== null,
    supervise: options.workers !== null,
  });
  boss.on('error', (error) => {
    // While PostgreSQL shuts down (Ctrl-C reaches it too), dropped connections are expected.
    const expected = /terminating connection|Connection terminated/.test(String(error));
    options.log[expected ? 'debug' : 'error']({ err: error }, 'pg-boss error');
  });
  await boss.start();
  for (const name of QUEUE_NAMES) {
    const { retryLimit, policy } = QUEUES[name] as { retryLimit: number; policy?: QueuePolicy };
    await boss.createQueue(name, { retryLimit, ...(policy ? { policy } : {}) });
  }
  if (options.workers) {
    const deps = options.workers;
    await registerWorkers(boss, deps);
    for (const name of QUEUE_NAMES) {
      const definition = QUEUES[name] as { cron?: string };
      if (definition.cron) await boss.schedule(name, definition.cron, {});
    }
  }
  return { boss, queue: bossQueue(boss), stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}

async function registerWorkers(boss: PgBoss, deps: WorkerDeps): Promise<void> {
  const queue = bossQueue(boss);
  const work = <N extends QueueName>(name: N, handler: (data: ReturnType<(typeof QUEUES)[N]['payload']['parse']>) => Promise<unknown>) =>
    boss.work(name, { batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(QUEUES[name].payload.parse(job.data) as never);
    });
  await work('mail.deliver', async ({ outboxId }) => {
    const outcome = await deliverMail(deps.db, deps.mail, deps.mailFrom, outboxId);
    deps.log.info({ outboxId, outcome }, 'mail delivered');
  });
  await work('activity-subscription.confirm', async ({ subscriptionId }) => {
    const outcome = await sendSubscriptionConfirmation(deps.db, queue, subscriptionId);
    deps.log.info({ subscriptionId, outcome }, 'activity subscription confirmation');
  });
  await work('activity-alert.digest', async ({ userId }) => {
    const outcome = await sendActivityAlertDigest(deps.db, queue, userId);
    deps.log.info({ userId, ...outcome }, 'activity alert digest');
  });
  await work('stripe.webhook', async ({ eventId }) => {
    if (!deps.stripe) throw new Error('STRIPE_SECRET_KEY is not set: cannot process Stripe events');
    const outcome = await processStripeEvent(deps.db, deps.stripe, queue, deps.appOrigin ?? '', eventId);
    deps.log.info({ eventId, outcome }, 'stripe event');
  });
  const eventDeps = { db: deps.db, jobs: queue, appOrigin: deps.appOrigin ?? '', stripe: deps.stripe ?? null };
  await work('event.reminder', async ({ eventId, startsAt }) => {
    const outcome = await sendEventReminders(deps.db, queue, eventDeps.appOrigin, eventId, startsAt);
    deps.log.info({ eventId, ...outcome }, 'event reminders');
  });
  await work('event.minimum-check', async ({ eventId, startsAt }) => {
    const outcome = await checkMinimumNeeded(eventDeps, eventId, startsAt);
    deps.log.info({ eventId, ...outcome }, 'event minimum check');
  });
  await work('event.offer-expire', async ({ joinerId, offerExpiresAt }) => {
    const outcome = await expireOffer(eventDeps, joinerId, offerExpiresAt);
    deps.log.info({ joinerId, ...outcome }, 'event offer expiry');
  });
  await work('event.users-join-nearby', async ({ eventId }) => {
    const outcome = await sendUsersJoinNearby(deps.db, queue, eventDeps.appOrigin, eventId);
    deps.log.info({ eventId, ...outcome }, 'event users-join-nearby');
  });
  await work('event.series-extend', async () => {
    const outcome = await extendOpenSeries(deps.db, queue);
    deps.log.info(outcome, 'event series extended');
  });
  await work('maintenance.prune', async () => {
    const pruned = await pruneExpired(deps.db);
    deps.log.info(pruned, 'pruned expired rows');
  });
}
