/**
 * npm run bench:geo: loads 1,000,000 players around US cities into a fresh database and reports
 * p50/p99 of the 50-nearest query (nearest-first through the GiST index, then cut at the radius)
 * for 10 km and 80 km, with the query plan. BENCH_USERS changes the count.
 */
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { ensureDatabase, provisionDatabase } from '../../server/db/provision.ts';
import { ensureGazetteer } from '../../server/geo/gazetteer.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-geo-'));
const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const name = `rally_bench_geo_${process.pid}`;
await ensureDatabase(server.urlFor('postgres'), name);
const db = createDatabase(server.urlFor(name), { max: 4 });

try {
  await migrateToLatest(db);
  await ensureGazetteer(db);
  let started = performance.now();
  // Built after the load: one index build is much faster than a million index insertions.
  await sql`drop index player_locations_earth_idx`.execute(db);
  await sql`
    insert into users (email, email_verified, display_name, has_additional_info, time_zone)
    select 'bench' || g || '@bench.test', true, 'Bench ' || g, true, 'America/Chicago' from generate_series(1, ${USERS}) g
  `.execute(db);
  await sql`
    with cities as (select row_number() over (order by population desc) as n, lat, lng, name from us_cities order by population desc limit 300)
    insert into player_locations (user_id, kind, lat, lng, label)
    select u.id, 'home', c.lat + (random() - 0.5) * 0.8, c.lng + (random() - 0.5) * 0.8, c.name
    from (select id, row_number() over () as rn from users where email like '%@bench.test') u
    join cities c on c.n = 1 + (u.rn % 300)
  `.execute(db);
  await sql`create index player_locations_earth_idx on player_locations using gist (ll_to_earth(lat, lng))`.execute(db);
  await sql`analyze player_locations`.execute(db);
  console.log(`loaded ${USERS.toLocaleString('en-US')} players in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const centres = (await sql<{ lat: number; lng: number }>`select lat, lng from us_cities order by population desc limit 300`.execute(db)).rows;
  const nearest = (lat: number, lng: number, radiusKm: number) => sql`
    select user_id, meters from (
      select pl.user_id, earth_distance(ll_to_earth(pl.lat, pl.lng), ll_to_earth(${lat}, ${lng})) as meters
      from player_locations pl
      order by ll_to_earth(pl.lat, pl.lng) <-> ll_to_earth(${lat}, ${lng})
      limit 50
    ) nearest where meters <= ${radiusKm * 1000}`;

  const plan = await sql<Record<string, string>>`explain (analyze, buffers) ${nearest(centres[0]!.lat, centres[0]!.lng, 10)}`.execute(db);
  console.log('\nplan (10 km, largest city):');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);

  for (const radiusKm of [10, 80]) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const centre = centres[i % centres.length]!;
      started = performance.now();
      const result = await nearest(centre.lat + 0.05, centre.lng - 0.05, radiusKm).execute(db);
      times.push(performance.now() - started);
      found += result.rows.length;
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
    console.log(
      `\n50-nearest within ${radiusKm} km, ${QUERIES} queries: p50 ${pct(50)} ms, p99 ${pct(99)} ms (avg ${(found / QUERIES).toFixed(1)} players found)`,
    );
  }
} finally {
  await db.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
