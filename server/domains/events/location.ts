import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { placeGeoFields } from '../places/place-geo.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import type { EventLocationInput } from '../../../shared/events/schemas.ts';

export interface ResolvedLocation {
  placeId: string | null;
  locationName: string;
  address: string;
  lat: number;
  lng: number;
  geohash: string;
  timezone: string;
}

/**
 * Where an event happens, copied onto the event row: a saved place lends its name, address, point
 * and zone; an address gets its zone and geohash from its point. Copying keeps discovery one query
 * over events, and an event keeps its location if the place is later edited or removed.
 */
export async function resolveLocation(db: Kysely<DB>, location: EventLocationInput): Promise<ResolvedLocation> {
  if ('placeId' in location) {
    const place = await db
      .selectFrom('places')
      .select(['id', 'name', 'address', 'lat', 'lng', 'geohash', 'timezone'])
      .where('id', '=', location.placeId)
      .executeTakeFirst();
    if (!place) throw new AppError('NOT_FOUND', PLACE_MESSAGES.notFound);
    return {
      placeId: place.id,
      locationName: place.name,
      address: place.address,
      lat: place.lat,
      lng: place.lng,
      geohash: place.geohash,
      timezone: place.timezone,
    };
  }
  return {
    placeId: null,
    locationName: location.name,
    address: location.address,
    lat: location.lat,
    lng: location.lng,
    ...placeGeoFields(location.lat, location.lng),
  };
}
