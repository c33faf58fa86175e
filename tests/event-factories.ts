import ngeohash from 'ngeohash';
import type { Database } from '../server/db/database.ts';

/** A place row for tests, in Austin unless told otherwise. */
export async function createPlace(
  db: Database,
  overrides: Partial<{
    creatorId: string | null;
    name: string;
    address: string;
    city: string;
    lat: number;
    lng: number;
    timezone: string;
    sports: string[];
    surfaces: string[];
  }> = {},
) {
  const lat = overrides.lat ?? 30.2672;
  const lng = overrides.lng ?? -97.7431;
  return db
    .insertInto('places')
    .values({
      creatorId: overrides.creatorId ?? null,
      name: overrides.name ?? 'Zilker Park Courts',
      address: overrides.address ?? '2100 Barton Springs Rd, Austin, TX',
      city: overrides.city ?? 'Austin, TX',
      lat,
      lng,
      geohash: ngeohash.encode(lat, lng, 9),
      timezone: overrides.timezone ?? 'America/Chicago',
      sports: overrides.sports ?? ['Pickleball'],
      surfaces: overrides.surfaces ?? ['Hard court'],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * An event row for tests, inserted directly (tests of discovery and joining need events without
 * going through the authoring rules). Starts tomorrow at this hour, lasts 90 minutes, in Austin.
 */
export async function createEvent(
  db: Database,
  creatorId: string,
  overrides: Partial<{
    title: string;
    gameType: string;
    description: string;
    startsAt: Date;
    durationMinutes: number;
    timezone: string;
    placeId: string | null;
    locationName: string;
    lat: number;
    lng: number;
    isPrivate: boolean;
    capacity: number | null;
    allowWaitlist: boolean;
    priceCents: number;
    cancelled: boolean;
    creatorApprovalNeeded: boolean;
    allowParticipantGuests: boolean;
    guestLimit: number;
    hoursToCancelBefore: number;
  }> = {},
) {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 24 * 3600_000);
  const durationMinutes = overrides.durationMinutes ?? 90;
  const lat = overrides.lat ?? 30.2672;
  const lng = overrides.lng ?? -97.7431;
  return db
    .insertInto('events')
    .values({
      creatorId,
      title: overrides.title ?? 'Saturday Pickleball',
      gameType: overrides.gameType ?? 'Pickleball',
      description: overrides.description ?? '',
      startsAt,
      durationMinutes,
      endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
      timezone: overrides.timezone ?? 'America/Chicago',
      placeId: overrides.placeId ?? null,
      locationName: overrides.locationName ?? 'Zilker Park Courts',
      lat,
      lng,
      geohash: ngeohash.encode(lat, lng, 9),
      isPrivate: overrides.isPrivate ?? false,
      capacity: overrides.capacity === undefined ? null : overrides.capacity,
      allowWaitlist: overrides.allowWaitlist ?? true,
      priceCents: overrides.priceCents ?? 0,
      cancelled: overrides.cancelled ?? false,
      creatorApprovalNeeded: overrides.creatorApprovalNeeded ?? false,
      allowParticipantGuests: overrides.allowParticipantGuests ?? false,
      guestLimit: overrides.guestLimit ?? 0,
      hoursToCancelBefore: overrides.hoursToCancelBefore ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
