/**
 * The two servers the API benchmark compares, in one child process: the real app (Express +
 * tRPC + superjson + Kysely, every middleware on) and bare Express + pg handlers doing the same
 * reads: the same SQL statements, in the same order, answering the same JSON.
 *
 * The bare handlers' SQL is not a copy: it is what the app's own domain functions sent for the
 * same question, recorded once at start-up (Kysely's query log) and replayed per request with pg,
 * with the time moved on to the request's. So a change to the app's queries changes both sides,
 * and the comparison stays about the layers around the SQL (tRPC, superjson, zod, Kysely,
 * middleware), which is what it is for. The parent checks that both sides answer the same JSON.
 */
import express, { type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'cookie';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { buildDeps } from '../../server/deps.ts';
import { createDatabase } from '../../server/db/database.ts';
import { discoverEvents } from '../../server/domains/events/discovery/discover-events.ts';
import { teamSchedule } from '../../server/domains/teams/schedule.ts';
import { parseEnv } from '../../server/env.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';
import { unitSystemAt } from '../../server/geo/unit-system.ts';
import { discoverInput } from '../../shared/discover/schemas.ts';
import { RSVP_NUDGE_INTERVAL_HOURS } from '../../shared/teams/teams.ts';

const url = process.env.DATABASE_URL!;
const userId = process.env.BENCH_USER_ID!;
const teamId = process.env.BENCH_TEAM_ID!;
const discoverQuestion = discoverInput.parse(JSON.parse(process.env.BENCH_DISCOVER_INPUT!));
const env = parseEnv({ ...process.env, NODE_ENV: 'production', POSTMARK_TOKEN: 'bench', APP_ORIGIN: 'http://localhost:3000' });
const log = createLogger(env.LOG_LEVEL);
const db = createDatabase(url);
const jobs = await startJobs(url, { log });
const real = createServer(createApp({ ...buildDeps({ db, jobs: jobs.queue, env, log }), databaseUrl: url }, { google: null }));

/** The statements a domain function sends for one call, as Kysely compiled them. */
async function recordQueries(read: (db: ReturnType<typeof createDatabase>, now: Date) => Promise<unknown>): Promise<{ at: number; queries: CompiledQuery[] }> {
  const queries: CompiledQuery[] = [];
  const recorder = createDatabase(url, {
    max: 1,
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  const at = Date.now();
  try {
    await read(recorder, new Date(at));
  } finally {
    await recorder.destroy();
  }
  return { at, queries };
}
const schedule = await recordQueries((recorder, now) => teamSchedule(recorder, userId, teamId, now));
const discover = await recordQueries((recorder, now) => discoverEvents(recorder, userId, discoverQuestion, now));
// The bench's user has no children on the roster, so the schedule is its access check, its events and
// the (empty) list of children; the discover question fills a page in its first plan.
if (schedule.queries.length !== 3 || discover.queries.length !== 1) {
  throw new Error(`unexpected statements: schedule ${schedule.queries.length}, discover ${discover.queries.length}`);
}

const pool = new pg.Pool({ connectionString: url, max: 20 });
// An idle client that loses its connection must not end the process with an unhandled 'error'.
pool.on('error', (error) => log.warn({ err: error }, 'bench pool lost a connection'));

/** A recorded statement run again at `now`: every time in it moves on by as much as the clock has. */
function replay(recorded: { at: number }, query: CompiledQuery, now: number) {
  const shift = now - recorded.at;
  const values = query.parameters.map((value) => (value instanceof Date ? new Date(value.getTime() + shift) : value));
  return pool.query(query.sql, values as unknown[]);
}

const SESSION_SQL = `select s.id, s.user_id, s.expires_at, u.email, u.email_verified, u.display_name, u.full_name, u.photo_url, u.role,
                            u.password_hash, u.has_additional_info, u.default_city_lat, u.default_city_lng
                       from sessions s join users u on u.id = s.user_id where s.id = $1`;

/** The session lookup every authenticated request makes: the cookie, its hash, one statement. */
async function sessionOf(req: Request) {
  const token = parse(req.headers.cookie ?? '').rally_session;
  if (!token) return null;
  const { rows } = await pool.query(SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  const row = rows[0];
  return row && row.expires_at.getTime() > Date.now() ? row : null;
}

/** The rate limit count discovery makes (server/auth/rate-limit.ts), one statement per key. */
const COUNT_SQL = `with counted as (
    insert into rate_limit_counters (key, window_start, hits) values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
    on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1 where rate_limit_counters.hits <= $3 returning hits)
  select (select hits from counted) as hits, ceil(($2 - mod(extract(epoch from now()), $2)) * 1000)::int as ms_left`;
const countHit = (key: string) => pool.query(COUNT_SQL, [key, 60, 1_000_000]);

const bare = express();
bare.get('/me', async (req, res) => {
  const row = await sessionOf(req);
  if (!row) return res.json(null);
  return res.json({
    id: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    displayName: row.display_name,
    fullName: row.full_name,
    photoUrl: row.photo_url,
    role: row.role,
    hasPassword: row.password_hash !== null,
    hasAdditionalInfo: row.has_additional_info,
    unitSystem: unitSystemAt(row.default_city_lat, row.default_city_lng),
  });
});

bare.get('/discover', async (req: Request, res: Response) => {
  const row = await sessionOf(req);
  if (!row) return res.status(401).json(null);
  await Promise.all([countHit(`bare-discover:ip:${req.ip}`), countHit(`bare-discover:user:${row.user_id}`)]);
  const { rows } = await replay(discover, discover.queries[0]!, Date.now());
  const { page, pageSize } = discoverQuestion;
  return res.json({
    items: rows.slice(0, pageSize).map((e) => ({
      id: e.id,
      seriesId: e.series_id,
      title: e.title,
      gameType: e.game_type,
      startsAt: e.starts_at,
      endsAt: e.ends_at,
      timezone: e.timezone,
      locationName: e.location_name,
      address: e.address,
      lat: e.lat,
      lng: e.lng,
      capacity: e.capacity,
      spotsTaken: e.spots_taken,
      priceCents: e.price_cents,
      isPrivate: e.is_private,
      hostingTeamId: e.hosting_team_id,
      teamName: e.team_name,
      distanceKm: e.meters === null ? null : Math.round(e.meters / 100) / 10,
      seriesRule: e.series_rule,
    })),
    page,
    hasMore: rows.length > pageSize,
  });
});

bare.get('/schedule', async (req: Request, res: Response) => {
  const row = await sessionOf(req);
  if (!row) return res.status(401).json(null);
  const now = Date.now();
  const [access, events, children] = schedule.queries;
  const member = (await replay(schedule, access!, now)).rows[0];
  if (member?.state !== 'active') return res.status(403).json(null);
  const { rows } = await replay(schedule, events!, now);
  const kids = (await replay(schedule, children!, now)).rows;
  return res.json(
    rows.map((e) => {
      const next = e.last_nudged_at ? new Date(e.last_nudged_at.getTime() + RSVP_NUDGE_INTERVAL_HOURS * 3_600_000) : null;
      return {
        id: e.id,
        title: e.title,
        startsAt: e.starts_at,
        timezone: e.timezone,
        locationName: e.location_name,
        cancelled: e.cancelled,
        answer: e.answer,
        opponentName: e.opponent_name,
        lastNudgedAt: e.last_nudged_at,
        nextNudgeAt: next && next.getTime() > now ? next : null,
        dependents: kids.map((kid) => ({ familyMemberId: kid.family_member_id, name: kid.name, answer: null })),
        going: e.going,
        maybe: e.maybe,
        notGoing: e.not_going,
      };
    }),
  );
});
const bareServer = createServer(bare);

await new Promise<void>((r) => real.listen(0, '127.0.0.1', r));
await new Promise<void>((r) => bareServer.listen(0, '127.0.0.1', r));
// Under --cpu-prof, where the profile's serving part starts (the same monotonic clock, in µs): the
// start-up before it (loading every module through tsx) is not what the benchmark asks about.
if (process.env.BENCH_PROFILE)
  writeFileSync(path.join(process.env.BENCH_PROFILE, `serving-${process.pid}.json`), JSON.stringify({ since: Number(process.hrtime.bigint() / 1000n) }));
console.log(JSON.stringify({ real: (real.address() as AddressInfo).port, bare: (bareServer.address() as AddressInfo).port }));

/**
 * Requests whose handler has not answered yet: the pools close only after the last one, or its next
 * statement would fail on a closed pool. Counted until the handler ends its response, which it does
 * even when the load generator has gone (a closed socket would say "done" while the handler still
 * runs).
 */
let inFlight = 0;
let drained: (() => void) | null = null;
for (const server of [real, bareServer]) {
  server.on('request', (_req, res) => {
    inFlight += 1;
    const end = res.end;
    res.end = function (this: typeof res, ...args: Parameters<typeof end>) {
      res.end = end;
      inFlight -= 1;
      if (inFlight === 0) drained?.();
      return end.apply(this, args);
    } as typeof end;
  });
}

/**
 * Stops in order, so the parent can stop the database after this process has let go of it: the
 * servers stop taking connections and finish the requests under way (the load generator's last
 * ones are still running when it stops), then the job runner and both pools close. Exiting with
 * connections still open made Postgres' shutdown arrive as an unhandled pool error.
 */
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const closed = [real, bareServer].map((server) => new Promise<void>((r) => server.close(() => r())));
  for (const server of [real, bareServer]) server.closeIdleConnections();
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  for (const server of [real, bareServer]) server.closeAllConnections();
  await Promise.all(closed);
  await jobs.stop();
  await Promise.all([db.destroy(), pool.end()]);
  log.flush();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
