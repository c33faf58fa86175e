import type { Database } from '../../db/database.ts';

/** Game types and genders as the server knows them; 'Any' included, for filters. */
export async function listGameTypes(db: Database): Promise<string[]> {
  return (await db.selectFrom('gameTypes').select('label').orderBy('sortOrder').execute()).map((row) => row.label);
}

export async function listGenders(db: Database): Promise<string[]> {
  return (await db.selectFrom('genders').select('label').orderBy('sortOrder').execute()).map((row) => row.label);
}
