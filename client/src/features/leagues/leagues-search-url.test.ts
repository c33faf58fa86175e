import { describe, expect, it } from 'vitest';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { readLeaguesSearch, writeLeaguesSearch, type LeaguesSearchState } from './leagues-search-url.ts';

const fresh: LeaguesSearchState = { text: '', gameType: '', city: undefined, radiusKm: TEAM_LIMITS.searchRadiusKmDefault, page: 0, from: '', to: '' };

describe('leagues search address', () => {
  it('writes nothing for an untouched search', () => {
    expect(writeLeaguesSearch(fresh).toString()).toBe('');
    expect(readLeaguesSearch(new URLSearchParams())).toEqual(fresh);
  });

  it("keeps every choice, Find a team's and the season dates", () => {
    const state: LeaguesSearchState = {
      text: 'spring',
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
      radiusKm: 25,
      page: 1,
      from: '2027-03-01',
      to: '2027-06-30',
    };
    const params = writeLeaguesSearch(state);
    expect(params.toString()).toBe('q=spring&type=Soccer&city=Austin%2C+TX&lat=30.267200&lng=-97.743100&radius=25&from=2027-03-01&to=2027-06-30&page=1');
    expect(readLeaguesSearch(params)).toEqual(state);
  });

  it('drops dates that are no calendar day', () => {
    for (const day of ['2027-02-30', '27-03-01', '2027-3-1', '9999-01-01', `2027-03-01${'x'.repeat(5000)}`, '2027-03-0\u0000'])
      expect(readLeaguesSearch(new URLSearchParams({ from: day, to: day }))).toEqual(fresh);
  });
});
