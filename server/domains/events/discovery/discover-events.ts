import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { EVENT_LIMITS } from '../../../../shared/schemas/events.ts';
import { DISCOVER, type DiscoverInput } from '../../../../shared/schemas/discover.ts';
import { boundsCube } from './bounds-cube.ts';
import { localDateWindow } from './local-days.ts';
import { searchTsQuery } from './text-query.ts';
import { eventVisibleTo } from '../visibility.ts';
import { seriesRuleOf } from '../event-list-item.ts';

export interface DiscoveredEvent {
  id: string;
  title: string;
  gameType: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  locationName: string;
  address: string;
  lat: number;
  lng: number;
  /** Only when searching around a point. */
  distanceKm: number | null;
  priceCents: number;
  capacity: number | null;
  spotsTaken: number;
  /** Still private for everyone else: only its creator and joiners see it listed. */
  isPrivate: boolean;
  seriesId: string | null;
  /** The series' RRULE, for "Every Tuesday, next: ..." on a recurring event's one card. */
  seriesRule: string | null;
}

export interface DiscoverResult {
  items: DiscoveredEvent[];
  page: number;
  hasMore: boolean;
}

interface Row extends Omit<DiscoveredEvent, 'distanceKm'> {
  meters: number | null;
}

const MAX_DURATION_MS = EVENT_LIMITS.durationMinutes.max * 60_000;

async function viewerTimeZone(db: Database, viewerId: string | null): Promise<string | null> {
  if (!viewerId) return null;
  const row = await db.selectFrom('users').select('timeZone').where('id', '=', viewerId).executeTakeFirst();
  return row?.timeZone ?? null;
}

/** The parts of a discover query, split by where they can be checked. */
interface DiscoverParts {
  /** Time, game type and price: answered inside the discovery indexes. */
  indexed: RawBuilder<SqlBool>[];
  /** Text search, visibility and the exact bounds test. */
  rest: RawBuilder<SqlBool>[];
  /** The GiST condition of the map bounds (a 3-D box). */
  boundsBox: RawBuilder<SqlBool> | null;
  /** The game type and price conditions alone (without the time rule). */
  filters: RawBuilder<SqlBool>[];
}

async function discoverParts(db: Database, viewerId: string | null, input: DiscoverInput, now: Date): Promise<DiscoverParts | null> {
  const indexed: RawBuilder<SqlBool>[] = [sql<SqlBool>`not e.cancelled`];
  const rest: RawBuilder<SqlBool>[] = [];

  if (input.when === 'upcoming') {
    // endsAt > now is the rule (checked inside the discovery indexes); the start bound it implies
    // (no event lasts longer than the maximum duration) lets a walk in start order begin a week
    // back instead of at the first event ever.
    indexed.push(sql<SqlBool>`e.ends_at > ${now} and e.starts_at > ${new Date(now.getTime() - MAX_DURATION_MS)}`);
  } else {
    indexed.push(sql<SqlBool>`e.ends_at <= ${now} and e.starts_at < ${now}`);
  }

  // The same time window for a series' other occurrences (see nextOfSeries).
  const seriesWindow: RawBuilder<SqlBool>[] = [];
  if (input.day || input.dateFrom || input.dateTo) {
    const timeZone = input.timezone ?? (await viewerTimeZone(db, viewerId)) ?? 'UTC';
    const window = localDateWindow(input, timeZone);
    if (window.startsFrom) {
      indexed.push(sql<SqlBool>`e.starts_at >= ${window.startsFrom}`);
      seriesWindow.push(sql<SqlBool>`s.starts_at >= ${window.startsFrom}`);
    }
    if (window.startsBefore) {
      indexed.push(sql<SqlBool>`e.starts_at < ${window.startsBefore}`);
      seriesWindow.push(sql<SqlBool>`s.starts_at < ${window.startsBefore}`);
    }
  }

  const filters: RawBuilder<SqlBool>[] = [];
  const gameTypes = [...new Set(input.gameTypes ?? [])];
  if (gameTypes.length === 1) filters.push(sql<SqlBool>`e.game_type = ${gameTypes[0]}`);
  else if (gameTypes.length > 1) filters.push(sql<SqlBool>`e.game_type = any(${gameTypes}::text[])`);
  if (input.price === 'free') filters.push(sql<SqlBool>`e.price_cents = 0`);
  else if (input.price === 'paid') filters.push(sql<SqlBool>`e.price_cents > 0`);
  indexed.push(...filters);

  if (input.q) {
    const tsQuery = searchTsQuery(input.q);
    if (!tsQuery) return null;
    rest.push(sql<SqlBool>`e.search @@ (${tsQuery})`);
  }

  let boundsBox: RawBuilder<SqlBool> | null = null;
  if (input.bounds) {
    const b = input.bounds;
    const { low, high } = boundsCube(b);
    boundsBox = sql<SqlBool>`ll_to_earth(e.lat, e.lng) <@ cube(${low}::float8[], ${high}::float8[])`;
    // The box adds a sliver around the bounds; the exact test trims it (wrapping at the antimeridian).
    const lngTest = b.west <= b.east ? sql`e.lng between ${b.west} and ${b.east}` : sql`(e.lng >= ${b.west} or e.lng <= ${b.east})`;
    rest.push(sql<SqlBool>`e.lat between ${b.south} and ${b.north} and ${lngTest}`);
  }
  rest.push(eventVisibleTo(viewerId, now));
  if (input.when === 'upcoming') rest.push(nextOfSeries(now, seriesWindow));
  return { indexed, rest, boundsBox, filters };
}

