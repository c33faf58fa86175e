import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import type { RsvpAnswer } from '../../../shared/teams/teams.ts';

/** The notification types that ask for an answer to a team event (rsvp-links.ts, schedule.ts). */
const ANSWER_REQUEST_TYPES = ['teamEvent', 'teamRsvpNudge'];

/** Stores an answer for a member, or for a member's child when familyMemberId is set. */
export async function saveAnswer(
  trx: Database,
  row: { eventId: string; userId: string; familyMemberId: string | null; answer: RsvpAnswer; answeredBy: string; now: Date },
): Promise<void> {
  const { eventId, userId, familyMemberId, answer, answeredBy, now } = row;
  if (familyMemberId) {
    await trx
      .insertInto('teamEventDependentRsvps')
      .values({ eventId, familyMemberId, answer, answeredBy })
      .onConflict((oc) => oc.columns(['eventId', 'familyMemberId']).doUpdateSet({ answer, answeredBy, updatedAt: now }))
      .execute();
  } else {
    await trx
      .insertInto('teamEventRsvps')
      .values({ eventId, userId, answer, answeredBy })
      .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ answer, answeredBy, updatedAt: now }))
      .execute();
  }
  await markRequestsAnswered(trx, eventId, userId, familyMemberId);
}

/**
 * Once answered (on the page, by a mail link, or by any guardian for a child), the requests to
 * answer are done: left unread they would keep asking a question that has its answer.
 */
async function markRequestsAnswered(trx: Database, eventId: string, userId: string, familyMemberId: string | null): Promise<void> {
  let query = trx
    .updateTable('notifications')
    .set({ read: true })
    .where('type', 'in', ANSWER_REQUEST_TYPES)
    .where('read', '=', false)
    .where(sql<string>`data->>'eventId'`, '=', eventId);
  query = familyMemberId
    ? query.where(sql<string>`data->>'familyMemberId'`, '=', familyMemberId)
    : query.where('userId', '=', userId).where(sql<string | null>`data->>'familyMemberId'`, 'is', null);
  const marked = await query.returning('userId').execute();
  for (const recipient of new Set(marked.map((notice) => notice.userId))) await publish(trx, TOPICS.notifications(recipient), {});
}
