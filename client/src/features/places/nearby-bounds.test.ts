import { describe, expect, it } from 'vitest';
import { boundsAround } from './nearby-bounds.ts';

describe('boundsAround', () => {
  it('spans about the radius each way, wider in degrees of longitude away from the equator', () => {
    const b = boundsAround(45.5, -122.68, 10);
    expect(b.north - 45.5).toBeCloseTo(10 / 111.32, 5);
    expect(b.east - -122.68).toBeGreaterThan(b.north - 45.5);
    expect(b.west).toBeLessThan(b.east);
  });

  it('wraps across the antimeridian, so west ends up greater than east', () => {
    const b = boundsAround(-17.8, 179.9, 50);
    expect(b.west).toBeGreaterThan(b.east);
    expect(b.east).toBeLessThan(-179);
  });
});
