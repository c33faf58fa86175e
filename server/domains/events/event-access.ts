import type { Kysely, Selectable } from 'kysely';
import type { DB, Events } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { eventVisibleTo } from './visibility.ts';

export type EventRow = Selectable<Omit<Events, 'search'>>;

const EVENT_COLUMNS = [
  'e.id',
  'e.seriesId',
  'e.occurrenceDate',
  'e.detached',
  'e.creatorId',
  'e.title',
  'e.gameType',
  'e.description',
  'e.startsAt',
  'e.durationMinutes',
  'e.endsAt',
  'e.timezone',
  'e.placeId',
  'e.locationName',
  'e.address',
  'e.lat',
  'e.lng',
  'e.geohash',
  'e.hostingTeamId',
  'e.opponentId',
  'e.seasonSessionId',
  'e.teamName',
  'e.isPrivate',
  'e.makePublicAfter',
  'e.capacity',
  'e.allowWaitlist',
  'e.hasMinimumNeeded',
  'e.minimumNeeded',
  'e.minimumCutoffHours',
  'e.hoursToCancelBefore',
  'e.creatorApprovalNeeded',
  'e.allowLateRsvp',
  'e.allowParticipantGuests',
  'e.guestLimit',
  'e.chargeGuests',
  'e.priceCents',
  'e.currency',
  'e.spotsTaken',
  'e.cancelled',
  'e.cancelledAt',
  'e.cancelReason',
  'e.rated',
  'e.createdAt',
  'e.updatedAt',
] as const;

/** The read of an event the viewer may see, for callers that add columns to the same statement. */
export function visibleEventQuery(db: Kysely<DB>, eventId: string, viewerId: string | null, now = new Date()) {
  return db.selectFrom('events as e').select(EVENT_COLUMNS).where('e.id', '=', eventId).where(eventVisibleTo(viewerId, now));
}

/** The event, if the viewer may see it; otherwise NOT_FOUND, so a hidden event's existence never leaks. */
export async function loadVisibleEvent(db: Kysely<DB>, eventId: string, viewerId: string | null, now = new Date()): Promise<EventRow> {
  const event = await visibleEventQuery(db, eventId, viewerId, now).executeTakeFirst();
  if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
  return event;
}

/**
 * A series' occurrences from `from` on, not cancelled, that follow series-wide edits (plus the one
 * being edited, `editedId`, even when detached), in one read: FORBIDDEN unless `userId` created them all.
 */
export async function creatorSeriesEvents(db: Kysely<DB>, seriesId: string, from: Date, editedId: string, userId: string): Promise<EventRow[]> {
  const rows = await db
    .selectFrom('events as e')
    .select(EVENT_COLUMNS)
    .where('e.seriesId', '=', seriesId)
    .where('e.startsAt', '>=', from)
    .where('e.cancelled', '=', false)
    .where((eb) => eb.or([eb('e.detached', '=', false), eb('e.id', '=', editedId)]))
    .orderBy('e.startsAt')
    .execute();
  if (rows.some((row) => row.creatorId !== userId)) throw new AppError('FORBIDDEN', EVENT_MESSAGES.creatorOnly);
  return rows;
}

/** Any event by id, seen or not (for jobs and for a joiner leaving). */
export async function loadEvent(db: Kysely<DB>, eventId: string): Promise<EventRow | undefined> {
  return db.selectFrom('events as e').select(EVENT_COLUMNS).where('e.id', '=', eventId).executeTakeFirst();
}

/**
 * The event for a creator-only action: NOT_FOUND when the user may not even see it, FORBIDDEN when
 * they see it but did not create it.
 */
export async function requireCreatorEvent(db: Kysely<DB>, eventId: string, userId: string): Promise<EventRow> {
  const event = await loadVisibleEvent(db, eventId, userId);
  if (event.creatorId !== userId) throw new AppError('FORBIDDEN', EVENT_MESSAGES.creatorOnly);
  return event;
}
