import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { formatCents } from '../../../shared/billing/billing.ts';
import { balancePath, paymentPath } from '../../../shared/forms/paths.ts';
import { HOME_MESSAGES, HOME_NEW_SUBMISSION_DAYS } from '../../../shared/home/messages.ts';
import type { HomeTask } from './outputs.ts';

/**
 * The user's own registrations that still owe money: a payment plan's balance (pay-balance) or a
 * first payment never finished (form/payment). Refunded and cancelled ones owe nothing.
 */
export async function paymentTasks(db: Database, userId: string): Promise<HomeTask[]> {
  const owing = await db
    .selectFrom('formSubmissions as s')
    .innerJoin('forms as f', 'f.id', 's.formId')
    .select(['s.id', 's.formId', 's.status', 's.participantName', 's.totalCents', 's.paidCents', 's.dueNowCents', 's.currency', 'f.title'])
    .where('s.userId', '=', userId)
    .where('s.status', 'in', ['balance-due', 'pending-payment'])
    .orderBy('s.createdAt')
    .orderBy('s.id')
    .execute();
  return owing.map((row) => {
    const plan = row.status === 'balance-due';
    const left = Math.max(0, plan ? row.totalCents - row.paidCents : row.dueNowCents - row.paidCents);
    return {
      id: `pay:${row.id}`,
      kind: 'payBalance',
      title: plan ? HOME_MESSAGES.payBalanceTitle(row.title) : HOME_MESSAGES.finishPaymentTitle(row.title),
      detail: HOME_MESSAGES.balanceDetail(row.participantName, formatCents(left, row.currency)),
      href: plan ? balancePath(row.formId, row.id) : paymentPath(row.formId, row.id),
      action: null,
    };
  });
}

/**
 * An organiser's forms (their own, and their teams' where they manage forms) with submissions in
 * the last week, and with plan instalments past due. "New" is the last HOME_NEW_SUBMISSION_DAYS
 * days: the model keeps no mark of what an organiser has seen, so the task leaves as the week passes.
 */
export async function organiserFormTasks(db: Database, userId: string, now: Date): Promise<HomeTask[]> {
  const since = new Date(now.getTime() - HOME_NEW_SUBMISSION_DAYS * 86_400_000);
  const today = now.toISOString().slice(0, 10);
  const forms = await db
    .selectFrom('forms as f')
    .select(['f.id', 'f.title'])
    .select((eb) => [
      eb
        .selectFrom('formSubmissions as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.formId', '=', 'f.id')
        .where('s.createdAt', '>=', since)
        .where('s.status', 'not in', ['cancelled'])
        .as('fresh'),
      eb
        .selectFrom('invoices as i')
        .innerJoin('formSubmissions as s', 's.id', 'i.formSubmissionId')
        .select(sql<number>`count(distinct s.id)::int`.as('n'))
        .whereRef('s.formId', '=', 'f.id')
        .where('i.status', '=', 'open')
        .where('i.dueDate', '<', today)
        .where('s.status', 'not in', ['refunded', 'cancelled'])
        .as('overdue'),
    ])
    .where((eb) => eb.or([eb('f.ownerId', '=', userId), eb('f.teamId', 'in', teamIdsAllowing(db, userId, 'manageForms'))]))
    .orderBy('f.createdAt')
    .orderBy('f.id')
    .execute();
  const review: HomeTask[] = [];
  const overdue: HomeTask[] = [];
  for (const form of forms) {
    const href = `/form/${form.id}/submissions`;
    if (form.fresh) {
      review.push({
        id: `review:${form.id}`,
        kind: 'reviewSubmissions',
        title: HOME_MESSAGES.reviewSubmissionsTitle(form.fresh, form.title),
        detail: HOME_MESSAGES.reviewSubmissionsDetail,
        href,
        action: null,
      });
    }
    if (form.overdue) {
      overdue.push({
        id: `overdue:${form.id}`,
        kind: 'overdueBalances',
        title: HOME_MESSAGES.overdueBalancesTitle(form.overdue, form.title),
        detail: HOME_MESSAGES.overdueBalancesDetail,
        href,
        action: null,
      });
    }
  }
  return [...review, ...overdue];
}

/**
 * A draft form with fees whose owner cannot be paid yet: publishing it is refused until payouts are
 * linked (forms' charge readiness), so Home says so before the organiser finds out at Publish. The
 * owner is who gets paid, so only the owner is asked.
 */
export async function payoutTasks(db: Database, userId: string): Promise<HomeTask[]> {
  const drafts = await db
    .selectFrom('forms as f')
    .innerJoin('users as u', 'u.id', 'f.ownerId')
    .select(['f.id', 'f.title'])
    .where('f.ownerId', '=', userId)
    .where('f.status', '=', 'draft')
    .where('u.stripeChargesEnabled', '=', false)
    .where(sql<boolean>`jsonb_typeof(f.draft -> 'pricing') = 'object'`)
    .orderBy('f.createdAt')
    .orderBy('f.id')
    .execute();
  return drafts.map((form) => ({
    id: `payouts:${form.id}`,
    kind: 'linkPayouts',
    title: HOME_MESSAGES.linkPayoutsTitle(form.title),
    detail: HOME_MESSAGES.linkPayoutsDetail,
    href: '/settings?tab=payments',
    action: null,
  }));
}
