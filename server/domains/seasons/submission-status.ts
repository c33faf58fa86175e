import { sql } from 'kysely';
import type { SubmissionStatus } from '../../../shared/forms/schemas.ts';

/*
 * The status of a registration form's submission, from its money and its place in the season.
 * It sits with the season's registrations because the waitlist moves it too (registrations.ts
 * promotes waitlisted submissions in SQL); the forms domain, above seasons, reads it from here.
 */

/** What a submission's status is once its money and place are known. */
export function statusOf(submission: { totalCents: number; paidCents: number; completed: boolean; waitlisted: boolean }): SubmissionStatus {
  if (!submission.completed) return 'pending-payment';
  if (submission.waitlisted) return 'waitlisted';
  if (submission.totalCents === 0) return 'submitted';
  return submission.paidCents >= submission.totalCents ? 'paid' : 'balance-due';
}

/** SQL twin of statusOf for a registration that has just left the waitlist. */
export const promotedStatus = sql<string>`case when total_cents = 0 then 'submitted' when paid_cents >= total_cents then 'paid' else 'balance-due' end`;
