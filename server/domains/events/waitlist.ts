import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { OFFER_HOLD_MINUTES } from './constants.ts';
import { loadEvent } from './event-access.ts';
import { tellUser } from './notices.ts';
import { takeSpot } from './spots.ts';
import { spotNeedsPayment } from './who-pays.ts';

/**
 * A waitlisted joiner's place (1 is next), counted in fair queue order: the waitlisters ahead of
 * queue place `queueSeq`, plus one. An expression, so a join can read it in its own update.
 */
export const waitlistPlace = (eventId: string, queueSeq: RawBuilder<unknown> | string) =>
  sql<number>`(select count(*)::int + 1 from event_joiners w where w.event_id = ${eventId} and w.status = 'waitlisted' and w.queue_seq < ${queueSeq})`;

/** The waitlisted joiner's place on the waitlist (1 is next). */
export async function waitlistPosition(db: Kysely<DB>, eventId: string, queueSeq: number | string): Promise<number> {
  const { rows } = await sql<{ position: number }>`select ${waitlistPlace(eventId, String(queueSeq))} as position`.execute(db);
  return rows[0]!.position;
}

/**
 * Fills freed spots from the waitlist in queue order: the first waitlisted joiners who fit (with
 * their guests and slot group) move up and are told. On a paid event a joiner who has not paid
 * gets a held spot ('offered') until a deadline, and a job releases it to the next in line if they
 * do not pay. Callers hold the slot-group locks (lockSlotGroups) when they freed spots.
 */
export async function promoteWaitlisted(deps: Deps<'db' | 'jobs' | 'env'>, eventId: string, now: Date = new Date()): Promise<string[]> {
  const { db: trx, jobs } = deps;
  const event = await loadEvent(trx, eventId);
  if (!event || event.cancelled || event.endsAt <= now) return [];
  let free = event.capacity === null ? Number.POSITIVE_INFINITY : event.capacity - event.spotsTaken;
  if (free < 1) return [];
  const candidates = await trx
    .selectFrom('eventJoiners')
    .select(['id', 'userId', 'guests', 'slotGroupId', 'paymentStatus'])
    .where('eventId', '=', eventId)
    .where('status', '=', 'waitlisted')
    .orderBy('queueSeq')
    // A candidate another transaction is moving right now is left to it.
    .forUpdate()
    .skipLocked()
    .execute();
  const promoted: string[] = [];
  for (const candidate of candidates) {
    if (free < 1) break;
    const seats = 1 + candidate.guests;
    if (seats > free || !(await takeSpot(trx, eventId, seats, candidate.slotGroupId))) continue;
    free -= seats;
    promoted.push(candidate.userId);
    const mustPay = spotNeedsPayment(event, candidate.userId, candidate.paymentStatus);
    if (mustPay) {
      const offerExpiresAt = new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000);
      await trx.updateTable('eventJoiners').set({ status: 'offered', offerExpiresAt, updatedAt: now }).where('id', '=', candidate.id).execute();
      await jobs.send('event.offer-expire', { joinerId: candidate.id, offerExpiresAt: offerExpiresAt.toISOString() }, { db: trx, startAfter: offerExpiresAt });
      await tellUser(deps, {
        userId: candidate.userId,
        event,
        type: 'eventSpotOffered',
        heading: EVENT_MESSAGES.noticeOffered(event.title),
        message: EVENT_MESSAGES.noticeOfferedBody(OFFER_HOLD_MINUTES),
      });
    } else {
      await trx.updateTable('eventJoiners').set({ status: 'going', offerExpiresAt: null, updatedAt: now }).where('id', '=', candidate.id).execute();
      await tellUser(deps, {
        userId: candidate.userId,
        event,
        type: 'eventPromoted',
        heading: EVENT_MESSAGES.noticePromoted(event.title),
        message: EVENT_MESSAGES.noticePromotedBody,
      });
    }
  }
  return promoted;
}
