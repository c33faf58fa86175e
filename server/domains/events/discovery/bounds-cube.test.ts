import { describe, expect, it } from 'vitest';
import { boundsCube } from './bounds-cube.ts';

const EARTH_M = 6_378_168;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const earth = (lat: number, lng: number) => [
  EARTH_M * Math.cos(toRad(lat)) * Math.cos(toRad(lng)),
  EARTH_M * Math.cos(toRad(lat)) * Math.sin(toRad(lng)),
  EARTH_M * Math.sin(toRad(lat)),
];
const inside = (cube: ReturnType<typeof boundsCube>, p: number[]) => p.every((v, axis) => v >= cube.low[axis]! && v <= cube.high[axis]!);

describe('boundsCube', () => {
  it('holds every point of the rectangle, for city, country and antimeridian-crossing bounds', () => {
    const cases = [
      { north: 30.4, south: 30.1, east: -97.6, west: -97.9 },
      { north: 49, south: 24, east: -66, west: -125 },
      { north: 10, south: -10, east: -170, west: 170 },
      { north: 5, south: -5, east: 95, west: 85 },
    ];
    for (const b of cases) {
      const cube = boundsCube(b);
      const span = b.west <= b.east ? b.east - b.west : b.east + 360 - b.west;
      for (let i = 0; i <= 40; i++) {
        for (let j = 0; j <= 40; j++) {
          const lat = b.south + ((b.north - b.south) * i) / 40;
          const lng = b.west + (span * j) / 40;
          expect(inside(cube, earth(lat, lng > 180 ? lng - 360 : lng))).toBe(true);
        }
      }
    }
  });

  it('is much tighter than the box around the circle through the corners', () => {
    const cube = boundsCube({ north: 30.4, south: 30.1, east: -97.6, west: -97.9 });
    expect(inside(cube, earth(30.5, -97.75))).toBe(false);
    expect(inside(cube, earth(30.25, -97.5))).toBe(false);
  });
});
