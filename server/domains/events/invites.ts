import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ACTIVE_JOINER_STATUSES } from './constants.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { requireCreatorEvent, type EventRow } from './event-access.ts';
import { tellUser } from './notices.ts';
import { blockedWith } from './visibility.ts';

/**
 * Invites players to an event: invitees see a private event before it becomes public, and are
 * told. Players in a block relation with the organiser are skipped silently.
 */
export async function invitePlayers(deps: Deps<'db' | 'jobs' | 'env'>, creatorId: string, eventId: string, userIds: string[]): Promise<{ invited: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    return { invited: await inviteAccounts({ ...deps, db: trx }, event, userIds) };
  });
}

/** The invitations themselves, for an event the caller checked is the organiser's; returns how many are new. Run in the caller's transaction. */
export async function inviteAccounts(deps: Deps<'db' | 'jobs' | 'env'>, event: EventRow, userIds: string[]): Promise<number> {
  const { db: trx } = deps;
  if (userIds.length === 0) return 0;
  const eligible = await trx
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where('u.id', '<>', event.creatorId)
    .where((eb) => eb.not(blockedWith('u.id', event.creatorId)))
    .execute();
  if (eligible.length === 0) return 0;
  const inserted = await trx
    .insertInto('eventInvites')
    .values(eligible.map((user) => ({ eventId: event.id, userId: user.id, invitedBy: event.creatorId })))
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  for (const { userId } of inserted) {
    await tellUser(deps, {
      userId,
      event,
      type: 'eventInvite',
      heading: EVENT_MESSAGES.noticeInvited(event.title),
      message: event.title,
      key: 'eventCreatedJoin',
    });
  }
  return inserted.length;
}

/**
 * Who the organiser invited to an event, for its manage page: players (and whether they have
 * joined since), then addresses still waiting for an account, newest first.
 */
export async function listInvites(db: Database, creatorId: string, eventId: string) {
  const event = await requireCreatorEvent(db, eventId, creatorId);
  const [players, addresses] = await Promise.all([
    db
      .selectFrom('eventInvites as i')
      .innerJoin('users as u', 'u.id', 'i.userId')
      .leftJoin('eventJoiners as j', (join) => join.onRef('j.eventId', '=', 'i.eventId').onRef('j.userId', '=', 'i.userId'))
      .select(['i.userId', 'u.displayName', 'u.fullName', 'i.createdAt', 'j.status'])
      .where('i.eventId', '=', event.id)
      .orderBy('i.createdAt', 'desc')
      .execute(),
    db.selectFrom('eventEmailInvites').select(['email', 'createdAt']).where('eventId', '=', event.id).orderBy('createdAt', 'desc').execute(),
  ]);
  return {
    players: players.map((row) => ({
      userId: row.userId,
      displayName: row.displayName || row.fullName || null,
      invitedAt: row.createdAt,
      joined: row.status !== null && (ACTIVE_JOINER_STATUSES as readonly string[]).includes(row.status),
    })),
    addresses: addresses.map((row) => ({ email: row.email, invitedAt: row.createdAt })),
  };
}
