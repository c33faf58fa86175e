import type { Database } from '../../../db/database.ts';
import { DISCOVER } from '../../../../shared/schemas/discover.ts';
import { discoverEvents, type DiscoveredEvent } from './discover-events.ts';

/**
 * Home's "nearby events" (spec Home and section 7): upcoming events around a point, nearest first,
 * with the same visibility rules as the discover page. A weekly game has an event per date at
 * the same spot; the section shows only its next date, so one series cannot fill it.
 */
export async function nearbyEvents(db: Database, viewerId: string | null, input: { lat: number; lng: number; limit: number }): Promise<DiscoveredEvent[]> {
  const result = await discoverEvents(db, viewerId, {
    center: { lat: input.lat, lng: input.lng },
    radiusKm: DISCOVER.nearbyRadiusKm,
    price: 'all',
    when: 'upcoming',
    page: 0,
    pageSize: DISCOVER.maxPageSize,
  });
  const nextOfSeries = new Map<string, DiscoveredEvent>();
  for (const event of result.items) {
    if (!event.seriesId) continue;
    const kept = nextOfSeries.get(event.seriesId);
    if (!kept || event.startsAt < kept.startsAt) nextOfSeries.set(event.seriesId, event);
  }
  return result.items.filter((event) => !event.seriesId || nextOfSeries.get(event.seriesId) === event).slice(0, input.limit);
}
