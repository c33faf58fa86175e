/**
 * npm run bench:api: requests per second and p50/p99 latency of authenticated tRPC reads against
 * bare Express + pg handlers doing the same reads (same SQL, same JSON), in one run, as ratios:
 * auth.me (the session lookup alone), events.discover (rate limit counts and the discover query
 * around a city) and teams.schedule (the team access check, its events with answer counts, the
 * viewer's children). The servers run in a child process; autocannon drives them from this one,
 * one at a time, in alternating rounds.
 *
 * BENCH_SECONDS, BENCH_ROUNDS and BENCH_CONNECTIONS size the run; BENCH_READS=auth.me,teams.schedule
 * picks reads. BENCH_PROFILE=<folder> runs the server child under `--cpu-prof`, drives the tRPC side
 * only, and prints the functions with the most self time (scripts/bench/cpu-profile.ts).
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { deepStrictEqual } from 'node:assert';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { createSession } from '../../server/auth/session.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';
import { addTeamMember, createTeam, createUser } from '../../tests/factories.ts';
import { summariseProfiles } from './cpu-profile.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DISCOVER_INPUT = { center: AUSTIN, radiusKm: 25, when: 'upcoming', price: 'all', page: 0, pageSize: 20 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
await migrateToLatest(db);

// The reader: signed in, living in Austin, a player on a team whose owner schedules its games.
const user = await createUser(db, { email: `bench-${process.pid}@example.com`, displayName: 'Bench' });
await db.updateTable('users').set({ defaultCityLat: AUSTIN.lat, defaultCityLng: AUSTIN.lng, timeZone: 'America/Chicago' }).where('id', '=', user.id).execute();
const owner = await createUser(db, { displayName: 'Owner' });
const team = await createTeam(db, owner.id);
await addTeamMember(db, team.id, user.id, 'player');
for (let i = 0; i < 12; i++) await addTeamMember(db, team.id, (await createUser(db, { password: null })).id, 'player');
// 60 team games ahead (the schedule lists 50), answered by most of the roster.
await sql`
  insert into events (creator_id, hosting_team_id, team_name, title, game_type, starts_at, duration_minutes, ends_at, timezone, location_name, lat, lng, geohash)
  select ${owner.id}, ${team.id}, ${team.name}, 'Practice #' || g, 'Pickleball', date_trunc('hour', now()) + g * interval '1 day', 90,
         date_trunc('hour', now()) + g * interval '1 day' + interval '90 minutes', 'America/Chicago', 'Zilker Park Courts', ${AUSTIN.lat}, ${AUSTIN.lng}, ''
  from generate_series(1, 60) g`.execute(db);
await sql`
  insert into team_event_rsvps (event_id, user_id, answer, answered_by)
  select e.id, m.user_id, (array['going', 'maybe', 'not-going'])[1 + (hashtext(e.id::text || m.user_id::text) & 2147483647) % 3], m.user_id
  from events e cross join team_members m
  where e.hosting_team_id = ${team.id} and m.team_id = ${team.id} and m.user_id <> ${user.id} and (hashtext(m.user_id::text || e.id::text) & 3) <> 0`.execute(
  db,
);
// 20,000 events within about 45 km of Austin, half a year back to half a year ahead, some paid, private or cancelled.
await sql`
  insert into events (creator_id, title, game_type, description, starts_at, duration_minutes, ends_at, timezone, location_name, address, lat, lng, geohash,
                      is_private, price_cents, cancelled, capacity, spots_taken)
  select ${owner.id}, 'Pickup game #' || g, (array['Pickleball', 'Tennis', 'Soccer', 'Basketball'])[1 + g % 4], '', s, 60, s + interval '1 hour', 'America/Chicago',
         'Park ' || g % 97, '', ${AUSTIN.lat} + (random() - 0.5) * 0.8, ${AUSTIN.lng} + (random() - 0.5) * 0.8, '',
         g % 20 = 0, case when g % 5 = 0 then 1500 else 0 end, g % 50 = 0, 20, 0
  from generate_series(1, 20000) g,
       lateral (select date_trunc('hour', now()) + ((hashint4(g)::bigint & 2147483647) % (365 * 48) - 180 * 48) * interval '30 minutes' as s) t`.execute(db);
await sql`vacuum analyze`.execute(db);
const { token } = await createSession(db, user.id);
await db.destroy();

if (PROFILE_DIR) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  // Only this run's profile is summarised: earlier runs' files in the folder are removed.
  for (const file of readdirSync(PROFILE_DIR)) if (/^(CPU\..*\.cpuprofile|serving-\d+\.json)$/.test(file)) rmSync(path.join(PROFILE_DIR, file));
}
const child = spawn(
  process.execPath,
  [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), '--import', 'tsx', 'scripts/bench/api-servers.ts'],
  {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // Counted in the database as always, but high enough that a benchmark is never refused.
      RATE_LIMIT_MULTIPLIER: '1000',
      BENCH_USER_ID: user.id,
      BENCH_TEAM_ID: team.id,
      BENCH_DISCOVER_INPUT: JSON.stringify(DISCOVER_INPUT),
      BENCH_PROFILE: PROFILE_DIR ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
const ports = await Promise.race([
  new Promise<{ real: number; bare: number }>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('{"real"'));
      if (line) resolve(JSON.parse(line));
    });
  }),
  exited.then((code) => Promise.reject(new Error(`the server child exited (${code}) before listening`))),
]);

const headers = { cookie: `rally_session=${token}` };
const run = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 }) as Promise<autocannon.Result>;
const trpcInput = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

const reads = [
  { name: 'auth.me', trpc: `/trpc/auth.me`, bare: '/me' },
  { name: 'events.discover', trpc: `/trpc/events.discover${trpcInput(DISCOVER_INPUT)}`, bare: '/discover' },
  { name: 'teams.schedule', trpc: `/trpc/teams.schedule${trpcInput({ teamId: team.id })}`, bare: '/schedule' },
].filter((read) => !process.env.BENCH_READS || process.env.BENCH_READS.split(',').includes(read.name));

/** Both sides answer the same JSON (tRPC's after superjson), or the comparison means nothing. */
async function checkSameAnswer(read: (typeof reads)[number]) {
  const [trpc, bare] = await Promise.all([
    fetch(`http://127.0.0.1:${ports.real}${read.trpc}`, { headers }).then((r) => r.json()),
    fetch(`http://127.0.0.1:${ports.bare}${read.bare}`, { headers }).then((r) => r.json()),
  ]);
  const answer = JSON.parse(JSON.stringify(superjson.deserialize((trpc as { result: { data: never } }).result.data)));
  deepStrictEqual(answer, bare, `${read.name}: tRPC and bare answers differ`);
  return Array.isArray(answer) ? `${answer.length} items` : answer && 'items' in answer ? `${answer.items.length} items` : 'one object';
}

