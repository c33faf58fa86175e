import type { DiscoverBounds } from '../../../../shared/schemas/discover.ts';

/** earthdistance's earth() radius in metres: ll_to_earth places points on this sphere. */
const EARTH_M = 6_378_168;
const STEPS = 8;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Longitudes across the box, west to east, wrapping over the antimeridian when west > east. */
function longitudes(b: DiscoverBounds): number[] {
  const span = b.west <= b.east ? b.east - b.west : b.east + 360 - b.west;
  const values = Array.from({ length: STEPS + 1 }, (_, i) => b.west + (span * i) / STEPS);
  // x and y peak where the longitude is a multiple of 90°: sample those too when inside the box.
  for (let q = -180; q <= 540; q += 90) if (q > b.west && q < b.west + span) values.push(q);
  return values.map((lng) => ((lng + 540) % 360) - 180);
}

function latitudes(b: DiscoverBounds): number[] {
  const values = Array.from({ length: STEPS + 1 }, (_, i) => b.south + ((b.north - b.south) * i) / STEPS);
  if (b.south < 0 && b.north > 0) values.push(0);
  return values;
}

/**
 * The smallest axis-aligned 3-D box (in ll_to_earth coordinates) around a latitude/longitude
 * rectangle, so the GiST index answers "inside the map bounds" with few false positives: the box
 * around the bounds' circumscribed circle (earth_box) holds about twice the area. The surface is
 * sampled on a grid (plus the lines where a coordinate peaks) and padded by the most the sphere
 * can bulge between samples, so no point of the rectangle falls outside.
 */
export function boundsCube(b: DiscoverBounds): { low: [number, number, number]; high: [number, number, number] } {
  const low: [number, number, number] = [Infinity, Infinity, Infinity];
  const high: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const lat of latitudes(b)) {
    for (const lng of longitudes(b)) {
      const point = [
        EARTH_M * Math.cos(toRad(lat)) * Math.cos(toRad(lng)),
        EARTH_M * Math.cos(toRad(lat)) * Math.sin(toRad(lng)),
        EARTH_M * Math.sin(toRad(lat)),
      ];
      for (let axis = 0; axis < 3; axis++) {
        low[axis] = Math.min(low[axis]!, point[axis]!);
        high[axis] = Math.max(high[axis]!, point[axis]!);
      }
    }
  }
  const lngSpan = b.west <= b.east ? b.east - b.west : b.east + 360 - b.west;
  const step = toRad(Math.max(b.north - b.south, lngSpan) / STEPS);
  // Sagitta of a chord over one grid step (R * (1 - cos(step / 2))), doubled, plus a metre for rounding.
  const pad = 2 * EARTH_M * (1 - Math.cos(step / 2)) + 1;
  return { low: low.map((v) => v - pad) as [number, number, number], high: high.map((v) => v + pad) as [number, number, number] };
}