/**
 * A weekly game is one card, not 26: an occurrence is listed only when no earlier occurrence of
 * its series is still to come (in the searched dates), found through events_series_idx.
 */
function nextOfSeries(now: Date, window: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  const inWindow = window.length ? sql` and ${sql.join(window, sql` and `)}` : sql``;
  return sql<SqlBool>`(e.series_id is null or not exists (
    select 1 from events s
    where s.series_id = e.series_id and not s.cancelled and s.ends_at > ${now} and (s.starts_at, s.id) < (e.starts_at, e.id)${inWindow}
  ))`;
}

const columnsAt = (now: Date) => sql`e.id, e.title, e.game_type, e.starts_at, e.ends_at, e.timezone, e.location_name, e.address, e.lat, e.lng,
    e.price_cents, e.capacity, e.spots_taken, (e.is_private and (e.make_public_after is null or e.make_public_after > ${now})) as is_private, e.series_id,
    ${seriesRuleOf} as series_rule`;

/**
 * The start-time order as a distance the discovery GiST index can walk (btree_gist's `<->` on
 * its starts_at column): every upcoming candidate starts after now minus the longest duration,
 * every past one before now, so the distance from that instant grows with the start (upcoming)
 * or shrinks with it (past); ties keep the end time and id order. In a dense box the index then
 * hands over events already in order and only the page's rows are read from the table, where a
 * plain `order by starts_at` reads and sorts every event in the box (a crowded city: 40 ms).
 */
function startOrderInBox(when: DiscoverInput['when'], now: Date) {
  return when === 'upcoming'
    ? sql`e.starts_at <-> ${new Date(now.getTime() - MAX_DURATION_MS)}::timestamptz, e.ends_at asc, e.id`
    : sql`e.starts_at <-> ${now}::timestamptz, e.ends_at desc, e.id`;
}

export type DiscoverPlan = 'radius' | 'area' | 'walk' | 'list';

/**
 * The discover query for `input`, not yet run (the benchmark explains it), or null when the text
 * has no letters or digits and so cannot match any event.
 *
 * - 'radius' (a centre and radius): soonest first, like every plan, so next Tuesday's game is
 *   never behind May's. The radius's earth box is walked on the discovery GiST index in start
 *   order (see startOrderInBox), time, type and price checked on its entries, and the exact
 *   distance trims the box's corners.
 * - 'area' (map bounds): the events inside the bounds, found through the GiST index (a tight 3-D
 *   box, with time, type and price checked on the index entries) in start order (see
 *   startOrderInBox), so only the page's rows are read from the table. Quick while the bounds
 *   hold some thousands of events: a city, or any filtered search.
 * - 'walk' (wide map bounds without game type, dates or text): events already under way come
 *   from the GiST index (few: they started in the last week and have not ended), and the rest
 *   from the start-time index walked from "now", each tested against the bounds, stopping at the
 *   page. Quick where the area is dense (a zoomed-out map of a metro region holds tens of
 *   thousands of events, all of which the area plan would sort); a sparse area would make the
 *   walk long, so it gives up after WALK_BUDGET candidates and the area plan answers instead.
 * - 'list' (no place): the start-time index walked from "now".
 */
