import { sql } from 'kysely';

/**
 * An event's one-degree cell of latitude and longitude, numbered row by row from the south-west:
 * the discovery cell index (events_cell_time_idx) is built on this expression, written the same
 * way, and keeps each cell's events in start order, so a search walks a few cells from its first
 * start time instead of every event of the place.
 */
export const eventCell = sql<number>`((floor(e.lat)::int + 90) * 361 + floor(e.lng)::int + 180)`;

/**
 * Quarter-degree cells, numbered the same way, under which event_words keeps each event's words
 * (its migration writes this expression): a text search reads the words of its area's cells, and
 * whole degrees would take in five times the area of a 40 km circle.
 */
export const eventFineCell = sql<number>`((floor(e.lat * 4)::int + 360) * 1441 + floor(e.lng * 4)::int + 720)`;

export interface LatLngBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The cells a box touches (of 1 / perDegree degrees), or null when they are more than `max` (a
 * search that wide uses another plan). A box whose west is east of its east crosses the
 * antimeridian.
 */
export function cellsOfBox(box: LatLngBox, max: number, perDegree: 1 | 4 = 1): number[] | null {
  const k = perDegree;
  const columns = 360 * k + 1;
  const south = Math.floor(Math.max(-90, box.south) * k);
  const north = Math.floor(Math.min(90, box.north) * k);
  const lngRanges: [number, number][] =
    box.west <= box.east
      ? [[box.west, box.east]]
      : [
          [box.west, 180],
          [-180, box.east],
        ];
  const ranges = lngRanges.map(([w, e]) => [Math.floor(w * k), Math.floor(e * k)] as const);
  const width = ranges.reduce((n, [w, e]) => n + e - w + 1, 0);
  if ((north - south + 1) * width > max) return null;
  const cells: number[] = [];
  for (let row = south; row <= north; row++) {
    for (const [w, e] of ranges) for (let column = w; column <= e; column++) cells.push((row + 90 * k) * columns + column + 180 * k);
  }
  return cells;
}

/** earthdistance's sphere (ll_to_earth and earth_distance), in km. */
const EARTH_KM = 6_378.168;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/**
 * The latitude/longitude box around a circle on earthdistance's sphere (padded by a metre's
 * worth, never narrower than the circle), or null when the circle reaches a pole, where
 * longitude bounds mean nothing.
 */
export function boxAroundCircle(lat: number, lng: number, radiusKm: number): LatLngBox | null {
  const angle = radiusKm / EARTH_KM;
  const pad = 0.001 / EARTH_KM;
  const south = lat - toDeg(angle + pad);
  const north = lat + toDeg(angle + pad);
  // The circle's widest longitude: sin(dLng) = sin(angle) / cos(lat); past 1 it holds a pole.
  const ratio = Math.sin(angle) / Math.cos(toRad(lat));
  if (south <= -90 || north >= 90 || ratio >= 1) return null;
  const dLng = toDeg(Math.asin(ratio) + pad);
  const west = lng - dLng;
  const east = lng + dLng;
  return { south, north, west: west < -180 ? west + 360 : west, east: east > 180 ? east - 360 : east };
}
