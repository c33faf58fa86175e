import { describe, expect, it } from 'vitest';
import { crossesAntimeridian, enclosingCircle, lngSpan } from './bounds-area.ts';

describe('enclosingCircle', () => {
  it('centres a city-sized area and reaches its corners', () => {
    const circle = enclosingCircle({ north: 30.3, south: 30.2, east: -97.7, west: -97.8 })!;
    expect(circle.lat).toBeCloseTo(30.25);
    expect(circle.lng).toBeCloseTo(-97.75);
    // Half the diagonal of an 11 x 9.6 km box.
    expect(circle.radiusM).toBeGreaterThan(7000);
    expect(circle.radiusM).toBeLessThan(7700);
  });

  it('centres an area that crosses the antimeridian on it, not on the far side of the globe', () => {
    const bounds = { north: -10, south: -25, east: -170, west: 175 };
    expect(crossesAntimeridian(bounds)).toBe(true);
    expect(lngSpan(bounds)).toBe(15);
    const circle = enclosingCircle(bounds)!;
    expect(circle.lng).toBeCloseTo(-177.5);
    expect(circle.radiusM).toBeLessThan(1_500_000);
  });

  it('gives up on areas wider than a hemisphere, where the edge test alone applies', () => {
    expect(enclosingCircle({ north: 80, south: -80, east: 170, west: -170 })).toBeNull();
    expect(enclosingCircle({ north: 90, south: -90, east: 180, west: -180 })).toBeNull();
  });
});
