import tzLookup from '@photostructure/tz-lookup';
import ngeohash from 'ngeohash';

/**
 * What the server derives from a place's point: its geohash (the same precision as users' home
 * cities) and its IANA zone, in which the wall-clock times of events there are read.
 */
export function placeGeoFields(lat: number, lng: number): { geohash: string; timezone: string } {
  return { geohash: ngeohash.encode(lat, lng, 9), timezone: tzLookup(lat, lng) };
}
