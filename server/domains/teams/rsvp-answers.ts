import type { Database } from '../../db/database.ts';
import type { RsvpAnswer } from '../../../shared/teams/teams.ts';

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
    return;
  }
  await trx
    .insertInto('teamEventRsvps')
    .values({ eventId, userId, answer, answeredBy })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ answer, answeredBy, updatedAt: now }))
    .execute();
}
