import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isAvailableAt, isAvailableOn } from '../availability/is-available.ts';
import { PLAYER_SEARCH, type FindAvailablePlayersInput } from '../../../shared/players/schemas.ts';
import type { AvailabilityInput } from '../../../shared/availability/schemas.ts';
import { availabilityVisibleTo } from './visibility.ts';

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;
function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number) {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

interface CandidateRow {
  userId: string;
  kind: 'home' | 'travel';
  label: string;
  lat: number;
  lng: number;
  meters: number;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  timeZone: string | null;
  weekly: AvailabilityInput['weeklyAvailability'] | null;
  dateSpecific: AvailabilityInput['dateSpecificAvailability'] | null;
}

export interface AvailablePlayer {
  id: string;
  displayName: string;
  photoUrl: string | null;
  distanceKm: number;
  location: string;
  isTraveling: boolean;
  /** Null when the player's availability is hidden from this viewer (or never set). */
  availability: {
    timeZone: string;
    weeklyAvailability: AvailabilityInput['weeklyAvailability'];
    dateSpecificAvailability: AvailabilityInput['dateSpecificAvailability'];
  } | null;
}

/**
 * Nearby players who play the sport and are available then, nearest first. The location index
 * is walked nearest-first and cut at a candidate budget before the radius filter (filtering the
 * whole radius first would grow with the number of players in it). Blocks apply both ways, and
 * availability hidden from the viewer is left in the database, not filtered in memory.
 */
export async function findAvailablePlayers(db: Database, viewerId: string, input: FindAvailablePlayersInput) {
  const page = input.page ?? 0;
  const size = PLAYER_SEARCH.pageSize;
  let { lat, lng } = input;
  let radiusKm = input.radiusKm ?? PLAYER_SEARCH.defaultRadiusKm;
  if (input.bounds) {
    lat = (input.bounds.north + input.bounds.south) / 2;
    lng = (input.bounds.east + input.bounds.west) / 2;
    radiusKm = haversineKm(lat, lng, input.bounds.north, input.bounds.east);
  }
  const day = input.date ?? (input.at ? input.at.slice(0, 10) : new Date().toISOString().slice(0, 10));
  const needsAvailability = Boolean(input.at || input.date);
  // Enough candidates for this page even when availability rules out most of them.
  const budget = Math.min(5000, (page + 1) * size * (needsAvailability ? 10 : 2) + 1);
  const visible = availabilityVisibleTo(viewerId, sql`c.user_id`);
  const sportFilter = input.sport
    ? sql`and exists (select 1 from user_sports us where us.user_id = pl.user_id and us.sport = ${input.sport} and us.enabled)`
    : sql``;

  const { rows } = await sql<CandidateRow>`
    with c as (
      select pl.user_id, pl.kind, pl.label, pl.lat, pl.lng,
             earth_distance(ll_to_earth(pl.lat, pl.lng), ll_to_earth(${lat}, ${lng})) as meters
      from player_locations pl
      where pl.user_id <> ${viewerId}
        and (
          (pl.kind = 'home' and not exists (
            select 1 from player_locations t where t.user_id = pl.user_id and t.kind = 'travel' and t.valid_from <= ${day}::date and t.valid_to >= ${day}::date))
          or (pl.kind = 'travel' and pl.valid_from <= ${day}::date and pl.valid_to >= ${day}::date)
        )
        ${sportFilter}
        and not exists (
          select 1 from user_blocks b
          where (b.blocker_id = pl.user_id and b.blocked_id = ${viewerId}) or (b.blocker_id = ${viewerId} and b.blocked_id = pl.user_id))
      order by ll_to_earth(pl.lat, pl.lng) <-> ll_to_earth(${lat}, ${lng})
      limit ${budget}
    )
    select c.user_id, c.kind, c.label, c.lat, c.lng, c.meters,
           u.display_name, u.full_name, u.photo_url,
           case when a.user_id is not null and ${visible} then a.time_zone end as time_zone,
           case when a.user_id is not null and ${visible} then a.weekly end as weekly,
           case when a.user_id is not null and ${visible} then a.date_specific end as date_specific
    from c
    join users u on u.id = c.user_id
    left join availability a on a.user_id = c.user_id
    where c.meters <= ${radiusKm * 1000}
    order by c.meters
  `.execute(db);

  const inBounds = (row: CandidateRow) =>
    !input.bounds ||
    (row.lat <= input.bounds.north &&
      row.lat >= input.bounds.south &&
      (input.bounds.west <= input.bounds.east
        ? row.lng >= input.bounds.west && row.lng <= input.bounds.east
        : row.lng >= input.bounds.west || row.lng <= input.bounds.east));
  const matches = rows.filter(inBounds).filter((row) => {
    if (!needsAvailability) return true;
    if (!row.weekly || !row.timeZone) return false;
    const record = { weeklyAvailability: row.weekly, dateSpecificAvailability: row.dateSpecific ?? [] };
    return input.at ? isAvailableAt(record, row.timeZone, new Date(input.at)) : isAvailableOn(record, input.date!);
  });
  const players: AvailablePlayer[] = matches.slice(page * size, (page + 1) * size).map((row) => ({
    id: row.userId,
    displayName: row.displayName ?? row.fullName ?? 'Unnamed Player',
    photoUrl: row.photoUrl,
    distanceKm: Math.round(row.meters / 100) / 10,
    location: row.label,
    isTraveling: row.kind === 'travel',
    availability:
      row.weekly && row.timeZone ? { timeZone: row.timeZone, weeklyAvailability: row.weekly, dateSpecificAvailability: row.dateSpecific ?? [] } : null,
  }));
  return { players, page, hasMore: matches.length > (page + 1) * size || rows.length >= budget };
}
