import { describe, expect, it } from 'vitest';
import { formatDistance, milesLabel, radiusLabel, unitSystemOfLanguages, unitSystemOfZone } from './units.ts';

describe('units', () => {
  it('a Go-To Area in the US (or the UK) counts in miles, elsewhere in kilometres', () => {
    expect(unitSystemOfZone('America/Chicago')).toBe('imperial');
    expect(unitSystemOfZone('Pacific/Honolulu')).toBe('imperial');
    expect(unitSystemOfZone('Europe/London')).toBe('imperial');
    expect(unitSystemOfZone('America/Toronto')).toBe('metric');
    expect(unitSystemOfZone('Europe/Berlin')).toBe('metric');
    expect(unitSystemOfZone(null)).toBe('metric');
  });

  it("a visitor's languages name the region: the first tag with one decides", () => {
    expect(unitSystemOfLanguages('en-US,en;q=0.9')).toBe('imperial');
    expect(unitSystemOfLanguages('en,en-GB;q=0.8')).toBe('imperial');
    expect(unitSystemOfLanguages('de-DE,en-US;q=0.5')).toBe('metric');
    expect(unitSystemOfLanguages('zh-Hant-TW')).toBe('metric');
    expect(unitSystemOfLanguages('fr')).toBe('metric');
    expect(unitSystemOfLanguages(null)).toBe('metric');
    expect(unitSystemOfLanguages(`${'x'.repeat(1_000_000)}-US`)).toBe('metric');
  });

  it('distances and radii read in the unit of whoever reads them', () => {
    expect(formatDistance(2.5, 'metric')).toBe('2.5 km');
    expect(formatDistance(2.5, 'imperial')).toBe('1.6 mi');
    expect(formatDistance(40, 'imperial')).toBe('25 mi');
    expect(radiusLabel(40, 'metric')).toBe('40 km');
    expect(radiusLabel(40, 'imperial')).toBe('25 miles');
    expect(radiusLabel(160, 'imperial')).toBe('100 miles');
    expect(radiusLabel(1.609344, 'imperial')).toBe('1 mile');
    expect(milesLabel(15, 'imperial')).toBe('15 miles');
    expect(milesLabel(15, 'metric')).toBe('24 km');
  });
});
