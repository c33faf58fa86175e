import { describe, expect, it } from 'vitest';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { RADIUS_CHOICES_KM } from '../../../../shared/common/units.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { INITIAL_FILTERS } from './discover-state.ts';
import { readDiscoverUrl, writeDiscoverUrl, type DiscoverUrlState } from './discover-url.ts';

const fresh: DiscoverUrlState = { filters: INITIAL_FILTERS, gameType: undefined, city: undefined, radiusKm: DISCOVER.defaultRadiusKm };

describe('discover address', () => {
  it('writes nothing for an untouched search, and reads nothing back', () => {
    expect(writeDiscoverUrl(fresh).toString()).toBe('');
    expect(readDiscoverUrl(new URLSearchParams())).toEqual(fresh);
  });

  it('keeps every choice through the address', () => {
    const austin = { name: 'Austin, TX', lat: 30.267153, lng: -97.743057 };
    const state: DiscoverUrlState = {
      filters: { ...INITIAL_FILTERS, text: 'pick up', price: 'free', when: 'past', dateMode: 'range', dateFrom: '2027-01-05', dateTo: '2027-02-01' },
      gameType: 'Table Tennis',
      city: austin,
      radiusKm: 80,
    };
    const params = writeDiscoverUrl(state);
    expect(params.toString()).toBe(
      'q=pick+up&type=Table+Tennis&city=Austin%2C+TX&lat=30.267153&lng=-97.743057&radius=80&dates=range&from=2027-01-05&to=2027-02-01&price=free&when=past',
    );
    expect(readDiscoverUrl(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('keeps "any game type" and "anywhere" as choices, apart from the defaults they override', () => {
    const state: DiscoverUrlState = { ...fresh, gameType: '', city: null, filters: { ...INITIAL_FILTERS, dateMode: 'day', day: '2027-03-09' } };
    const params = writeDiscoverUrl(state);
    expect(params.toString()).toBe('type=any&anywhere=1&dates=day&day=2027-03-09');
    expect(readDiscoverUrl(params)).toEqual(state);
  });

  it('drops what no search could hold, and keeps the rest', () => {
    const read = readDiscoverUrl(
      new URLSearchParams({
        q: 'x'.repeat(DISCOVER.maxTextChars + 1),
        type: 'Tennis\u0000',
        price: 'cheap',
        when: 'tomorrow',
        dates: 'day',
        day: '2027-02-30',
        city: 'Austin, TX',
        lat: '1'.repeat(5000),
        lng: '-97.7',
        radius: '7',
      }),
    );
    // The day was not a day: the mode stays, waiting for one, as when it is picked on the page.
    expect(read).toEqual({ ...fresh, filters: { ...INITIAL_FILTERS, dateMode: 'day' } });
    expect(readDiscoverUrl(new URLSearchParams('city=Austin&lat=91&lng=0')).city).toBeUndefined();
    expect(readDiscoverUrl(new URLSearchParams('q=%E2%80%AEevil')).filters.text).toBe('');
    expect(readDiscoverUrl(new URLSearchParams('q=net&price=paid')).filters).toEqual({ ...INITIAL_FILTERS, text: 'net', price: 'paid' });
  });
});

describe('search distances', () => {
  it('offers Discover and Find a team the same choices, the defaults among them', () => {
    expect(RADIUS_CHOICES_KM).toContain(DISCOVER.defaultRadiusKm);
    expect(RADIUS_CHOICES_KM).toContain(TEAM_LIMITS.searchRadiusKmDefault);
  });
});