const median = (results: autocannon.Result[]) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;
const row = (name: string, r: autocannon.Result) =>
  `  ${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
const load = () => `load average ${loadavg()[0]!.toFixed(2)}`;

const lines: string[] = [];
try {
  for (const read of reads) {
    const shape = await checkSameAnswer(read);
    const trpcUrl = `http://127.0.0.1:${ports.real}${read.trpc}`;
    const bareUrl = `http://127.0.0.1:${ports.bare}${read.bare}`;
    // Warm up both (JIT, pools), then alternate rounds so drift on this shared machine hits both
    // alike; each side reports its median round. A profile drives only the real server.
    await run(trpcUrl, 2);
    if (!PROFILE_DIR) await run(bareUrl, 2);
    const rounds: { trpc: autocannon.Result[]; bare: autocannon.Result[] } = { trpc: [], bare: [] };
    const loadBefore = load();
    for (let round = 0; round < ROUNDS; round++) {
      rounds.trpc.push(await run(trpcUrl, DURATION));
      if (!PROFILE_DIR) rounds.bare.push(await run(bareUrl, DURATION));
    }
    const trpc = median(rounds.trpc);
    lines.push(`\n${read.name} (${shape}), ${CONNECTIONS} connections, median of ${ROUNDS} ${DURATION}s rounds; ${loadBefore} before, ${load()} after`);
    lines.push(row(`tRPC (${read.name})`, trpc));
    if (PROFILE_DIR) continue;
    const bare = median(rounds.bare);
    lines.push(row('bare Express + pg', bare));
    lines.push(
      `  ratio tRPC / bare: ${(trpc.requests.average / bare.requests.average).toFixed(2)}x requests per second (goal >= 0.85), ` +
        `p99 ${(trpc.latency.p99 / bare.latency.p99).toFixed(2)}x (goal <= 1.2)`,
    );
  }
} finally {
  // The server child lets go of the database (servers, job runner, pools closed) and exits before
  // the database stops: a pool still connected at that moment gets "terminating connection due to
  // administrator command" as an error event.
  child.kill('SIGTERM');
  const code = await exited;
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) process.exitCode = 1;
}

console.log(lines.join('\n'));
if (PROFILE_DIR) console.log(`\n${summariseProfiles(PROFILE_DIR)}`);
