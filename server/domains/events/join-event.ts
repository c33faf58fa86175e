import { sql } from 'kysely';
import { executePreparedTakeFirst, executePreparedTakeFirstOrThrow } from '../../db/prepared.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import type { joinEventInput } from '../../../shared/events/schemas.ts';
import type * as z from 'zod/mini';
import { ACTIVE_JOINER_STATUSES, OFFER_HOLD_MINUTES } from './constants.ts';
import { visibleEventQuery, type EventRow } from './event-access.ts';
import { startSpotCheckout, tellCreatorJoined } from './event-payments.ts';
import { nameOf } from './people.ts';
import { tellUser } from './notices.ts';
import { lockSlotGroups, releaseSpot, slotGroupHasRoom, takeEventSeats } from './spots.ts';
import { promoteWaitlisted, waitlistPlace } from './waitlist.ts';
import { throughJoinGate } from './join-gate.ts';
import { spotNeedsPayment } from './who-pays.ts';

export type JoinInput = z.output<typeof joinEventInput>;
export type JoinStatus = 'going' | 'waitlisted' | 'pending' | 'offered';
export interface JoinResult {
  status: JoinStatus;
  checkoutUrl: string | null;
  position: number | null;
}

/** Stripe is needed only for paid events (null when it is not configured); env gives the platform fee and links. */
export type JoinDeps = Deps<'db' | 'jobs' | 'env' | 'stripe' | 'clock'>;

/** The rules a join must pass before any spot is counted. */
function checkJoinable(event: EventRow, input: JoinInput, now: Date): void {
  if (event.cancelled) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
  // A team's game is answered on the team's schedule by its members, not joined by anyone.
  if (event.hostingTeamId) throw new AppError('CONFLICT', EVENT_MESSAGES.teamGameNoJoin);
  if (event.endsAt <= now || (event.startsAt <= now && !event.allowLateRsvp)) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyStarted);
  if (input.guests > 0) {
    if (!event.allowParticipantGuests) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.guestsNotAllowed);
    if (input.guests > event.guestLimit) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.tooManyGuests(event.guestLimit));
  }
}

/**
 * Joins the user (with guests, in a slot group) to an event: 'going' when the spots fit, else
 * 'waitlisted' (fair order by queue_seq); 'pending' when the organiser approves joiners (no spot
 * until approved); 'offered' on a paid event: the spot is held while the player pays through
 * Stripe Checkout. Concurrency-safe: see takeSpot. Joining again after leaving is allowed and
 * takes a new place at the back of the queue.
 */
