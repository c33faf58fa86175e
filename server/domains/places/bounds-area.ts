import type { Bounds } from '../../../shared/places/schemas.ts';

const EARTH_RADIUS_M = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

function distanceM(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** West of east normally; past it when the area crosses the antimeridian (170°E to 170°W). */
export const crossesAntimeridian = (bounds: Bounds) => bounds.west > bounds.east;

/** Degrees of longitude the area spans, going east from its west edge. */
export function lngSpan(bounds: Bounds): number {
  return crossesAntimeridian(bounds) ? bounds.east + 360 - bounds.west : bounds.east - bounds.west;
}

/** The middle of the area, on the antimeridian's far side when the area crosses it. */
export function areaCentre(bounds: Bounds): { lat: number; lng: number } {
  const lat = (bounds.north + bounds.south) / 2;
  const lng = bounds.west + lngSpan(bounds) / 2;
  return { lat, lng: lng > 180 ? lng - 360 : lng };
}

/**
 * The centre of the area and a radius (metres) that reaches every point of it, so that the GiST
 * index can narrow the search to a box around the circle before the exact edge test. Null when the
 * area is too large for a circle to help (more than a hemisphere): the edge test alone applies.
 */
export function enclosingCircle(bounds: Bounds): { lat: number; lng: number; radiusM: number } | null {
  if (lngSpan(bounds) > 180) return null;
  const { lat, lng } = areaCentre(bounds);
  // On a sphere the farthest point of a lat/lng rectangle can be a corner or an edge's middle.
  const edgePoints: [number, number][] = [
    [bounds.north, bounds.west],
    [bounds.north, bounds.east],
    [bounds.south, bounds.west],
    [bounds.south, bounds.east],
    [bounds.north, lng],
    [bounds.south, lng],
    [lat, bounds.west],
    [lat, bounds.east],
  ];
  const radiusM = Math.max(...edgePoints.map(([pLat, pLng]) => distanceM(lat, lng, pLat, pLng)));
  if (radiusM > 5_000_000) return null;
  // A metre of slack for floating-point rounding at the edges.
  return { lat, lng, radiusM: radiusM + 1 };
}
