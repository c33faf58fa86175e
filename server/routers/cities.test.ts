import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { fakePlaces, GOOGLE_PLACES_TEST_KEY } from '../../tests/msw/google-places.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { googlePlaces } from '../integrations/google-places.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { CITY_MESSAGES } from '../../shared/cities/messages.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';

let h: Harness;
let withGoogle: Harness;
beforeAll(async () => {
  [h, withGoogle] = await Promise.all([createHarness(), createHarness({ env: { GOOGLE_MAPS_API_KEY: GOOGLE_PLACES_TEST_KEY } })]);
});
afterAll(() => Promise.all([h.close(), withGoogle.close()]));

const place = (city: string, state: string) => fakePlaces.find((p) => p.city === city && p.state.short === state)!;

describe('cities.search without a maps key (gazetteer)', () => {
  it('suggests US cities with coordinates, largest prefix match first, and nothing more', async () => {
    const caller = await h.client().call();
    const results = await caller.cities.search({ query: '  aus ' });
    expect(results[0]).toEqual({
      id: expect.stringMatching(/^geonames:\d+$/),
      label: 'Austin, TX',
      lat: expect.closeTo(30.27, 1),
      lng: expect.closeTo(-97.74, 1),
    });
    expect(results.length).toBeLessThanOrEqual(8);
    expect(Object.keys(results[0]!).sort()).toEqual(['id', 'label', 'lat', 'lng']);
  });

  it('finds a misspelt city and honours a state after the comma', async () => {
    const caller = await h.client().call();
    expect((await caller.cities.search({ query: 'Austn' }))[0]?.label).toBe('Austin, TX');
    expect((await caller.cities.search({ query: 'Portland, ME' }))[0]?.label).toBe('Portland, ME');
  });

  it('returns nothing for one character and refuses empty or over-long text', async () => {
    const caller = await h.client().call();
    expect(await caller.cities.search({ query: 'a' })).toEqual([]);
    expect((await rejection(caller.cities.search({ query: '   ' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.cities.search({ query: 'a'.repeat(101) }))).code).toBe('BAD_REQUEST');
  });

  it('limits searches per IP, and only for that IP', async () => {
    const { limit } = RATE_LIMITS.citySearchPerIp;
    const caller = await h.client('192.0.2.44').call();
    await startWellInsideWindow(RATE_LIMITS.citySearchPerIp.windowSeconds);
    await Promise.all(Array.from({ length: limit }, () => caller.cities.search({ query: 'Denver' })));
    const refused = await rejection(caller.cities.search({ query: 'Denver' }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(APP_MESSAGES.tooManyRequests);
    const other = await h.client('192.0.2.45').call();
    expect((await other.cities.search({ query: 'Denver' }))[0]?.label).toBe('Denver, CO');
  });
});

describe('cities.resolve without a maps key', () => {
  it('resolves a gazetteer suggestion to its name and coordinates', async () => {
    const caller = await h.client().call();
    const [austin] = await caller.cities.search({ query: 'Austin, TX' });
    expect(await caller.cities.resolve({ id: austin!.id })).toEqual({ name: 'Austin, TX', lat: austin!.lat, lng: austin!.lng });
  });

  it("answers NOT_FOUND 'City not found' for an unknown id, or a Places id with no key configured", async () => {
    const caller = await h.client().call();
    for (const id of ['geonames:1', 'geonames:not-a-number', 'somewhere', `google:${place('Austin', 'TX').placeId}`]) {
      const error = await rejection(caller.cities.resolve({ id }));
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe(CITY_MESSAGES.notFound);
    }
  });
});

describe('cities with GOOGLE_MAPS_API_KEY (Places)', () => {
  it('suggests Google localities in the US, without coordinates until resolved', async () => {
    const caller = await withGoogle.client().call();
    expect(await caller.cities.search({ query: 'Portl' })).toEqual([
      { id: `google:${place('Portland', 'OR').placeId}`, label: 'Portland, OR, USA', lat: null, lng: null },
      { id: `google:${place('Portland', 'ME').placeId}`, label: 'Portland, ME, USA', lat: null, lng: null },
    ]);
    // The fake offers Paris, France unless the request restricts the region to the US.
    expect((await caller.cities.search({ query: 'Paris' })).map((s) => s.label)).toEqual(['Paris, TX, USA']);
    expect(await caller.cities.search({ query: 'Nowhereville' })).toEqual([]);
  });

  it('resolves a Places suggestion to "City, ST" with its location', async () => {
    const caller = await withGoogle.client().call();
    const [portland] = await caller.cities.search({ query: 'Portland' });
    expect(await caller.cities.resolve({ id: portland!.id })).toEqual({ name: 'Portland, OR', lat: 45.515232, lng: -122.6783853 });
  });

  it('still resolves gazetteer ids, refuses places outside the US and reports unknown places', async () => {
    const caller = await withGoogle.client().call();
    const [austin] = await (await h.client().call()).cities.search({ query: 'Austin, TX' });
    expect((await caller.cities.resolve({ id: austin!.id })).name).toBe('Austin, TX');

    const paris = await rejection(caller.cities.resolve({ id: `google:${place('Paris', 'IDF').placeId}` }));
    expect(paris.code).toBe('BAD_REQUEST');
    expect(paris.message).toBe('Only US cities can be chosen.');

    for (const id of ['google:ChIJ0000000000000000000000', 'google:../../places:autocomplete']) {
      const unknown = await rejection(caller.cities.resolve({ id }));
      expect(unknown.code).toBe('NOT_FOUND');
      expect(unknown.message).toBe(CITY_MESSAGES.notFound);
    }
  });

  it('turns a Places failure into BAD_REQUEST with a clear message', async () => {
    const caller = await withGoogle.client().call();
    mswServer.use(http.post('https://places.googleapis.com/v1/places:autocomplete', () => HttpResponse.error()));
    const down = await rejection(caller.cities.search({ query: 'Austin' }));
    expect(down.code).toBe('BAD_REQUEST');
    expect(down.message).toMatch(/^Google Places could not search cities: /);

    const rejected = googlePlaces('wrong-key');
    await expect(rejected.resolve(place('Austin', 'TX').placeId)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Google Places could not look up the city: API key not valid. Please pass a valid API key.',
    });
  });
});
