/**
 * npm run bench:leagues: loads one league season of 500 divisions of 12 teams, each with a full
 * double round robin (132 games a division, 66,000 league games and their events) whose scores are
 * all confirmed, into a fresh database. Reports p50/p99 of a division's standings (the domain's own
 * divisionStandings, SQL with the tie-breakers) over random divisions against the p99 < 10
 * ms, and the time of generateSchedule for a 16-team double round robin (240 games: the pairings,
 * the slots, the events, the games and their reminders in one transaction) against < 1 s.
 * BENCH_DIVISIONS, BENCH_TEAMS_PER_DIVISION, BENCH_QUERIES, BENCH_GENERATIONS change the sizes; BENCH_PLAN=1 prints
 * each standings statement's whole plan.
 */
import { CompiledQuery, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { ensureDatabase, provisionDatabase } from '../../server/db/provision.ts';
import { buildDeps } from '../../server/deps.ts';
import { parseEnv } from '../../server/env.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';
import { roundRobinPairings } from '../../server/domains/leagues/round-robin.ts';
import { generateSchedule } from '../../server/domains/leagues/schedule.ts';
import { divisionStandings } from '../../server/domains/leagues/standings.ts';

const DIVISIONS = Number(process.env.BENCH_DIVISIONS ?? 500);
const TEAMS_PER_DIVISION = Number(process.env.BENCH_TEAMS_PER_DIVISION ?? 12);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 5);
const STANDINGS_TARGET_P99_MS = 10;
const GENERATION_TARGET_MS = 1000;
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-leagues-'));
const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const name = `rally_bench_leagues_${process.pid}`;
await ensureDatabase(server.urlFor('postgres'), name);
const db = createDatabase(server.urlFor(name), { max: 4 });
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Repeatable pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const log = createLogger('silent');
const jobs = await startJobs(server.urlFor(name), { log });
try {
  await migrateToLatest(db);
  let started = performance.now();
  const admin = await db
    .insertInto('users')
    .values({ email: 'league-admin@bench.test', emailVerified: true, displayName: 'League Admin', hasAdditionalInfo: true, timeZone: 'America/Chicago' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const league = await db
    .insertInto('leagues')
    .values({ name: 'Bench League', sport: 'Pickleball', cityName: 'Austin, TX', ...AUSTIN, creatorId: admin.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('leagueSeasons')
    .values({ leagueId: league.id, name: 'Bench season', startsOn: '2027-01-01', endsOn: '2027-12-31', status: 'published' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Divisions, their teams (owned by the admin: ownership plays no part in standings) and approved entries, in SQL.
  await sql`
    insert into league_divisions (season_id, name) select ${season.id}, 'Division ' || g from generate_series(1, ${DIVISIONS}) g`.execute(db);
  await sql`
    insert into teams (name, creator_id, game_type, city_name, lat, lng)
    select 'Team ' || d.name || ' #' || t, ${admin.id}, 'Pickleball', 'Austin, TX', ${AUSTIN.lat}, ${AUSTIN.lng}
      from league_divisions d cross join generate_series(1, ${TEAMS_PER_DIVISION}) t`.execute(db);
  await sql`
    insert into division_entries (division_id, team_id, state)
    select d.id, t.id, 'approved' from league_divisions d join teams t on t.name like 'Team ' || d.name || ' #%'`.execute(db);
  console.log(`loaded ${DIVISIONS} divisions of ${TEAMS_PER_DIVISION} teams in ${seconds(started)}`);

  // Every division's double round robin, played: one event and one final games row per game.
  started = performance.now();
  const pairings = roundRobinPairings(
    Array.from({ length: TEAMS_PER_DIVISION }, (_, index) => index),
    'double',
  );
  const rand = random(34);
  const divisions = await db.selectFrom('leagueDivisions').select('id').where('seasonId', '=', season.id).orderBy('name').execute();
  let games = 0;
  for (const division of divisions) {
    const teams = await db
      .selectFrom('divisionEntries as e')
      .innerJoin('teams as t', 't.id', 'e.teamId')
      .select(['t.id', 't.name'])
      .where('e.divisionId', '=', division.id)
      .orderBy('t.name')
      .execute();
    const rows = pairings.map((pairing) => {
      const home = teams[pairing.home]!;
      const away = teams[pairing.away]!;
      const startsAt = new Date(Date.UTC(2027, 0, 1 + pairing.round * 7, 23, 0));
      const [homeScore, awayScore] = [Math.floor(rand() * 12), Math.floor(rand() * 12)];
      return { home, away, round: pairing.round, startsAt, homeScore, awayScore };
    });
    const events = await db
      .insertInto('events')
      .values(
        rows.map((row) => ({
          title: `${row.home.name} vs ${row.away.name}`,
          gameType: 'Pickleball',
          durationMinutes: 60,
          timezone: 'America/Chicago',
          locationName: 'Court 1',
          ...AUSTIN,
          geohash: '9v6kpwr0v',
          hostingTeamId: row.home.id,
          creatorId: admin.id,
          startsAt: row.startsAt,
          endsAt: new Date(row.startsAt.getTime() + 3_600_000),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('games')
      .values(
        rows.map((row, index) => ({
          eventId: events[index]!.id,
          homeTeamId: row.home.id,
          homeName: row.home.name,
          awayTeamId: row.away.id,
          awayName: row.away.name,
          startsAt: row.startsAt,
          divisionId: division.id,
          leagueRound: row.round,
          status: 'final',
          homeScore: row.homeScore,
          awayScore: row.awayScore,
          winner: row.homeScore > row.awayScore ? 'home' : row.awayScore > row.homeScore ? 'away' : 'tie',
        })),
      )
      .execute();
    games += rows.length;
  }
  // Vacuumed as a settled database would be: an autovacuum of the fresh rows must not run during the measurement.
  await sql`vacuum analyze`.execute(db);
  console.log(`loaded ${games} played league games (and their events) in ${seconds(started)}`);

  // A division's standings, as the public procedure computes them.
  for (const division of divisions.slice(0, 20)) await divisionStandings(db, null, division.id);
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const division = divisions[Math.floor(rand() * divisions.length)]!;
    const t = performance.now();
    const standings = await divisionStandings(db, null, division.id);
    times.push(performance.now() - t);
    if (standings.rows.length !== TEAMS_PER_DIVISION || standings.rows[0]!.played !== 2 * (TEAMS_PER_DIVISION - 1)) throw new Error('standings incomplete');
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  console.log(
    `division standings (${TEAMS_PER_DIVISION} teams, ${pairings.length} games; ${QUERIES} queries): p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target p99 < ${STANDINGS_TARGET_P99_MS} ms: ${p99 < STANDINGS_TARGET_P99_MS ? 'met' : 'MISSED'})`,
  );

  // Where a standings call spends its time: each statement it sends, run again with EXPLAIN ANALYZE.
  const recorded: CompiledQuery[] = [];
  const recorder = createDatabase(server.urlFor(name), { max: 1, log: (event) => void recorded.push(event.query) });
  await divisionStandings(recorder, null, divisions[0]!.id);
  for (const statement of recorded) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, summary on) ${statement.sql}`, [...statement.parameters]),
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    if (process.env.BENCH_PLAN) console.log(lines.join('\n'));
    const summary = lines.filter((line) => /Execution Time|Planning Time|JIT/.test(line)).map((line) => line.trim());
    console.log(`  ${statement.sql.replace(/\s+/g, ' ').slice(0, 60)}…: ${summary.join('; ')}`);
  }
  await recorder.destroy();

  // Generating a 16-team double round robin through the domain (its own transaction each time).
  const deps = buildDeps({ db, jobs: jobs.queue, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), log }, { stripe: null });
  const dates = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2027, 1, 1 + index * 3)).toISOString().slice(0, 10));
  const generation: number[] = [];
  for (let run = 0; run < GENERATIONS; run++) {
    const division = await db
      .insertInto('leagueDivisions')
      .values({ seasonId: season.id, name: `Generated ${run}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into division_entries (division_id, team_id, state)
      select ${division.id}, id, 'approved' from teams order by name offset ${run * 16} limit 16`.execute(db);
    const t = performance.now();
    const { created } = await generateSchedule(deps, admin.id, {
      divisionId: division.id,
      rounds: 'double',
      dates,
      times: ['18:00', '19:30'],
      venues: ['Court 1', 'Court 2', 'Court 3', 'Court 4'],
      blackoutDates: [dates[3]!, dates[10]!],
      gameMinutes: 60,
    });
    generation.push(performance.now() - t);
    if (created !== 240) throw new Error(`generated ${created} games, not 240`);
  }
  generation.sort((a, b) => a - b);
  const worst = generation[generation.length - 1]!;
  console.log(
    `schedule generation, 16-team double round robin (240 games; ${GENERATIONS} runs): median ${percentile(generation, 50).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target < ${GENERATION_TARGET_MS} ms: ${worst < GENERATION_TARGET_MS ? 'met' : 'MISSED'})`,
  );
} finally {
  await jobs.stop();
  await db.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
