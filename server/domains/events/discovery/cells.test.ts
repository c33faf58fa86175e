import { describe, expect, it } from 'vitest';
import { boxAroundCircle, cellsOfBox } from './cells.ts';

const cellOf = (lat: number, lng: number) => (Math.floor(lat) + 90) * 361 + Math.floor(lng) + 180;
/** earthdistance's great-circle distance in km on its sphere. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

describe('cellsOfBox', () => {
  it('lists every one-degree cell a box touches, and none it does not', () => {
    const cells = cellsOfBox({ south: 30.2, north: 31.1, west: -98.2, east: -97.1 }, 36)!;
    expect(cells.sort()).toEqual([cellOf(30.5, -97.5), cellOf(31.5, -97.5), cellOf(30.5, -98.5), cellOf(31.5, -98.5)].sort());
    expect(cellsOfBox({ south: 30.2, north: 30.4, west: -97.9, east: -97.1 }, 36)).toEqual([cellOf(30.3, -97.5)]);
  });

  it('wraps over the antimeridian when west is east of east', () => {
    const cells = cellsOfBox({ south: -40.5, north: -40.2, west: 179.5, east: -179.5 }, 36)!;
    // 180 and -180 are the same meridian, in the last and the first column.
    expect(cells.sort()).toEqual([cellOf(-40.5, 179.5), cellOf(-40.5, 180), cellOf(-40.5, -179.7)].sort());
  });

  it('gives up on a box with more cells than allowed', () => {
    expect(cellsOfBox({ south: 20, north: 24, west: -100, east: -92 }, 36)).toBeNull();
    expect(cellsOfBox({ south: 20, north: 23.5, west: -100, east: -95.5 }, 36)).toHaveLength(20);
  });
});

describe('boxAroundCircle', () => {
  it('holds every point of the circle, at the equator, in the north and in the south', () => {
    for (const centre of [
      { lat: 0, lng: 10 },
      { lat: 60.2, lng: -150.3 },
      { lat: -45.7, lng: 170.1 },
    ]) {
      for (const radiusKm of [1, 40, 500]) {
        const box = boxAroundCircle(centre.lat, centre.lng, radiusKm)!;
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // The point radiusKm away along the bearing, on the sphere.
          const d = radiusKm / 6378.168;
          const t = (bearing * Math.PI) / 180;
          const φ1 = (centre.lat * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(t));
          const λ = (centre.lng * Math.PI) / 180 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
          const point = { lat: (φ2 * 180) / Math.PI, lng: (((λ * 180) / Math.PI + 540) % 360) - 180 };
          expect(distanceKm(centre, point)).toBeCloseTo(radiusKm, 6);
          expect(point.lat).toBeGreaterThanOrEqual(box.south);
          expect(point.lat).toBeLessThanOrEqual(box.north);
          const inLng = box.west <= box.east ? point.lng >= box.west && point.lng <= box.east : point.lng >= box.west || point.lng <= box.east;
          expect(inLng).toBe(true);
        }
      }
    }
  });

  it('wraps at the antimeridian, and gives up on a circle over a pole', () => {
    const box = boxAroundCircle(-40, 179.9, 30)!;
    expect(box.west).toBeGreaterThan(box.east);
    expect(boxAroundCircle(89.9, 0, 50)).toBeNull();
    expect(boxAroundCircle(-89.5, 0, 100)).toBeNull();
  });
});
