import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { OFFER_HOLD_MINUTES } from './constants.ts';
import { requireCreatorEvent } from './event-access.ts';
import { tellUser } from './notices.ts';
import { takeSpot } from './spots.ts';
import { spotNeedsPayment } from './who-pays.ts';

export type RosterDeps = Deps<'db' | 'jobs' | 'env' | 'clock'>;

/** Everyone who joined, for the organiser: status, guests, group, check-in and payment. */
export async function listRoster(db: Kysely<DB>, creatorId: string, eventId: string) {
  const event = await requireCreatorEvent(db, eventId, creatorId);
  const rows = await db
    .selectFrom('eventJoiners as j')
    .innerJoin('users as u', 'u.id', 'j.userId')
    .leftJoin('eventSlotGroups as g', 'g.id', 'j.slotGroupId')
    .select([
      'j.userId',
      'u.displayName',
      'u.fullName',
      'u.photoUrl',
      'j.status',
      'j.guests',
      'j.guestNames',
      'j.slotGroupId',
      'g.name as slotGroupName',
      'j.checkedInAt',
      'j.paymentStatus',
      'j.offerExpiresAt',
      'j.joinedAt',
      sql<number | null>`case when j.status = 'waitlisted' then row_number() over (partition by j.status = 'waitlisted' order by j.queue_seq) end`.as(
        'position',
      ),
    ])
    .where('j.eventId', '=', event.id)
    .where('j.status', '<>', 'left')
    .orderBy(sql`array_position(array['going','offered','pending','waitlisted','declined'], j.status)`)
    .orderBy('j.queueSeq')
    .execute();
  return rows.map((row) => ({
    ...row,
    status: row.status as 'going' | 'waitlisted' | 'pending' | 'offered' | 'declined',
    position: row.position === null ? null : Number(row.position),
    checkedIn: row.checkedInAt !== null,
  }));
}

async function lockJoiner(trx: Kysely<DB>, eventId: string, userId: string) {
  const joiner = await trx.selectFrom('eventJoiners').selectAll().where('eventId', '=', eventId).where('userId', '=', userId).forUpdate().executeTakeFirst();
  if (!joiner) throw new AppError('NOT_FOUND', EVENT_MESSAGES.joinerNotFound);
  return joiner;
}

/**
 * Approves a request to join: the spot is taken now (a paid event holds it while the player pays);
 * if the event filled meanwhile the player goes to the waitlist.
 */
export async function approveJoiner(
  deps: RosterDeps,
  creatorId: string,
  eventId: string,
  userId: string,
  now: Date = deps.clock.now(),
): Promise<{ status: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    if (event.cancelled) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    const joiner = await lockJoiner(trx, eventId, userId);
    if (joiner.status !== 'pending') throw new AppError('CONFLICT', EVENT_MESSAGES.notPending);
    let status: 'going' | 'offered' | 'waitlisted';
    let offerExpiresAt: Date | null = null;
    if (await takeSpot(trx, eventId, 1 + joiner.guests, joiner.slotGroupId)) {
      status = spotNeedsPayment(event, userId, joiner.paymentStatus) ? 'offered' : 'going';
      if (status === 'offered') offerExpiresAt = new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000);
    } else if (event.allowWaitlist) {
      status = 'waitlisted';
    } else {
      throw new AppError('CONFLICT', EVENT_MESSAGES.full);
    }
    await trx.updateTable('eventJoiners').set({ status, offerExpiresAt, updatedAt: now }).where('id', '=', joiner.id).execute();
    if (offerExpiresAt) {
      await deps.jobs.send(
        'event.offer-expire',
        { joinerId: joiner.id, offerExpiresAt: offerExpiresAt.toISOString() },
        { db: trx, startAfter: offerExpiresAt },
      );
    }
    await tellUser(
      { ...deps, db: trx },
      {
        userId,
        event,
        type: 'eventApproved',
        heading: EVENT_MESSAGES.noticeApproved(event.title),
        message:
          status === 'offered' ? EVENT_MESSAGES.noticeOfferedBody(OFFER_HOLD_MINUTES) : status === 'going' ? EVENT_MESSAGES.joinedGoing : EVENT_MESSAGES.full,
      },
    );
    return { status };
  });
}

/** Declines a request to join; the player is told and cannot ask again. */
export async function declineJoiner(
  deps: RosterDeps,
  creatorId: string,
  eventId: string,
  userId: string,
  now: Date = deps.clock.now(),
): Promise<{ status: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    const joiner = await lockJoiner(trx, eventId, userId);
    if (joiner.status !== 'pending') throw new AppError('CONFLICT', EVENT_MESSAGES.notPending);
    await trx.updateTable('eventJoiners').set({ status: 'declined', updatedAt: now }).where('id', '=', joiner.id).execute();
    await tellUser({ ...deps, db: trx }, { userId, event, type: 'eventDeclined', heading: EVENT_MESSAGES.noticeDeclined(event.title), message: event.title });
    return { status: 'declined' };
  });
}

/** Marks a going player as arrived (or not). */
export async function setCheckedIn(db: Kysely<DB>, creatorId: string, eventId: string, userId: string, checkedIn: boolean): Promise<{ checkedIn: boolean }> {
  const event = await requireCreatorEvent(db, eventId, creatorId);
  const updated = await db
    .updateTable('eventJoiners')
    .set({ checkedInAt: checkedIn ? new Date() : null, updatedAt: new Date() })
    .where('eventId', '=', event.id)
    .where('userId', '=', userId)
    .where('status', '=', 'going')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('NOT_FOUND', EVENT_MESSAGES.joinerNotFound);
  return { checkedIn };
}

/** The organiser's message to everyone going, as a notification (and e-mail per their settings). */
export async function messageJoiners(deps: RosterDeps, creatorId: string, eventId: string, message: string): Promise<{ sent: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    const joiners = await trx.selectFrom('eventJoiners').select('userId').where('eventId', '=', event.id).where('status', '=', 'going').execute();
    for (const joiner of joiners) {
      await tellUser({ ...deps, db: trx }, { userId: joiner.userId, event, type: 'eventMessage', heading: EVENT_MESSAGES.noticeMessage(event.title), message });
    }
    return { sent: joiners.length };
  });
}
