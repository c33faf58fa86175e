import type { Bounds } from '../../../../shared/places/schemas.ts';

const KM_PER_DEGREE_LAT = 111.32;

/** The map area of about `radiusKm` around a point, as places.byBounds takes it. */
export function boundsAround(lat: number, lng: number, radiusKm: number): Bounds {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // Degrees of longitude shrink towards the poles; capped so the area never wraps the globe.
  const dLng = Math.min(179, radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180))));
  const wrap = (value: number) => (value > 180 ? value - 360 : value < -180 ? value + 360 : value);
  return {
    north: Math.min(90, lat + dLat),
    south: Math.max(-90, lat - dLat),
    east: wrap(lng + dLng),
    west: wrap(lng - dLng),
  };
}
