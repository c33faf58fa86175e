import { sql } from 'kysely';

/**
 * One-degree cells of latitude and longitude, numbered row by row from the south-west: the
 * discovery cell index (events_cell_time_idx) keeps each cell's events in start order, so a
 * search walks a few cells from its first start time instead of every event of the place.
 */
export const CELL_DEGREES = 1;
const COLUMNS = 361;

/** The SQL of an event's cell: the expression events_cell_time_idx is built on, written the same way. */
export const eventCell = sql<number>`((floor(e.lat)::int + 90) * 361 + floor(e.lng)::int + 180)`;

const cellOf = (lat: number, lng: number) => (Math.floor(lat) + 90) * COLUMNS + Math.floor(lng) + 180;


export interface LatLngBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The cells a box touches, or null when they are more than `max` (a search that wide walks the
 * start-time or place index instead). A box whose west is east of its east crosses the
 * antimeridian.
 */
export function cellsOfBox(box: LatLngBox, max: number): number[] | null {
  const south = Math.max(-90, box.south);
  const north = Math.min(90, box.north);
  const rows = Math.floor(north) - Math.floor(south) + 1;
  const lngRanges: [number, number][] = box.west <= box.east ? [[box.west, box.east]] : [[box.west, 180], [-180, box.east]];
  const columns = lngRanges.reduce((n, [w, e]) => n + Math.floor(e) - Math.floor(w) + 1, 0);
  if (rows * columns > max) return null;
  const cells: number[] = [];
  for (let lat = Math.floor(south); lat <= Math.floor(north); lat++) {
    for (const [w, e] of lngRanges) for (let lng = Math.floor(w); lng <= Math.floor(e); lng++) cells.push(cellOf(lat, lng));
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
