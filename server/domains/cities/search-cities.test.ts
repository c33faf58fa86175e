import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { ensureGazetteer } from '../../geo/gazetteer.ts';
import { findGazetteerCity, searchCities } from './search-cities.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const labels = async (query: string, limit?: number) => (await searchCities(h.db, query, limit)).map((city) => city.label);

describe('ensureGazetteer', () => {
  it('has loaded every US city of the bundled GeoNames extract into the template, and adds nothing twice', async () => {
    const { count } = await h.db
      .selectFrom('usCities')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBeGreaterThan(16_000);
    expect(await ensureGazetteer(h.db)).toBe(0);
  });

  it('fills an emptied table again in one go', async () => {
    const rollback = new Error('rollback');
    const refill = h.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('usCities').execute();
      const inserted = await ensureGazetteer(trx);
      const { count } = await trx
        .selectFrom('usCities')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(inserted).toBe(count);
      expect(inserted).toBeGreaterThan(16_000);
      const austin = await trx.selectFrom('usCities').selectAll().where('name', '=', 'Austin').where('stateCode', '=', 'TX').executeTakeFirstOrThrow();
      expect(austin.lat).toBeCloseTo(30.27, 1);
      expect(austin.lng).toBeCloseTo(-97.74, 1);
      expect(austin.population).toBeGreaterThan(500_000);
      // Leave the shared test database as it was.
      throw rollback;
    });
    await expect(refill).rejects.toBe(rollback);
  });
});

describe('searchCities', () => {
  it('finds Austin, TX first for a prefix, with coordinates and a geonames id', async () => {
    const [first] = await searchCities(h.db, 'aus');
    expect(first).toMatchObject({ label: 'Austin, TX', name: 'Austin', stateCode: 'TX' });
    expect(first!.id).toMatch(/^geonames:\d+$/);
    expect(first!.lat).toBeCloseTo(30.27, 1);
    expect(first!.lng).toBeCloseTo(-97.74, 1);
  });

  it('tolerates a typo: "Austn" still ranks Austin, TX first', async () => {
    expect((await labels('Austn'))[0]).toBe('Austin, TX');
    expect((await labels('  SAN  FRANCISO '))[0]).toBe('San Francisco, CA');
  });

  it('narrows by the state after a comma, as a code or a state name, in any case', async () => {
    expect((await labels('Portland'))[0]).toBe('Portland, OR');
    expect((await labels('Portland, OR'))[0]).toBe('Portland, OR');
    const maine = await labels('Portland, me');
    expect(maine[0]).toBe('Portland, ME');
    expect(maine.every((label) => label.endsWith(', ME'))).toBe(true);
    expect(await labels('Portland, Maine')).toEqual(maine);
    expect((await labels('Austin, TX, USA'))[0]).toBe('Austin, TX');
    expect((await labels('Austin, T')).every((label) => /, T[A-Z]$/.test(label))).toBe(true);
    expect(await labels('Portland, ZZ')).toEqual([]);
  });

  it('ranks prefix matches by population, ahead of fuzzy matches', async () => {
    const results = await searchCities(h.db, 'San', 20);
    expect(results.slice(0, 4).map((city) => city.label)).toEqual(['San Antonio, TX', 'San Diego, CA', 'San Jose, CA', 'San Francisco, CA']);
    const prefixed = results.filter((city) => city.name.toLowerCase().startsWith('san'));
    expect(results.slice(0, prefixed.length)).toEqual(prefixed);
    const populations = prefixed.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    // Unescaped, 'a%' would list every city starting with A and '__' every city at all.
    expect(await labels('a%')).toEqual([]);
    expect(await labels('__')).toEqual([]);
    expect(await labels('%%')).toEqual([]);
    // Only a near miss of the plain text: unescaped it would also prefix-match Austintown and the like.
    expect(await labels('Aus%in', 20)).toEqual(['Austin, TX', 'Austin, MN', 'Austin, IN', 'Austin, AR']);
    // A backslash is the LIKE escape character: left raw it would change what the pattern means.
    await expect(labels('Port\\')).resolves.toEqual(expect.any(Array));
  });

  it('returns nothing for fewer than 2 characters and honours the limit', async () => {
    expect(await searchCities(h.db, '')).toEqual([]);
    expect(await searchCities(h.db, 'a')).toEqual([]);
    expect(await searchCities(h.db, ' a ,TX')).toEqual([]);
    expect(await searchCities(h.db, 'Sa')).toHaveLength(8);
    expect(await searchCities(h.db, 'Sa', 3)).toHaveLength(3);
  });
});

describe('findGazetteerCity', () => {
  it('reads a city back by its id and refuses anything else', async () => {
    const [austin] = await searchCities(h.db, 'Austin, TX');
    expect(await findGazetteerCity(h.db, austin!.id)).toEqual(austin);
    expect(await findGazetteerCity(h.db, 'geonames:1')).toBeNull();
    expect(await findGazetteerCity(h.db, 'geonames:abc')).toBeNull();
    expect(await findGazetteerCity(h.db, 'google:ChIJLwPMoJm1RIYRetVp1EtGm10')).toBeNull();
  });
});