export async function joinEvent(deps: JoinDeps, userId: string, input: JoinInput, now: Date = deps.clock.now()): Promise<JoinResult> {
  const { db, jobs } = deps;
  const outcome = await throughJoinGate(input.eventId, () =>
    db.transaction().execute(async (trx) => {
      const tx = { ...deps, db: trx };
      // One statement reads the event (a blocked pair never sees it, so cannot join it) with its slot
      // groups, the joiner's name and the organiser's e-mail and settings for the notice, and creates
      // or locks the user's own row (an upsert's update locks the row it finds, changing nothing: a
      // double click cannot take two spots), only when the event is visible. A burst of joins on one
      // event is paced by how few statements each one sends, and most by those sent while the event's
      // row is locked: nothing is read after the spot is taken. This and the two statements that take
      // the spot or the waitlist place are named (prepared once per connection, server/db/prepared.ts):
      // planning them was about half of each one's time in a burst.
      const found = await executePreparedTakeFirst(
        trx,
        trx
          .with('ev', () =>
            visibleEventQuery(trx, input.eventId, userId, now).select([
              sql<string[]>`array(select g.id from event_slot_groups g where g.event_id = e.id)`.as('slotGroupIds'),
              sql<string | null>`(select u.display_name from users u where u.id = ${userId})`.as('joinerDisplayName'),
              sql<string | null>`(select u.full_name from users u where u.id = ${userId})`.as('joinerFullName'),
              sql<string | null>`(select u.email from users u where u.id = e.creator_id)`.as('creatorEmail'),
              sql<string | null>`(select u.notification_settings::text from users u where u.id = e.creator_id)`.as('creatorSettingsJson'),
            ]),
          )
          .with('joiner', (qc) =>
            qc
              .insertInto('eventJoiners')
              .columns(['eventId', 'userId', 'status'])
              .expression(qc.selectFrom('ev').select(['ev.id', sql<string>`${userId}::uuid`.as('userId'), sql<string>`'left'`.as('status')]))
              .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ status: sql`event_joiners.status` }))
              .returning(['id', 'status', 'guests', 'offerExpiresAt', 'paymentStatus']),
          )
          .selectFrom('ev')
          .innerJoin('joiner', (join) => join.onTrue())
          .selectAll('ev')
          .select([
            'joiner.id as joinerId',
            'joiner.status as joinerStatus',
            'joiner.guests as joinerGuests',
            'joiner.offerExpiresAt as joinerOfferExpiresAt',
            'joiner.paymentStatus as joinerPaymentStatus',
          ]),
      );
      if (!found) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
      const {
        slotGroupIds,
        joinerDisplayName,
        joinerFullName,
        creatorEmail,
        creatorSettingsJson,
        joinerId,
        joinerStatus,
        joinerGuests,
        joinerOfferExpiresAt,
        joinerPaymentStatus,
        ...event
      } = found;
      const existing = { id: joinerId, status: joinerStatus, guests: joinerGuests, offerExpiresAt: joinerOfferExpiresAt, paymentStatus: joinerPaymentStatus };
      const known = {
        joinerName: nameOf({ displayName: joinerDisplayName, fullName: joinerFullName }),
        creator: creatorEmail !== null && creatorSettingsJson !== null ? { email: creatorEmail, notificationSettingsJson: creatorSettingsJson } : null,
      };
      checkJoinable(event, input, now);
      if (input.slotGroupId ? !slotGroupIds.includes(input.slotGroupId) : slotGroupIds.length > 0) {
        throw new AppError('BAD_REQUEST', EVENT_MESSAGES.slotNotFound);
      }
      const organiser = userId === event.creatorId;
      if (!organiser && event.priceCents > 0 && !event.creatorApprovalNeeded && !deps.stripe) {
        throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
      }

      if (existing.status === 'offered' && existing.offerExpiresAt && existing.offerExpiresAt > now) {
        // Coming back to pay for a held spot: a fresh Checkout for the same hold.
        return {
          event,
          joinerId: existing.id,
          status: 'offered' as const,
          guests: existing.guests,
          offerExpiresAt: existing.offerExpiresAt,
          fresh: false,
          position: null,
        };
      }
      if ((ACTIVE_JOINER_STATUSES as readonly string[]).includes(existing.status)) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyJoined);
      if (existing.status === 'declined') throw new AppError('FORBIDDEN', EVENT_MESSAGES.cannotJoin);

      const seats = 1 + input.guests;
      const base = {
        guests: input.guests,
        guestNames: input.guestNames.slice(0, input.guests),
        slotGroupId: input.slotGroupId,
        queueSeq: sql<number>`nextval(pg_get_serial_sequence('event_joiners', 'queue_seq'))`,
        joinedAt: now,
        updatedAt: now,
        checkedInAt: null,
        // A refunded or never-paid earlier attempt does not carry over; a paid one (late payment) does.
        ...(existing.paymentStatus === 'paid' ? {} : { paymentId: null, paymentStatus: null }),
      };
      // Joining the waitlist is one at a time per event, until commit: the place read after it then
      // sees every earlier waitlister, and two joins at the same instant never both hear "number 3".
      const waitlistLock = sql`pg_advisory_xact_lock(hashtextextended(${`waitlist:${event.id}`}, 0))`;

      let status: JoinStatus;
      let offerExpiresAt: Date | null = null;
      let row: { id: string; queueSeq: number | string; position?: number } | undefined;
      let waitlistLocked = false;
      if (event.creatorApprovalNeeded && !organiser) {
        status = 'pending';
      } else {
        // The status a spot would give, decided before the event row is locked.
        const spotStatus = spotNeedsPayment(event, userId, existing.paymentStatus) ? 'offered' : 'going';
        const spotExpiry = spotStatus === 'offered' ? new Date(now.getTime() + OFFER_HOLD_MINUTES * 60_000) : null;
        if (await slotGroupHasRoom(trx, input.slotGroupId, seats)) {
          // One statement takes the seats (the conditional update of takeSpot) and, only if it did, moves
          // the joiner in; if it did not and the event has a waitlist, it takes the waitlist's lock.
          const attempt = await executePreparedTakeFirstOrThrow(
            trx,
            trx
              .with('taken', (qc) => takeEventSeats(qc, event.id, seats))
              .with('moved', (qc) =>
                qc
                  .updateTable('eventJoiners')
                  .set({ ...base, status: spotStatus, offerExpiresAt: spotExpiry })
                  .where('id', '=', existing.id)
                  .where((eb) => eb.exists(eb.selectFrom('taken').select('taken.id')))
                  .returning(['id', 'queueSeq']),
              )
              .selectNoFrom((eb) => [
                eb.selectFrom('moved').select('moved.id').as('id'),
                eb.selectFrom('moved').select('moved.queueSeq').as('queueSeq'),
                sql<boolean | null>`case when ${event.allowWaitlist} and not exists (select 1 from taken) then (select true from ${waitlistLock} l) end`.as(
                  'waitlistLocked',
                ),
              ]),
          );
          if (attempt.id !== null && attempt.queueSeq !== null) row = { id: attempt.id, queueSeq: attempt.queueSeq };
          waitlistLocked = attempt.waitlistLocked === true;
        }
        if (row) {
          status = spotStatus;
          offerExpiresAt = spotExpiry;
        } else if (event.allowWaitlist) {
          status = 'waitlisted';
          if (!waitlistLocked) await sql`select ${waitlistLock}`.execute(trx);
        } else {
          throw new AppError('CONFLICT', input.slotGroupId ? EVENT_MESSAGES.slotFull : EVENT_MESSAGES.full);
        }
      }
      row ??= await executePreparedTakeFirstOrThrow(
        trx,
        trx
          .updateTable('eventJoiners')
          .set({ ...base, status, offerExpiresAt })
          .where('id', '=', existing.id)
          .returning(['id', 'queueSeq'])
          // The waitlist place comes back with the update: the lock above is held until commit, so
          // every statement after it is one more that waitlisters wait through one after another.
          .$if(status === 'waitlisted', (query) => query.returning(waitlistPlace(event.id, sql.ref('event_joiners.queue_seq')).as('position'))),
      );

      if (status === 'offered' && offerExpiresAt) {
        await jobs.send('event.offer-expire', { joinerId: row.id, offerExpiresAt: offerExpiresAt.toISOString() }, { db: trx, startAfter: offerExpiresAt });
      }
      if (status === 'going') await tellCreatorJoined(tx, event, userId, known);
      if (status === 'pending') {
        await tellUser(tx, {
          userId: event.creatorId,
          event,
          type: 'eventJoinRequested',
          heading: EVENT_MESSAGES.noticeRequested(known.joinerName, event.title),
          message: event.title,
          ...(known.creator ? { recipient: known.creator } : {}),
        });
      }
      const position = row.position ?? null;
      return { event, joinerId: row.id, status, guests: input.guests, offerExpiresAt, fresh: true, position };
    }),
  );

  if (outcome.status !== 'offered') return { status: outcome.status, checkoutUrl: null, position: outcome.position };
  try {
    const checkoutUrl = await startSpotCheckout(
      { ...deps, stripe: deps.stripe! },
      outcome.event,
      {
        id: outcome.joinerId,
        userId,
        guests: outcome.guests,
        offerExpiresAt: outcome.offerExpiresAt!,
      },
      now,
    );
    return { status: 'offered', checkoutUrl, position: null };
  } catch (error) {
    if (!outcome.fresh) throw error;
    // No Checkout, no hold: the spot goes back (and to the next in line) at once.
    await db.transaction().execute(async (trx) => {
      const joiner = await trx.selectFrom('eventJoiners').select(['status', 'guests']).where('id', '=', outcome.joinerId).forUpdate().executeTakeFirst();
      if (joiner?.status !== 'offered') return;
      await lockSlotGroups(trx, outcome.event.id);
      await releaseSpot(trx, outcome.event.id, 1 + joiner.guests);
      await trx.updateTable('eventJoiners').set({ status: 'left', offerExpiresAt: null, updatedAt: new Date() }).where('id', '=', outcome.joinerId).execute();
      await promoteWaitlisted({ ...deps, db: trx }, outcome.event.id);
    });
    throw error;
  }
}
