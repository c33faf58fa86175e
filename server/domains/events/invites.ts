import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/messages.ts';
import { requireCreatorEvent } from './event-access.ts';
import { tellUser } from './notices.ts';
import { blockedWith } from './visibility.ts';

/**
 * Invites players to an event: invitees see a private event before it becomes public, and are
 * told. Players in a block relation with the organiser are skipped silently.
 */
export async function invitePlayers(deps: Deps<'db' | 'jobs' | 'env'>, creatorId: string, eventId: string, userIds: string[]): Promise<{ invited: number }> {
  return deps.db.transaction().execute(async (trx) => {
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
      await tellUser({ ...deps, db: trx }, { userId, event, type: 'eventInvite', heading: EVENT_MESSAGES.noticeInvited(event.title), message: event.title, key: 'eventCreatedJoin' });
    }
    return { invited: inserted.length };
  });
}
