import type { QueuePolicy } from 'pg-boss';
import { z } from 'zod';

/*
 * What each job kind is, apart from what runs it: its name, payload and policy. Domain code
 * imports this (through JobQueue) to enqueue, so it imports no domain: the handlers, which do,
 * are in job-handlers.ts, read only by the worker start-up (boss.ts).
 */

/** How a kind is retried and when a job cut off by a crash is given up on and retried. */
interface Policy {
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) each time when retryBackoff is set. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * Seconds a job may stay active. A worker that dies mid-job leaves it active until then, so
   * this is how long a crash delays the work: sized to the work, not pg-boss's 15-minute default.
   */
  expireInSeconds: number;
  /** 'short' keeps at most one waiting job per singletonKey, so repeats fold into it. */
  policy?: QueuePolicy;
  /** Recurring work: when pg-boss's scheduler sends it. */
  cron?: string;
}

/** A kind whose jobs run one at a time; the outcome is logged. */
interface SingleKind<P extends z.ZodType> extends Policy {
  payload: P;
}

/** A kind whose jobs are fetched and handled together; each job's success is reported on its own. */
interface BatchKind<P extends z.ZodType> extends Policy {
  payload: P;
  batchSize: number;
}

export type JobKind = SingleKind<z.ZodType> | BatchKind<z.ZodType>;

const single = <P extends z.ZodType>(kind: SingleKind<P>) => kind;
const batch = <P extends z.ZodType>(kind: BatchKind<P>) => kind;

/** A minute of retries for work that talks to a vendor or sends mail, backing off from 10 s. */
const QUICK = { retryDelaySeconds: 10, retryBackoff: true } as const;

/**
 * Every job kind in one table: name → payload schema → retry and expiry (its handler is the same
 * key of JOB_HANDLERS, which the compiler asks for). The queue (JobQueue.send) validates payloads
 * against it, and the worker (boss.ts) creates each queue, worker and schedule from it. Every
 * handler is idempotent: a job may run twice.
 */
