/**
 * npm run bench:events: loads 1,000,000 events and 100,000 users around US cities into a fresh
 * database and reports p50/p99 of the discover query (the app's own query function) by map
 * bounds and by radius, with and without filters, the plans that show which index answers, and
 * p50/p99 of joining under contention (50 simultaneous joins on one 10-spot event, through the
 * events domain's joinEvent). BENCH_EVENTS, BENCH_USERS, BENCH_QUERIES, BENCH_JOIN_ROUNDS change
 * the sizes (BENCH_JOIN_ROUNDS=0 measures discover alone); BENCH_BATCH is how many events one insert statement loads (10,000,000 events load in
 * batches, the indexes built once after them). BENCH_DATA_DIR keeps the database cluster in that
 * folder after the run: a later run on the same folder finds the events loaded and only migrates
 * (building any new index on the loaded rows) and measures. Every figure is printed with the
 * machine's load average, as the figures depend on what else runs.
 */
import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { ensureDatabase, provisionDatabase } from '../../server/db/provision.ts';
import { buildDiscoverQuery, discoverEvents, discoverPlan } from '../../server/domains/events/discovery/discover-events.ts';
import { joinEvent } from '../../server/domains/events/join-event.ts';
import { buildDeps } from '../../server/deps.ts';
import { parseEnv } from '../../server/env.ts';
import { ensureGazetteer } from '../../server/geo/gazetteer.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';
import type { DiscoverInput } from '../../shared/discover/schemas.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const JOIN_ROUNDS = Number(process.env.BENCH_JOIN_ROUNDS ?? 6);
const BATCH = Number(process.env.BENCH_BATCH ?? 500_000);
const KEPT_DIR = process.env.BENCH_DATA_DIR;
const CONCURRENT_JOINS = 50;
const SPOTS = 10;

