import type { DomainDeps } from '../deps.ts';
import { sendActivityAlertDigest } from '../domains/activity-subscriptions/activity-alerts.ts';
import { sendSubscriptionConfirmation } from '../domains/activity-subscriptions/confirmation.ts';
import { checkMinimumNeeded } from '../domains/events/minimum-needed.ts';
import { expireOffer } from '../domains/events/offer-expiry.ts';
import { sendEventReminders } from '../domains/events/reminders.ts';
import { extendOpenSeries } from '../domains/events/series-extend.ts';
import { sendUsersJoinNearby } from '../domains/events/users-join-nearby.ts';
import { notifyFollowersOfNewEvent } from '../domains/follows/new-event-fanout.ts';
import { deliverPush } from '../domains/notifications/push-delivery.ts';
import { notifyClubNews } from '../domains/organizations/club-news.ts';
import { sendBalanceReminders } from '../domains/forms/balance-reminders.ts';
import { processStripeEvent } from '../domains/payments/stripe-webhooks.ts';
import { checkCustomDomain, sweepPendingDomains } from '../domains/sites/custom-domain-check.ts';
import { rerenderSite } from '../domains/sites/rerender.ts';
import { deliverMailBatch, mailJobDone } from './handlers/mail-deliver.ts';
import { pruneExpired } from './handlers/prune.ts';
import type { BatchJobName, JobData, JobName } from './job-kinds.ts';

/** One job of a batch, as a batch handler sees it. */
export interface BatchItem<T> {
  data: T;
  /** pg-boss will not retry this job again if it fails now. */
  finalAttempt: boolean;
}

/** Runs one job; the outcome is logged. */
export interface SingleHandler<T> {
  run(deps: DomainDeps, data: T): Promise<unknown>;
}

/** Runs a batch of jobs; each job's success is reported on its own. */
export interface BatchHandler<T> {
  runBatch(deps: DomainDeps, items: BatchItem<T>[]): Promise<{ ok: boolean; outcome: unknown }[]>;
}

export type JobHandler<N extends JobName> = N extends BatchJobName ? BatchHandler<JobData<N>> : SingleHandler<JobData<N>>;

/**
 * What runs each job kind of JOB_KINDS (job-kinds.ts), by the same name: the mapped type asks for
 * a row per kind, a batch handler for a batch kind. It imports the domains, so only the worker
 * start-up (boss.ts) reads it: domain code enqueues through job-kinds.ts alone.
 */
export const JOB_HANDLERS: { readonly [N in JobName]: JobHandler<N> } = {
  'mail.deliver': {
    runBatch: async (deps, jobs) => {
      const outcomes = await deliverMailBatch(
        deps,
        jobs.map((job) => ({ outboxId: job.data.outboxId, finalAttempt: job.finalAttempt })),
      );
      return outcomes.map((outcome) => ({ ok: mailJobDone(outcome), outcome }));
    },
  },
  'activity-subscription.confirm': { run: (deps, { subscriptionId }) => sendSubscriptionConfirmation(deps, subscriptionId) },
  'activity-alert.digest': { run: (deps, { userId }) => sendActivityAlertDigest(deps, userId) },
  'stripe.webhook': { run: (deps, { eventId }) => processStripeEvent(deps, eventId) },
  'event.reminder': { run: (deps, { eventId, startsAt }) => sendEventReminders(deps, eventId, startsAt) },
  'event.minimum-check': { run: (deps, { eventId, startsAt }) => checkMinimumNeeded(deps, eventId, startsAt) },
  'event.offer-expire': { run: (deps, { joinerId, offerExpiresAt }) => expireOffer(deps, joinerId, offerExpiresAt) },
  'event.users-join-nearby': { run: (deps, { eventId }) => sendUsersJoinNearby(deps, eventId) },
  'follows.new-event': { run: (deps, { eventId }) => notifyFollowersOfNewEvent(deps, eventId) },
  'organization.news-notify': { run: (deps, { newsId }) => notifyClubNews(deps, newsId) },
  'push.deliver': { run: (deps, { notificationId }) => deliverPush(deps, notificationId) },
  'sites.rerender': { run: (deps, { websiteId }) => rerenderSite(deps, websiteId) },
  'event.series-extend': { run: (deps) => extendOpenSeries(deps) },
  'forms.balance-reminders': { run: (deps) => sendBalanceReminders(deps) },
  'custom-domain.check': { run: (deps, { domainId }) => checkCustomDomain(deps, domainId) },
  'custom-domain.sweep': { run: (deps) => sweepPendingDomains(deps) },
  'maintenance.prune': { run: (deps) => pruneExpired(deps) },
};
