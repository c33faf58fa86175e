/**
 * npm run bench:events: loads 1,000,000 events and 100,000 users around US cities into a fresh
 * database and reports p50/p99 of the discover query (the app's own query function) by map
 * bounds and by radius, with and without filters, the plans that show which index answers, and
 * p50/p99 of joining under contention (50 simultaneous joins on one 10-spot event, through the
 * events domain's joinEvent). BENCH_EVENTS, BENCH_USERS, BENCH_QUERIES, BENCH_JOIN_ROUNDS change
 * the sizes.
 */
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const CONCURRENT_JOINS = 50;
const SPOTS = 10;

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-events-'));
const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const name = `rally_bench_events_${process.pid}`;
await ensureDatabase(server.urlFor('postgres'), name);
// As many connections as simultaneous joins, so the contention is on the row, not on the pool.
const db = createDatabase(server.urlFor(name), { max: CONCURRENT_JOINS });
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

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

try {
  await migrateToLatest(db);
  await ensureGazetteer(db);
  let started = performance.now();

  // Built after the load: one index build is much faster than a million index insertions.
  const indexes = (
    await sql<{ indexdef: string; indexname: string }>`
      select indexname, indexdef from pg_indexes where tablename in ('events', 'event_words') and indexname not like '%pkey' and indexname not like '%_key'`.execute(
      db,
    )
  ).rows;
  for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(db);

  await sql`
    insert into users (email, email_verified, display_name, has_additional_info, time_zone)
    select 'bench' || g || '@bench.test', true, 'Bench ' || g, true, 'America/Chicago' from generate_series(1, ${USERS}) g
  `.execute(db);
  // Events spread over the 300 largest cities, half a year back to half a year ahead, in all game
  // types; about 20% paid, 5% private, 2% cancelled, as a live app would hold them.
  await sql`
    with cities as (select row_number() over (order by population desc) as n, lat, lng, name from us_cities order by population desc limit 300),
    types as (select row_number() over (order by label) - 1 as n, label, count(*) over () as total from game_types where label <> 'Any'),
    creators as (select row_number() over () as n, id from users where email like '%@bench.test'),
    raw as (
      select g,
        1 + (g % 300) as city_n,
        (hashint4(g)::bigint & 2147483647) % 1000 as r,
        date_trunc('hour', now()) + ((hashint4(g * 7)::bigint & 2147483647) % (365 * 48) - 180 * 48) * interval '30 minutes' as starts_at,
        60 + 30 * ((hashint4(g * 13)::bigint & 2147483647) % 3) as minutes
      from generate_series(1, ${EVENTS}) g
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
    join creators cr on cr.n = 1 + (raw.g % ${USERS})
  `.execute(db);
  console.log(`loaded ${USERS.toLocaleString('en-US')} users and ${EVENTS.toLocaleString('en-US')} events in ${seconds(started)}`);

  started = performance.now();
  for (const index of indexes) await sql.raw(index.indexdef).execute(db);
  // The cells' and the words' walks are index-only scans, which skip the table only where its
  // visibility map says every row is visible: autovacuum sets it on a live table (an insert-only
  // table is vacuumed after its inserts too). Without this the first runs read the table for every
  // entry, and autovacuum, finishing at some point during the run, made figures swing between runs.
  await sql`vacuum analyze events`.execute(db);
  await sql`vacuum analyze event_words`.execute(db);
  await sql`analyze users`.execute(db);
  console.log(`built ${indexes.length} event indexes (${indexes.map((i) => i.indexname).join(', ')}), vacuumed and analysed in ${seconds(started)}`);

  // The viewer: a signed-in player with a few blocks both ways, so the block and private rules run.
  const people = (await sql<{ id: string }>`select id from users where email like '%@bench.test' order by email limit 30`.execute(db)).rows.map((r) => r.id);
  const viewer = people[0]!;
  for (const other of people.slice(1, 11)) {
    await db.insertInto('userBlocks').values({ blockerId: viewer, blockedId: other, blockedEmail: 'x@bench.test' }).execute();
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
      `  ${scenario.label.padEnd(50)} ${percentiles(times)} (avg ${(found / QUERIES).toFixed(1)} events; ${plan}: ${scansOf(explained.Plan).join(' + ')})`,
    );
  }

  // Joins under contention: CONCURRENT_JOINS players join one SPOTS-spot event at the same instant.
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
    for (let round = 0; round < JOIN_ROUNDS; round++) {
      const startsAt = new Date(Date.now() + 2 * 86_400_000);
      const event = await db
        .insertInto('events')
        .values({
          creatorId: viewer,
          title: `Contended ${round}`,
          gameType: gameTypes[0]!,
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
      await Promise.all(
        joiners.map(async (userId) => {
          const start = performance.now();
          await joinEvent(deps, userId, { eventId: event.id, guests: 0, guestNames: [], slotGroupId: null });
          joinTimes.push(performance.now() - start);
        }),
      );
      roundTimes.push(performance.now() - roundStart);
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
        `\n  per join ${percentiles(joinTimes)}; whole burst ${percentiles(roundTimes)}; ${exact}/${JOIN_ROUNDS} rounds ended with exactly ${SPOTS} going and ${CONCURRENT_JOINS - SPOTS} waitlisted`,
    );
  } finally {
    await jobs.stop();
  }
} finally {
  await db.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