export const JOB_KINDS = {
  // Mail goes out in Postmark batches; a row Postmark refuses fails (and is retried) on its own.
  // A delivery cut off by a crash resumes within half a minute: its expiry (above the Postmark
  // request's 10 s timeout), a supervision pass (boss.ts, every 5 s), a 2 s retry delay and a
  // poll. Retries back off from 2 s over about four minutes.
  'mail.deliver': batch({
    payload: z.object({ outboxId: z.uuid() }),
    batchSize: 100,
    retryLimit: 7,
    expireInSeconds: 15,
    retryDelaySeconds: 2,
    retryBackoff: true,
  }),
  'activity-subscription.confirm': single({
    payload: z.object({ subscriptionId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 30,
    ...QUICK,
  }),
  // 'short': the events that match while a digest waits join it instead of scheduling another.
  'activity-alert.digest': single({
    payload: z.object({ userId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 30,
    policy: 'short',
    ...QUICK,
  }),
  // One job per accepted Stripe event id; the handler re-fetches the object, so order is irrelevant.
  // Without STRIPE_SECRET_KEY the job fails and waits for a retry with the key set.
  'stripe.webhook': single({
    payload: z.object({ eventId: z.string().min(1).max(255) }),
    retryLimit: 10,
    expireInSeconds: 120,
    retryDelaySeconds: 30,
    retryBackoff: true,
  }),
  // Events: each job carries the start (or hold expiry) it was scheduled for and does nothing when
  // the event has moved since, so a reschedule simply sends a new job.
  'event.reminder': single({
    payload: z.object({ eventId: z.uuid(), startsAt: z.iso.datetime() }),
    retryLimit: 5,
    expireInSeconds: 30,
    ...QUICK,
  }),
  'event.minimum-check': single({
    payload: z.object({ eventId: z.uuid(), startsAt: z.iso.datetime() }),
    retryLimit: 5,
    expireInSeconds: 30,
    ...QUICK,
  }),
  'event.offer-expire': single({
    payload: z.object({ joinerId: z.uuid(), offerExpiresAt: z.iso.datetime() }),
    retryLimit: 5,
    expireInSeconds: 30,
    ...QUICK,
  }),
  // 'short': joins during the wait fold into the one waiting job per event.
  'event.users-join-nearby': single({
    payload: z.object({ eventId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 30,
    policy: 'short',
    ...QUICK,
  }),
  // A followed host's new public event; event_deliveries makes reruns send nothing twice.
  'follows.new-event': single({
    payload: z.object({ eventId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 120,
    ...QUICK,
  }),
  // A club's news post told to every member of the club and its teams; organization_news_deliveries
  // makes reruns tell nobody twice.
  'organization.news-notify': single({
    payload: z.object({ newsId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 300,
    ...QUICK,
  }),
  // One notification pushed to each of its user's browsers; push_deliveries makes reruns push
  // nothing twice, so a retry after one push service failed reaches only the browsers still owed.
  // Retries back off from 10 s over about ten minutes; the expiry covers a few 10 s push timeouts.
  'push.deliver': single({
    payload: z.object({ notificationId: z.uuid() }),
    retryLimit: 6,
    expireInSeconds: 120,
    ...QUICK,
  }),
  // Materialises open-ended recurring events a window ahead; the unique (series, date) makes reruns harmless.
  'event.series-extend': single({
    payload: z.object({}).default({}),
    cron: '23 3 * * *',
    retryLimit: 2,
    expireInSeconds: 600,
    retryDelaySeconds: 300,
    retryBackoff: false,
  }),
  // Plan installments due soon: each invoice is marked as it is mailed, so reruns send nothing twice.
  'forms.balance-reminders': single({
    payload: z.object({}).default({}),
    cron: '7 14 * * *',
    retryLimit: 2,
    expireInSeconds: 300,
    retryDelaySeconds: 300,
    retryBackoff: false,
  }),
  // A published website whose team's games, events or roster changed renders again. 'short' with
  // the site as singleton key folds a burst of score entries into one waiting job; the render
  // replaces what was there, so a rerun changes nothing.
  'sites.rerender': single({
    payload: z.object({ websiteId: z.uuid() }),
    retryLimit: 5,
    expireInSeconds: 60,
    policy: 'short',
    ...QUICK,
  }),
  // A custom domain's DNS TXT proof (issue 35): on add, and from the sweep while pending. Idempotent:
  // a verified domain stays so, and each look counts towards the bounded attempts.
  'custom-domain.check': single({
    payload: z.object({ domainId: z.uuid() }),
    retryLimit: 3,
    expireInSeconds: 60,
    ...QUICK,
  }),
  // Every ten minutes: one check per pending domain, oldest look first (bounded per pass).
  'custom-domain.sweep': single({
    payload: z.object({}).default({}),
    cron: '*/10 * * * *',
    retryLimit: 1,
    expireInSeconds: 120,
    retryDelaySeconds: 60,
    retryBackoff: false,
  }),
  'maintenance.prune': single({
    payload: z.object({}).default({}),
    cron: '17 * * * *',
    retryLimit: 1,
    expireInSeconds: 300,
    retryDelaySeconds: 300,
    retryBackoff: false,
  }),
} satisfies Record<string, JobKind>;

export type JobName = keyof typeof JOB_KINDS;
/** What a sender passes (defaults may be left out). */
export type JobPayload<N extends JobName> = z.input<(typeof JOB_KINDS)[N]['payload']>;
/** What a handler receives: the payload as parsed. */
export type JobData<N extends JobName> = z.output<(typeof JOB_KINDS)[N]['payload']>;
/** The kinds whose jobs are handled in batches. */
export type BatchJobName = { [N in JobName]: (typeof JOB_KINDS)[N] extends { batchSize: number } ? N : never }[JobName];
export const JOB_NAMES = Object.keys(JOB_KINDS) as JobName[];
