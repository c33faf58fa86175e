import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { columnsAt, discoverEvents, type DiscoveredEvent } from './discover-events.ts';
import { eventVisibleTo } from '../visibility.ts';
import { eventOfFollowedHost, upcomingPublicEvent } from '../followed-hosts.ts';

export interface NearbyEvent extends DiscoveredEvent {
  /** Hosted by an organiser or public team the viewer follows: listed first, and marked so. */
  fromFollowedHost: boolean;
}

/** Upcoming public events around the point from hosts the viewer follows, soonest first. */
async function followedHostsEvents(db: Database, viewerId: string, input: { lat: number; lng: number; limit: number }, now: Date): Promise<DiscoveredEvent[]> {
  const meters = sql<number>`earth_distance(ll_to_earth(e.lat, e.lng), ll_to_earth(${input.lat}, ${input.lng}))`;
  const { rows } = await sql<Omit<DiscoveredEvent, 'distanceKm'> & { meters: number }>`
    select ${columnsAt(now)}, ${meters} as meters from events e
    where ${eventOfFollowedHost(viewerId)} and ${upcomingPublicEvent(now)} and ${eventVisibleTo(viewerId, now)}
      and ${meters} <= ${DISCOVER.nearbyRadiusKm * 1000}
    order by e.starts_at, e.id
    limit ${input.limit}
  `.execute(db);
  return rows.map(({ meters: m, ...row }) => ({ ...row, distanceKm: Math.round(m / 100) / 10 }));
}

/**
 * Home's "nearby events" (spec Home and section 7): upcoming events around a point, soonest
 * first, with the same visibility rules as the discover page; a weekly game shows only its next
 * date there too, so one series cannot fill the section. For a signed-in viewer, the events of
 * hosts they follow come first (issue 32), then the rest.
 */
export async function nearbyEvents(db: Database, viewerId: string | null, input: { lat: number; lng: number; limit: number }): Promise<NearbyEvent[]> {
  const now = new Date();
  const [followed, result] = await Promise.all([
    viewerId ? followedHostsEvents(db, viewerId, input, now) : Promise.resolve([]),
    discoverEvents(
      db,
      viewerId,
      { center: { lat: input.lat, lng: input.lng }, radiusKm: DISCOVER.nearbyRadiusKm, price: 'all', when: 'upcoming', page: 0, pageSize: input.limit },
      now,
    ),
  ]);
  const followedIds = new Set(followed.map((event) => event.id));
  return [
    ...followed.map((event) => ({ ...event, fromFollowedHost: true })),
    ...result.items.filter((event) => !followedIds.has(event.id)).map((event) => ({ ...event, fromFollowedHost: false })),
  ].slice(0, input.limit);
}
