import { describe, expect, it } from 'vitest';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { readTeamsSearch, writeTeamsSearch, type TeamsSearchState } from './teams-search-url.ts';

const fresh: TeamsSearchState = { text: '', gameType: '', city: undefined, radiusKm: TEAM_LIMITS.searchRadiusKmDefault, page: 0 };

describe('Find a team address', () => {
  it('writes nothing for an untouched search', () => {
    expect(writeTeamsSearch(fresh).toString()).toBe('');
    expect(readTeamsSearch(new URLSearchParams())).toEqual(fresh);
  });

  it('keeps every choice', () => {
    const state: TeamsSearchState = { text: 'dink', gameType: 'Pickleball', city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 }, radiusKm: 25, page: 2 };
    const params = writeTeamsSearch(state);
    expect(params.toString()).toBe('q=dink&type=Pickleball&city=Austin%2C+TX&lat=30.267200&lng=-97.743100&radius=25&page=2');
    expect(readTeamsSearch(params)).toEqual(state);
    expect(readTeamsSearch(writeTeamsSearch({ ...fresh, city: null }))).toEqual({ ...fresh, city: null });
  });

  it('drops what no search could hold', () => {
    expect(
      readTeamsSearch(new URLSearchParams({ q: 'x'.repeat(101), type: 'Ten\u0000nis', radius: '13', page: '999', city: 'Austin', lat: '1e9', lng: '0' })),
    ).toEqual(fresh);
    expect(readTeamsSearch(new URLSearchParams('page=-1')).page).toBe(0);
  });
});