if (KEPT_DIR) mkdirSync(KEPT_DIR, { recursive: true });
const dataDir = KEPT_DIR ? path.resolve(KEPT_DIR) : mkdtempSync(path.join(tmpdir(), 'rally-bench-events-'));
const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: !KEPT_DIR });
const name = KEPT_DIR ? 'rally_bench_events' : `rally_bench_events_${process.pid}`;
await ensureDatabase(server.urlFor('postgres'), name);
// As many connections as simultaneous joins, so the contention is on the row, not on the pool.
// Statements sent (begin and commit aside), counted for the join burst: a figure the machine's load does not move.
let statements = 0;
const db = createDatabase(server.urlFor(name), { max: CONCURRENT_JOINS, log: () => void (statements += 1) });
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** The machine's 1-minute load average: beside every figure, as other work on the machine moves them. */
const load = () => `load average ${loadavg()[0]!.toFixed(1)}`;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Order By'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan on the events and event_words tables, e.g. "Index Only Scan events_cell_time_idx". */
function scansOf(node: PlanNode): string[] {
  const own =
    node['Relation Name'] === 'events' || node['Relation Name'] === 'event_words' || node['Index Name']?.startsWith('event')
      ? [`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Order By'] ? ' (KNN)' : ''}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms`;
}

/**
 * Loads USERS users and EVENTS events, in batches of BATCH events (each one statement generated in
 * SQL), into the real schema: the event indexes are dropped first and built once after the load
 * (one index build is much faster than millions of index insertions), the statement trigger that
 * writes event_words runs on every batch as it does in the app.
 */
async function loadEvents(resuming: boolean): Promise<void> {
  let started = performance.now();
  if (!resuming) {
    await migrateToLatest(db);
    await ensureGazetteer(db);
    // The indexes to build after the load, kept in a bench table until they are built.
    await sql`
      create unlogged table bench_load as
      select indexname, indexdef from pg_indexes where tablename in ('events', 'event_words') and indexname not like '%pkey' and indexname not like '%_key'`.execute(
      db,
    );
    for (const { indexname } of (await sql<{ indexname: string }>`select indexname from bench_load`.execute(db)).rows) {
      await sql`drop index ${sql.id(indexname)}`.execute(db);
    }
    await sql`
      insert into users (email, email_verified, display_name, has_additional_info, time_zone)
      select 'bench' || g || '@bench.test', true, 'Bench ' || g, true, 'America/Chicago' from generate_series(1, ${USERS}) g
    `.execute(db);
    // The creators numbered once (a bench table, dropped after the load), not per batch.
    await sql`create unlogged table bench_creators as select row_number() over () as n, id from users where email like '%@bench.test'`.execute(db);
    await sql`alter table bench_creators add primary key (n)`.execute(db);
    console.log(`loaded ${USERS.toLocaleString('en-US')} users in ${seconds(started)} (${load()})`);
  }
  const indexes = (await sql<{ indexdef: string; indexname: string }>`select indexname, indexdef from bench_load order by indexname`.execute(db)).rows;
  // Each batch is one statement, so a load cut short holds whole batches.
  const done = await sql<{ n: string }>`select count(*) as n from events where description like 'Bench event %'`.execute(db).then((r) => Number(r.rows[0]!.n));
  if (resuming) console.log(`resuming the load after ${done.toLocaleString('en-US')} events`);

  // Events spread over the 300 largest cities, half a year back to half a year ahead, in all game
  // types; about 20% paid, 5% private, 2% cancelled, as a live app would hold them.
  started = performance.now();
  for (let from = done + 1; from <= EVENTS; from += BATCH) {
    const to = Math.min(EVENTS, from + BATCH - 1);
    await sql`
      with cities as (select row_number() over (order by population desc) as n, lat, lng, name from us_cities order by population desc limit 300),
      types as (select row_number() over (order by label) - 1 as n, label, count(*) over () as total from game_types where label <> 'Any'),
      raw as (
        select g,
          1 + (g % 300) as city_n,
          (hashint4(g)::bigint & 2147483647) % 1000 as r,
          date_trunc('hour', now()) + ((hashint4(g * 7)::bigint & 2147483647) % (365 * 48) - 180 * 48) * interval '30 minutes' as starts_at,
          60 + 30 * ((hashint4(g * 13)::bigint & 2147483647) % 3) as minutes
        from generate_series(${from}::int, ${to}::int) g
      )
      insert into events (creator_id, title, game_type, description, starts_at, duration_minutes, ends_at, timezone, location_name, address, lat, lng, geohash,
                          is_private, price_cents, cancelled, capacity, spots_taken)
      select cr.id, t.label || ' at ' || c.name || ' #' || raw.g, t.label, 'Bench event ' || raw.g, raw.starts_at, raw.minutes,
             raw.starts_at + raw.minutes * interval '1 minute', 'America/Chicago', c.name || ' park', '',
             c.lat + (random() - 0.5) * 0.8, c.lng + (random() - 0.5) * 0.8, '',
             raw.r < 50, case when raw.r % 5 = 0 then 1500 else 0 end, raw.r >= 980, 20, 0
      from raw
      join cities c on c.n = raw.city_n
      join types t on t.n = (raw.g / 7) % t.total
      join bench_creators cr on cr.n = 1 + (raw.g % ${USERS})
    `.execute(db);
    const elapsed = (performance.now() - started) / 1000;
    if (to < EVENTS || EVENTS > BATCH) {
      console.log(`  ${to.toLocaleString('en-US')} events (${Math.round((to - done) / elapsed).toLocaleString('en-US')} events/s, ${load()})`);
    }
  }
  console.log(`loaded ${(EVENTS - done).toLocaleString('en-US')} events in ${seconds(started)} (${load()})`);

  started = performance.now();
  for (const index of indexes) {
    const one = performance.now();
    // Memory for the sort of one build, in this session only.
    await db.transaction().execute(async (trx) => {
      await sql`set local maintenance_work_mem = '1GB'`.execute(trx);
      // A build cut short rolled back; one that finished is not built again.
      await sql.raw(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(trx);
    });
    if (EVENTS >= 1_000_000) console.log(`  built ${index.indexname} in ${seconds(one)} (${load()})`);
  }
  // The cells' and the words' walks are index-only scans, which skip the table only where its
  // visibility map says every row is visible: autovacuum sets it on a live table (an insert-only
  // table is vacuumed after its inserts too). Without this the first runs read the table for every
  // entry, and autovacuum, finishing at some point during the run, made figures swing between runs.
  await sql`vacuum analyze events`.execute(db);
  await sql`vacuum analyze event_words`.execute(db);
  await sql`analyze users`.execute(db);
  await sql`drop table bench_creators, bench_load`.execute(db);
  console.log(
    `built ${indexes.length} event indexes (${indexes.map((i) => i.indexname).join(', ')}), vacuumed and analysed in ${seconds(started)} (${load()})`,
  );
}

/** The size of the events and event_words tables and of each of their indexes. */
async function printSizes(): Promise<void> {
  const mb = (bytes: string | number) => `${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`;
  const tables = (
    await sql<{ name: string; rows: string; size: string }>`
      select c.relname as name, c.reltuples::bigint as rows, pg_relation_size(c.oid) as size
      from pg_class c where c.relname in ('events', 'event_words') order by c.relname`.execute(db)
  ).rows;
  const indexes = (
    await sql<{ name: string; table: string; size: string }>`
      select i.indexname as name, i.tablename as table, pg_relation_size(format('%I.%I', i.schemaname, i.indexname)::regclass) as size
      from pg_indexes i where i.tablename in ('events', 'event_words') order by i.tablename, pg_relation_size(format('%I.%I', i.schemaname, i.indexname)::regclass) desc`.execute(
      db,
    )
  ).rows;
  console.log('\nsizes (pg_relation_size):');
  for (const t of tables) console.log(`  table ${t.name.padEnd(40)} ${mb(t.size).padStart(9)} (${Number(t.rows).toLocaleString('en-US')} rows)`);
  for (const i of indexes) console.log(`  index ${`${i.table}.${i.name}`.padEnd(40)} ${mb(i.size).padStart(9)}`);
}

/** CONCURRENT_JOINS players join one SPOTS-spot event at the same instant, JOIN_ROUNDS times, through the events domain's joinEvent. */
async function measureJoins(viewer: string, gameType: string): Promise<void> {
  const log = createLogger('silent');
  const jobs = await startJobs(server.urlFor(name), { log });
  // Without Stripe no join reaches Checkout.
  const deps = buildDeps({ db, jobs: jobs.queue, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), log }, { stripe: null });
  try {
    const joiners = (
      await sql<{ id: string }>`select id from users where email like '%@bench.test' order by email desc limit ${CONCURRENT_JOINS}`.execute(db)
    ).rows.map((r) => r.id);
    const joinTimes: number[] = [];
    const roundTimes: number[] = [];
    let exact = 0;
    let joinStatements = 0;
    for (let round = 0; round < JOIN_ROUNDS; round++) {
      const startsAt = new Date(Date.now() + 2 * 86_400_000);
      const event = await db
        .insertInto('events')
        .values({
          creatorId: viewer,
          title: `Contended ${round}`,
          gameType,
          startsAt,
          durationMinutes: 90,
          endsAt: new Date(startsAt.getTime() + 90 * 60_000),
          timezone: 'America/Chicago',
          locationName: 'Bench park',
          lat: 30.27,
          lng: -97.74,
          geohash: '',
          capacity: SPOTS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roundStart = performance.now();
      const sentBefore = statements;
      await Promise.all(
        joiners.map(async (userId) => {
          const start = performance.now();
          await joinEvent(deps, userId, { eventId: event.id, guests: 0, guestNames: [], slotGroupId: null });
          joinTimes.push(performance.now() - start);
        }),
      );
      roundTimes.push(performance.now() - roundStart);
      joinStatements += statements - sentBefore;
      const counts = await db
        .selectFrom('eventJoiners')
        .select(['status', sql<number>`count(*)::int`.as('n')])
        .where('eventId', '=', event.id)
        .groupBy('status')
        .execute();
      const going = counts.find((c) => c.status === 'going')?.n ?? 0;
      const waitlisted = counts.find((c) => c.status === 'waitlisted')?.n ?? 0;
      if (going === SPOTS && waitlisted === CONCURRENT_JOINS - SPOTS) exact += 1;
    }
    console.log(
      `\njoin under contention (events.joinEvent, ${CONCURRENT_JOINS} simultaneous joins on one ${SPOTS}-spot event, ${JOIN_ROUNDS} rounds):` +
        `\n  per join ${percentiles(joinTimes)}; whole burst ${percentiles(roundTimes)}; ${exact}/${JOIN_ROUNDS} rounds ended with exactly ${SPOTS} going and ${CONCURRENT_JOINS - SPOTS} waitlisted (${load()});` +
        ` ${(joinStatements / JOIN_ROUNDS).toFixed(0)} statements per burst besides begin and commit`,
    );
  } finally {
    await jobs.stop();
  }
}

try {
  // The bench cluster's settings (the server's, not the schema): a kept cluster runs without
  // waiting for its disk, as the ephemeral one does, and a load of millions of rows checkpoints
  // less often. Reloaded, not restarted.
  await sql`alter system set fsync = off`.execute(db);
  await sql`alter system set synchronous_commit = off`.execute(db);
  await sql`alter system set full_page_writes = off`.execute(db);
  await sql`alter system set max_wal_size = '16GB'`.execute(db);
  await sql`alter system set checkpoint_timeout = '30min'`.execute(db);
  await sql`select pg_reload_conf()`.execute(db);

  // A load cut short (the process stopped) left its list of indexes to build: it goes on from its last batch.
  const resuming = await sql<{ t: string | null }>`select to_regclass('bench_load')::text as t`.execute(db).then((r) => r.rows[0]!.t !== null);
  const loaded = await sql<{ n: number }>`select count(*)::int as n from users where email like '%@bench.test'`
    .execute(db)
    .then((r) => r.rows[0]!.n)
    .catch(() => 0);
  if (!resuming && loaded > 0) {
    const events = await sql<{ n: string }>`select count(*) as n from events where description like 'Bench event %'`
      .execute(db)
      .then((r) => Number(r.rows[0]!.n));
    if (loaded !== USERS || events !== EVENTS) {
      throw new Error(`${dataDir} holds another bench's data (${loaded} users, ${events} events): remove it or choose another BENCH_DATA_DIR`);
    }
    // A kept cluster: a migration added since builds its index on the loaded rows here.
    const started = performance.now();
    await migrateToLatest(db);
    await sql`vacuum analyze events`.execute(db);
    await sql`vacuum analyze event_words`.execute(db);
    console.log(
      `kept cluster in ${dataDir}: ${USERS.toLocaleString('en-US')} users and ${EVENTS.toLocaleString('en-US')} events already loaded; migrated, vacuumed and analysed in ${seconds(started)}`,
    );
  } else {
    await loadEvents(resuming);
  }

  // The viewer: a signed-in player with a few blocks both ways, so the block and private rules run.
  const people = (await sql<{ id: string }>`select id from users where email like '%@bench.test' order by email limit 30`.execute(db)).rows.map((r) => r.id);
  const viewer = people[0]!;
  for (const other of people.slice(1, 11)) {
    await db
      .insertInto('userBlocks')
      .values({ blockerId: viewer, blockedId: other, blockedEmail: 'x@bench.test' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('userBlocks')
      .values({ blockerId: people[11 + (people.indexOf(other) % 19)]!, blockedId: viewer, blockedEmail: 'y@bench.test' })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  const centres = (await sql<{ lat: number; lng: number }>`select lat, lng from us_cities order by population desc limit 300`.execute(db)).rows;
  const gameTypes = (await sql<{ label: string }>`select label from game_types where label <> 'Any' order by label`.execute(db)).rows.map((r) => r.label);
  const today = new Date();
  const isoDay = (offsetDays: number) => new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const base = { price: 'all', when: 'upcoming', page: 0, pageSize: 20, timezone: 'America/Chicago' } as const;
  const box = (c: { lat: number; lng: number }, half: number) => ({ north: c.lat + half, south: c.lat - half, east: c.lng + half, west: c.lng - half });
  const filters = (i: number): Pick<DiscoverInput, 'gameTypes' | 'dateFrom' | 'dateTo' | 'price'> => ({
    gameTypes: [gameTypes[i % gameTypes.length]!],
    dateFrom: isoDay(0),
    dateTo: isoDay(30),
    price: i % 2 ? 'free' : 'paid',
  });

  const scenarios: { label: string; input: (i: number) => DiscoverInput }[] = [
    { label: 'bounds (city, 0.3° box)', input: (i) => ({ ...base, bounds: box(centres[i % 300]!, 0.15) }) },
    { label: 'bounds + game type, 30 days, free/paid', input: (i) => ({ ...base, bounds: box(centres[i % 300]!, 0.15), ...filters(i) }) },
    { label: 'bounds (region, 4° box)', input: (i) => ({ ...base, bounds: box(centres[i % 300]!, 2) }) },
    { label: 'bounds (region) + game type, 30 days, free/paid', input: (i) => ({ ...base, bounds: box(centres[i % 300]!, 2), ...filters(i) }) },
    { label: 'radius 25 km', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 25 }) },
    { label: 'radius 25 km + game type, 30 days, free/paid', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 25, ...filters(i) }) },
    { label: 'radius 80 km + game type, 30 days, free/paid', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 80, ...filters(i) }) },
    { label: 'radius 40 km + one day', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 40, day: isoDay(1 + (i % 7)) }) },
    { label: 'radius 40 km + text', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 40, q: gameTypes[i % gameTypes.length]!.slice(0, 5) }) },
    { label: 'radius 25 km, page 5', input: (i) => ({ ...base, center: centres[i % 300]!, radiusKm: 25, page: 5 }) },
  ];

  for (const [label, input] of [
    ['bounds + filters', scenarios[1]!.input(3)],
    ['bounds (region, no filters)', scenarios[2]!.input(3)],
    ['radius 40 km + text', scenarios[8]!.input(3)],
  ] as const) {
    const query = await buildDiscoverQuery(db, viewer, input, new Date(), discoverPlan(input));
    const explained = await sql<Record<string, string>>`explain (analyze, buffers) ${query!}`.execute(db);
    console.log(`\nplan (${label}):`);
    for (const row of explained.rows) console.log(`  ${Object.values(row)[0]}`);
  }

  await printSizes();
  console.log(`\ndiscover, ${QUERIES} queries each, signed-in viewer with blocks (target p99 < 15 ms):`);
  for (const scenario of scenarios) {
    // Warm-up, so the first query's planning and cold pages do not count.
    for (let i = 0; i < 10; i++) await discoverEvents(db, viewer, scenario.input(i + 1000));
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < QUERIES; i++) {
      const input = scenario.input(i);
      const start = performance.now();
      const result = await discoverEvents(db, viewer, input);
      times.push(performance.now() - start);
      found += result.items.length;
    }
    const plan = discoverPlan(scenario.input(7));
    const query = await buildDiscoverQuery(db, viewer, scenario.input(7), new Date(), plan);
    const [
      {
        'QUERY PLAN': [explained],
      },
    ] = (await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${query!}`.execute(db)).rows as [{ 'QUERY PLAN': [{ Plan: PlanNode }] }];
    console.log(
      `  ${scenario.label.padEnd(50)} ${percentiles(times)} (avg ${(found / QUERIES).toFixed(1)} events; ${plan}: ${scansOf(explained.Plan).join(' + ')}; ${load()})`,
    );
  }

  // Joins under contention (BENCH_JOIN_ROUNDS=0 leaves them out, as for a 10M-event run of discover alone).
  if (JOIN_ROUNDS > 0) await measureJoins(viewer, gameTypes[0]!);
} finally {
  await db.destroy();
  await server.stop();
  if (!KEPT_DIR) rmSync(dataDir, { recursive: true, force: true });
}
