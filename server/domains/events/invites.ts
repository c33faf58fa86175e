import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { requireCreatorEvent } from './event-access.ts';
import { tellUser } from './notices.ts';
import { blockedWith } from './visibility.ts';

/**
 * Invites players to an event: invitees see a private event before it becomes public, and are
 * told. Players in a block relation with the organiser are skipped silently.
 */
export async function invitePlayers(db: Kysely<DB>, jobs: JobQueue, appOrigin: string, creatorId: string, eventId: string, userIds: string[]): Promise<{ invited: number }> {
  return db.transaction().execute(async (trx) => {
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    if (userIds.length === 0) return { invited: 0 };
    const eligible = await trx
      .selectFrom('users as u')
      .select('u.id')
      .where('u.id', 'in', userIds)
      .where('u.id', '<>', creatorId)
      .where((eb) => eb.not(blockedWith('u.id', creatorId)))
      .execute();
    if (eligible.length === 0) return { invited: 0 };
    const inserted = await trx
      .insertInto('eventInvites')
      .values(eligible.map((user) => ({ eventId: event.id, userId: user.id, invitedBy: creatorId })))
      .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
      .returning('userId')
      .execute();
    for (const { userId } of inserted) {
      await tellUser(trx, jobs, appOrigin, { userId, event, type: 'eventInvite', heading: `You're invited: ${event.title}`, message: event.title, key: 'eventCreatedJoin' });
    }
    return { invited: inserted.length };
  });
}