export async function buildDiscoverQuery(db: Database, viewerId: string | null, input: DiscoverInput, now: Date, plan: DiscoverPlan = discoverPlan(input)): Promise<RawBuilder<Row> | null> {
  const parts = await discoverParts(db, viewerId, input, now);
  if (!parts) return null;
  const { page, pageSize } = input;
  const columns = columnsAt(now);

  if (plan === 'radius' && input.center) {
    const { lat, lng } = input.center;
    const radiusM = (input.radiusKm ?? DISCOVER.defaultRadiusKm) * 1000;
    const where = sql.join([...parts.indexed, ...parts.rest], sql` and `);
    // The radius's earth box is checked on the discovery GiST index, which also hands over its
    // entries in start order (startOrderInBox); the exact distance then trims the box's corners.
    return sql<Row>`
      select ${columns}, earth_distance(ll_to_earth(e.lat, e.lng), ll_to_earth(${lat}, ${lng})) as meters
      from events e
      where ${where} and earth_box(ll_to_earth(${lat}, ${lng}), ${radiusM}) @> ll_to_earth(e.lat, e.lng)
        and earth_distance(ll_to_earth(e.lat, e.lng), ll_to_earth(${lat}, ${lng})) <= ${radiusM}
      order by ${startOrderInBox(input.when, now)}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  // Start, then end time; the id only breaks exact ties, so pages never repeat or skip an event.
  const order = input.when === 'upcoming' ? sql`e.starts_at asc, e.ends_at asc, e.id` : sql`e.starts_at desc, e.ends_at desc, e.id`;
  const needed = (page + 1) * pageSize + 1;
  if (plan === 'walk' && parts.boundsBox) {
    // Under way: started, not yet over; few, and the GiST box checks the time on its entries.
    const underWay = sql.join([...parts.indexed, sql<SqlBool>`e.starts_at <= ${now}`, parts.boundsBox, ...parts.rest], sql` and `);
    const ahead = sql.join([sql<SqlBool>`not e.cancelled`, sql<SqlBool>`e.starts_at > ${now}`, ...parts.filters], sql` and `);
    const rest = sql.join(parts.rest, sql` and `);
    // Each branch is limited on its own, so the walk stops at the page (a subquery with a limit
    // is not merged into its outer query: the walk stays an ordered index scan).
    return sql<Row>`
      select * from (
        (select ${columns}, null::float8 as meters from events e where ${underWay} order by ${order} limit ${needed})
        union all
        (select ${columns}, null::float8 as meters
         from (select * from events e where ${ahead} order by ${order} limit ${Math.max(WALK_BUDGET, needed * 20)}) e
         where ${rest} order by ${order} limit ${needed})
      ) e
      order by ${order}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  // Map bounds add the GiST box; without a place this is the plain list in start order.
  const where = sql.join([...parts.indexed, ...(parts.boundsBox ? [parts.boundsBox] : []), ...parts.rest], sql` and `);
  return sql<Row>`
    select ${columns}, null::float8 as meters from events e
    where ${where}
    order by ${parts.boundsBox ? startOrderInBox(input.when, now) : order}
    limit ${pageSize + 1} offset ${page * pageSize}
  `;
}

/** Map bounds wider than this (in degrees of latitude or longitude) are "wide": see 'walk'. */
const WIDE_BOUNDS_DEG = 1;
/** Future candidates the walk looks at before leaving a sparse area to the area plan. */
const WALK_BUDGET = 2000;

/** The first plan for `input` (see buildDiscoverQuery). */
export function discoverPlan(input: DiscoverInput): DiscoverPlan {
  if (input.center) return 'radius';
  if (!input.bounds) return 'list';
  const b = input.bounds;
  const wide = b.north - b.south > WIDE_BOUNDS_DEG || (b.west <= b.east ? b.east - b.west : b.east + 360 - b.west) > WIDE_BOUNDS_DEG;
  const selective = Boolean(input.q || input.gameTypes?.length || input.day || input.dateFrom || input.dateTo);
  return wide && !selective && input.when === 'upcoming' ? 'walk' : 'area';
}

/** Events for the discover page: one page. */
export async function discoverEvents(db: Database, viewerId: string | null, input: DiscoverInput, now = new Date()): Promise<DiscoverResult> {
  const { page, pageSize } = input;
  const plan = discoverPlan(input);
  const query = await buildDiscoverQuery(db, viewerId, input, now, plan);
  if (!query) return { items: [], page, hasMore: false };
  let { rows } = await query.execute(db);
  // Events under way all start before those ahead, and the walk returns a true prefix of those
  // ahead, so a full page is exact; a short one may mean the budget ran out in a sparse area,
  // where the area plan is quick and exact.
  if (plan === 'walk' && rows.length <= pageSize) rows = (await (await buildDiscoverQuery(db, viewerId, input, now, 'area'))!.execute(db)).rows;
  const items = rows.slice(0, pageSize).map(({ meters, ...row }) => ({
    ...row,
    distanceKm: meters === null ? null : Math.round(meters / 100) / 10,
  }));
  return { items, page, hasMore: rows.length > pageSize };
}
