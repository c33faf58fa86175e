import type { Database } from '../../../db/database.ts';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { discoverEvents, type DiscoveredEvent } from './discover-events.ts';

/**
 * Home's "nearby events" (spec Home and section 7): upcoming events around a point, soonest
 * first, with the same visibility rules as the discover page; a weekly game shows only its next
 * date there too, so one series cannot fill the section.
 */
export async function nearbyEvents(db: Database, viewerId: string | null, input: { lat: number; lng: number; limit: number }): Promise<DiscoveredEvent[]> {
  const result = await discoverEvents(db, viewerId, {
    center: { lat: input.lat, lng: input.lng },
    radiusKm: DISCOVER.nearbyRadiusKm,
    price: 'all',
    when: 'upcoming',
    page: 0,
    pageSize: input.limit,
  });
  return result.items;
}
