import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { CITY_SEARCH } from '../../../shared/cities/schemas.ts';

export interface GazetteerCity {
  id: string;
  label: string;
  name: string;
  stateCode: string;
  lat: number;
  lng: number;
  population: number;
}

const STATES: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  DC: 'district of columbia',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
};

export const GAZETTEER_ID_PREFIX = 'geonames:';
const MAX_LIMIT = 50;

/**
 * The state codes that the text after the comma can mean while it is being typed: "T" (TN, TX, ...),
 * "tx", "Texas", "New" (NH, NJ, NM, NY). Null when there is no state part at all.
 */
function statesFor(text: string | undefined): string[] | null {
  const part = (text ?? '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!part) return null;
  const codes = Object.keys(STATES);
  if (part.length <= 2) {
    const byCode = codes.filter((code) => code.toLowerCase().startsWith(part));
    if (byCode.length) return byCode;
  }
  return codes.filter((code) => STATES[code]!.startsWith(part));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function cityLabel(name: string, stateCode: string): string {
  // GeoNames spells the capital "Washington, D.C.": it already names its district.
  return name.includes(',') ? name : `${name}, ${stateCode}`;
}

const toCity = (row: Omit<GazetteerCity, 'id' | 'label'> & { id: number }): GazetteerCity => ({
  ...row,
  id: `${GAZETTEER_ID_PREFIX}${row.id}`,
  label: cityLabel(row.name, row.stateCode),
});

/**
 * US cities for the Go-To Area search: names starting with the text first (largest first), then
 * near misses by trigram similarity, so "Austn" still finds Austin. "City, ST" narrows by state.
 */
export async function searchCities(db: Database, query: string, limit = 8): Promise<GazetteerCity[]> {
  const [namePart = '', statePart] = query.split(',');
  const name = namePart.toLowerCase().replace(/\s+/g, ' ').trim();
  if (name.length < CITY_SEARCH.minChars) return [];
  const states = statesFor(statePart);
  if (states?.length === 0) return [];

  const prefix = sql<boolean>`lower(name) like ${`${escapeLike(name)}%`} escape '\\'`;
  let select = db
    .selectFrom('usCities')
    .select(['id', 'name', 'stateCode', 'population', 'lat', 'lng'])
    // `%` is pg_trgm's similarity operator (threshold 0.3 by default); each branch has an index of its own.
    .where(sql<boolean>`(${prefix} or lower(name) % ${name})`);
  if (states) select = select.where('stateCode', 'in', states);
  const rows = await select
    .orderBy(prefix, 'desc')
    .orderBy(sql`case when ${prefix} then 1 else similarity(lower(name), ${name}) end`, 'desc')
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(Math.min(Math.max(1, Math.trunc(limit)), MAX_LIMIT))
    .execute();

  return rows.map(toCity);
}

/** One gazetteer city by its `geonames:<id>` id, or null. */
export async function findGazetteerCity(db: Database, id: string): Promise<GazetteerCity | null> {
  if (!id.startsWith(GAZETTEER_ID_PREFIX)) return null;
  const raw = id.slice(GAZETTEER_ID_PREFIX.length);
  if (!/^\d{1,9}$/.test(raw)) return null;
  const row = await db.selectFrom('usCities').select(['id', 'name', 'stateCode', 'population', 'lat', 'lng']).where('id', '=', Number(raw)).executeTakeFirst();
  return row ? toCity(row) : null;
}
