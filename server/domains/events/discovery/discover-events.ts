import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import { DISCOVER, type DiscoverInput } from '../../../../shared/discover/schemas.ts';
import { boxAroundCircle, cellsOfBox, eventCell, type LatLngBox } from './cells.ts';
import { localDateWindow } from './local-days.ts';
import { searchTsQuery, searchWords, wordPrefixes } from './text-query.ts';
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
  /** The 'cells' plan's count of candidates (a bigint, as text). */
  candidates?: string;
}

const MAX_DURATION_MS = EVENT_LIMITS.durationMinutes.max * 60_000;

async function viewerTimeZone(db: Database, viewerId: string | null): Promise<string | null> {
  if (!viewerId) return null;
  const row = await db.selectFrom('users').select('timeZone').where('id', '=', viewerId).executeTakeFirst();
  return row?.timeZone ?? null;
}

/** The parts of a discover query other than the place, split by where they can be checked. */
interface DiscoverParts {
  /** Time, game type and price: answered on the entries of the discovery cell index. */
  indexed: RawBuilder<SqlBool>[];
  /** The time conditions alone (on starts_at and ends_at). */
  timed: RawBuilder<SqlBool>[];
  /** Text search, visibility and a series' next occurrence. */
  rest: RawBuilder<SqlBool>[];
}

async function discoverParts(db: Database, viewerId: string | null, input: DiscoverInput, now: Date): Promise<DiscoverParts | null> {
  const timed: RawBuilder<SqlBool>[] = [];
  const rest: RawBuilder<SqlBool>[] = [];

  if (input.when === 'upcoming') {
    // endsAt > now is the rule (checked on the index entries); the start bound it implies (no
    // event lasts longer than the maximum duration) lets a walk in start order begin a week back
    // instead of at the first event ever.
    timed.push(sql<SqlBool>`e.ends_at > ${now} and e.starts_at > ${new Date(now.getTime() - MAX_DURATION_MS)}`);
  } else {
    timed.push(sql<SqlBool>`e.ends_at <= ${now} and e.starts_at < ${now}`);
  }

  // The same time window for a series' other occurrences (see nextOfSeries).
  const seriesWindow: RawBuilder<SqlBool>[] = [];
  if (input.day || input.dateFrom || input.dateTo) {
    const timeZone = input.timezone ?? (await viewerTimeZone(db, viewerId)) ?? 'UTC';
    const window = localDateWindow(input, timeZone);
    if (window.startsFrom) {
      timed.push(sql<SqlBool>`e.starts_at >= ${window.startsFrom}`);
      seriesWindow.push(sql<SqlBool>`s.starts_at >= ${window.startsFrom}`);
    }
    if (window.startsBefore) {
      timed.push(sql<SqlBool>`e.starts_at < ${window.startsBefore}`);
      seriesWindow.push(sql<SqlBool>`s.starts_at < ${window.startsBefore}`);
    }
  }

  const indexed: RawBuilder<SqlBool>[] = [sql<SqlBool>`not e.cancelled`, ...timed];
  const gameTypes = [...new Set(input.gameTypes ?? [])];
  if (gameTypes.length === 1) indexed.push(sql<SqlBool>`e.game_type = ${gameTypes[0]}`);
  else if (gameTypes.length > 1) indexed.push(sql<SqlBool>`e.game_type = any(${gameTypes}::text[])`);
  if (input.price === 'free') indexed.push(sql<SqlBool>`e.price_cents = 0`);
  else if (input.price === 'paid') indexed.push(sql<SqlBool>`e.price_cents > 0`);

  if (input.q) {
    const tsQuery = searchTsQuery(input.q);
    if (!tsQuery) return null;
    rest.push(sql<SqlBool>`e.search @@ (${tsQuery})`);
  }
  rest.push(eventVisibleTo(viewerId, now));
  if (input.when === 'upcoming') rest.push(nextOfSeries(now, seriesWindow));
  return { indexed, timed, rest };
}

/** Where a search by place looks. */
interface SearchPlace {
  /** The map bounds, or the box around the circle: the cells to walk. */
  box: LatLngBox;
  /** Inside the box, on the latitude and longitude (checked on the cell index's entries). */
  inBox: RawBuilder<SqlBool>;
  /** Inside the circle too, when searching around a point (checked on the table's rows). */
  inCircle: RawBuilder<SqlBool> | null;
  /** Metres from the centre when searching around a point. */
  meters: RawBuilder<number | null>;
}

const WHOLE_MAP: LatLngBox = { south: -90, north: 90, west: -180, east: 180 };

function searchPlace(input: DiscoverInput): SearchPlace | null {
  const box =
    input.bounds ?? (input.center ? (boxAroundCircle(input.center.lat, input.center.lng, input.radiusKm ?? DISCOVER.defaultRadiusKm) ?? WHOLE_MAP) : null);
  if (!box) return null;
  // Wrapping at the antimeridian when west is east of east.
  const lngTest = box.west <= box.east ? sql`e.lng between ${box.west} and ${box.east}` : sql`(e.lng >= ${box.west} or e.lng <= ${box.east})`;
  const inBox = sql<SqlBool>`e.lat between ${box.south} and ${box.north} and ${lngTest}`;
  if (!input.center) return { box, inBox, inCircle: null, meters: sql<null>`null::float8` };
  const meters = sql<number>`earth_distance(ll_to_earth(e.lat, e.lng), ll_to_earth(${input.center.lat}, ${input.center.lng}))`;
  return { box, inBox, inCircle: sql<SqlBool>`${meters} <= ${(input.radiusKm ?? DISCOVER.defaultRadiusKm) * 1000}`, meters };
}

/** Inside the bounds, or the circle: both tests. */
const inPlace = (place: SearchPlace) => (place.inCircle ? [place.inBox, place.inCircle] : [place.inBox]);

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

/** The columns of an event card (nearby-events.ts reads a followed host's events with them too). */
export const columnsAt = (now: Date) => sql`e.id, e.title, e.game_type, e.starts_at, e.ends_at, e.timezone, e.location_name, e.address, e.lat, e.lng,
    e.price_cents, e.capacity, e.spots_taken, e.hosting_team_id, e.team_name, (e.is_private and (e.make_public_after is null or e.make_public_after > ${now})) as is_private, e.series_id,
    ${seriesRuleOf} as series_rule`;

export type DiscoverPlan = 'cells' | 'cells-exact' | 'words' | 'text' | 'walk' | 'wide' | 'list';

/**
 * The discover query for `input`, not yet run (the benchmark explains it), or null when the text
 * has no letters or digits and so cannot match any event. Every plan lists soonest first (latest
 * first for past events), so next Tuesday's game is never behind May's.
 *
 * - 'cells' (map bounds or a circle within a few one-degree cells: a city, a region, a radius
 *   up to about 250 km): each cell's events come from events_cell_time_idx in start order, with
 *   time, game type, price and the box checked on its entries and nothing read from the table;
 *   the cells' first ones merge into the area's first candidates, and the rest of the rules are
 *   checked on those in order until the page is full. A full page is exact (its events are the
 *   first of a prefix of the area's); a short one is answered again by 'cells-exact'.
 * - 'cells-exact': the same walk of each cell, every rule checked on each event it reads and
 *   each cell stopping at the page: exact however often the rules fail, at the price of reading
 *   each candidate from the table.
 * - 'words' (words, in a place up to a few degrees wide): the entries of event_words in each
 *   quarter-degree cell of the place whose word begins with a typed word (the one with the fewest
 *   entries there), their times checked on the entries, are the candidates: sorted, and the rest
 *   of the rules (the other words among them) checked on those in order until the page is full.
 *   Only the events both in the place and with the word are read from the index, and only the
 *   page's from the table. A walk in start order would read the whole area for a word most
 *   events lack.
 * - 'text' (words, in a wider place): the events of the area's cells (events_cell_time_idx, time,
 *   type and price on its entries) and those with the words (events_search_idx) are found apart,
 *   intersected as two bitmaps, and only the events in both are read, checked and sorted.
 * - 'walk' (wider, without game type, dates or text): events already under way come from
 *   events_under_way_idx (few anywhere: they started and have not ended), and the rest from the
 *   start-time index walked from "now", each tested against the place, stopping at the page.
 *   Quick where the area is dense (a zoomed-out map holds tens of thousands of events); a sparse
 *   one would make the walk long, so it gives up after WALK_BUDGET candidates for 'wide'.
 * - 'wide' (wider, with filters): every entry of the area's cells in the cell index is checked
 *   (time, type, price and bounds on the entry) and the matches sorted.
 * - 'list' (no place): the start-time index walked from "now".
 */
export async function buildDiscoverQuery(
  db: Database,
  viewerId: string | null,
  input: DiscoverInput,
  now: Date,
  plan: DiscoverPlan = discoverPlan(input),
): Promise<RawBuilder<Row> | null> {
  const parts = await discoverParts(db, viewerId, input, now);
  if (!parts) return null;
  const { page, pageSize } = input;
  const columns = columnsAt(now);
  // Start, then end time; the id only breaks exact ties, so pages never repeat or skip an event.
  const orderOf = (alias: string) =>
    input.when === 'upcoming'
      ? sql`${sql.ref(`${alias}.starts_at`)} asc, ${sql.ref(`${alias}.ends_at`)} asc, ${sql.ref(`${alias}.id`)}`
      : sql`${sql.ref(`${alias}.starts_at`)} desc, ${sql.ref(`${alias}.ends_at`)} desc, ${sql.ref(`${alias}.id`)} desc`;
  const order = orderOf('e');
  const place = searchPlace(input);
  const needed = (page + 1) * pageSize + 1;

  if (place && plan === 'cells') {
    const cells = cellsOfBox(place.box, MAX_CELLS) ?? [];
    const onEntries = sql.join([sql<SqlBool>`${eventCell} = c.cell`, ...parts.indexed, place.inBox], sql` and `);
    // Candidates carry only their order: the page's columns are read for its events alone.
    const candidates = cellCandidates(input);
    // Each row also says how many candidates there were: fewer than asked for means the area
    // had no more, so a short page is the end of the list.
    return sql<Row>`
      select ${columns}, ${place.meters} as meters, p.candidates from (
        select q.*, count(*) over () as candidates from (
          select l.* from unnest(${cells}::int[]) as c(cell)
          cross join lateral (
            select e.id, e.starts_at, e.ends_at from events e where ${onEntries} order by ${order} limit ${candidates}
          ) l
          order by ${orderOf('l')}
          limit ${candidates}
        ) q
      ) p
      join events e on e.id = p.id
      where ${sql.join([...(place.inCircle ? [place.inCircle] : []), ...parts.rest], sql` and `)}
      order by ${order}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  if (place && plan === 'cells-exact') {
    const cells = cellsOfBox(place.box, MAX_CELLS) ?? [];
    const where = sql.join([sql<SqlBool>`${eventCell} = c.cell`, ...parts.indexed, ...inPlace(place), ...parts.rest], sql` and `);
    return sql<Row>`
      select ${columns}, p.meters from (
        select e.* from unnest(${cells}::int[]) as c(cell)
        cross join lateral (
          select e.id, e.starts_at, e.ends_at, ${place.meters} as meters from events e where ${where} order by ${order} limit ${needed}
        ) e
        order by ${order}
        limit ${pageSize + 1} offset ${page * pageSize}
      ) p
      join events e on e.id = p.id
      order by ${order}
    `;
  }

  if (plan === 'words' && input.q && place) {
    const fineCells = cellsOfBox(place.box, MAX_FINE_CELLS, 4) ?? [];
    const words = searchWords(input.q);
    // The entries in the place of the words beginning with a prefix: a range of the btree in each
    // cell, with the times checked on its entries (offset 0 keeps it one index scan per cell and
    // prefix: flattened, the planner would join the whole table to the cells). In byte order every
    // word beginning with the prefix sorts below the prefix and the last code point (U+10FFFF, a
    // noncharacter no word holds).
    const entries = (prefix: RawBuilder<string>) => sql`
      unnest(${fineCells}::int[]) as c(cell)
      cross join lateral (
        select e.event_id, e.starts_at, e.ends_at from event_words e
        where e.cell = c.cell and e.word >= ${prefix} and e.word < ${prefix} || chr(1114111) and ${sql.join(parts.timed, sql` and `)}
        offset 0
      ) e`;
    // One word finds the candidates, the one with the fewest entries here (counted up to a
    // bound); the rest, as every rule, are checked on the candidates in order until the page is
    // full, so the page is exact whichever word leads.
    const leading =
      words.length === 1
        ? sql`1`
        : sql`(
          select w.n from (select distinct n from prefixes) w
          order by (select count(*) from (select 1 from prefixes p cross join ${entries(sql`p.prefix`)} where p.n = w.n limit ${LEADING_WORD_COUNT}) found), w.n
          limit 1
        )`;
    return sql<Row>`
      with prefixes as materialized (${wordPrefixes(words)}),
      matched as materialized (
        select distinct e.event_id as id, e.starts_at, e.ends_at
        from prefixes p cross join ${entries(sql`p.prefix`)}
        where p.n = ${leading}
      )
      select ${columns}, ${place.meters} as meters
      from (select * from matched m order by ${orderOf('m')} offset 0) m
      join events e on e.id = m.id
      where ${sql.join([...parts.indexed, ...inPlace(place), ...parts.rest], sql` and `)}
      order by ${orderOf('m')}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  if (plan === 'text' && input.q) {
    const cells = place ? cellsOfBox(place.box, MAX_WIDE_CELLS) : null;
    const found = [
      ...(cells ? [sql<SqlBool>`${eventCell} = any(${cells}::int[])`] : []),
      ...parts.indexed,
      sql<SqlBool>`e.search @@ (${searchTsQuery(input.q)})`,
    ];
    // Materialized, without order or limit, so the planner gathers every match (a walk in start
    // order testing the words on each event is what it would pick for a limit, estimating the
    // words too common). The exact place is tested after: as a condition there, the planner
    // would take it for a further cut of the cells and the cells for a few events.
    return sql<Row>`
      with matched as materialized (select e.id, e.starts_at, e.ends_at from events e where ${sql.join(found, sql` and `)})
      select ${columns}, ${place?.meters ?? sql`null::float8`} as meters
      from (select * from matched m order by ${orderOf('m')} offset 0) m
      join events e on e.id = m.id
      where ${sql.join([...(place ? inPlace(place) : []), ...parts.rest], sql` and `)}
      order by ${orderOf('m')}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  if (place && plan === 'walk') {
    const underWay = sql.join(
      [...parts.indexed, sql<SqlBool>`tstzrange(e.starts_at, e.ends_at) @> ${now}::timestamptz`, ...inPlace(place), ...parts.rest],
      sql` and `,
    );
    const ahead = sql.join([...parts.indexed, sql<SqlBool>`e.starts_at > ${now}`], sql` and `);
    const rest = sql.join([...inPlace(place), ...parts.rest], sql` and `);
    // Each branch is limited on its own, so the walk stops at the page (a subquery with a limit
    // is not merged into its outer query: the walk stays an ordered index scan).
    return sql<Row>`
      select * from (
        (select ${columns}, ${place.meters} as meters from events e where ${underWay} order by ${order} limit ${needed})
        union all
        (select ${columns}, ${place.meters} as meters
         from (select * from events e where ${ahead} order by ${order} limit ${Math.max(WALK_BUDGET, needed * 20)}) e
         where ${rest} order by ${order} limit ${needed})
      ) e
      order by ${order}
      limit ${pageSize + 1} offset ${page * pageSize}
    `;
  }

  const cells = place ? cellsOfBox(place.box, MAX_WIDE_CELLS) : null;
  const where = sql.join(
    [...(cells ? [sql<SqlBool>`${eventCell} = any(${cells}::int[])`] : []), ...parts.indexed, ...(place ? inPlace(place) : []), ...parts.rest],
    sql` and `,
  );
  return sql<Row>`
    select ${columns}, ${place?.meters ?? sql`null::float8`} as meters from events e
    where ${where}
    order by ${order}
    limit ${pageSize + 1} offset ${page * pageSize}
  `;
}

/** Searches touching at most this many one-degree cells walk the cells (a 4° map box touches 25). */
const MAX_CELLS = 36;
/** Text searches touching at most this many quarter-degree cells read their words (a 4° map box touches 289). */
const MAX_FINE_CELLS = 400;
/** Entries counted of each typed word to choose the one that finds the candidates. */
const LEADING_WORD_COUNT = 1000;
/** Wider than this, a 'wide' search names no cells: its area holds most events anyway. */
const MAX_WIDE_CELLS = 2000;
/** Candidates beyond twice the page's events that the 'cells' plan reads, for rules that fail. */
const CANDIDATES_MARGIN = 20;
const cellCandidates = (input: DiscoverInput) => ((input.page + 1) * input.pageSize + 1) * 2 + CANDIDATES_MARGIN;
/** Future candidates the walk looks at before leaving a sparse area to the 'wide' plan. */
const WALK_BUDGET = 2000;

/** The first plan for `input` (see buildDiscoverQuery). */
export function discoverPlan(input: DiscoverInput): DiscoverPlan {
  const place = searchPlace(input);
  if (!place) return 'list';
  if (input.q) return cellsOfBox(place.box, MAX_FINE_CELLS, 4) ? 'words' : 'text';
  if (cellsOfBox(place.box, MAX_CELLS)) return 'cells';
  const selective = Boolean(input.q || input.gameTypes?.length || input.day || input.dateFrom || input.dateTo);
  return !selective && input.when === 'upcoming' ? 'walk' : 'wide';
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
  // where the 'wide' plan is quick and exact.
  if (plan === 'walk' && rows.length <= pageSize) rows = (await (await buildDiscoverQuery(db, viewerId, input, now, 'wide'))!.execute(db)).rows;
  // The same for the cells' candidates when there were as many as asked for: then the rules
  // failed on too many of them, and the exact walk answers.
  if (plan === 'cells' && rows.length <= pageSize && !(rows.length > 0 && Number(rows[0]!.candidates) < cellCandidates(input))) {
    rows = (await (await buildDiscoverQuery(db, viewerId, input, now, 'cells-exact'))!.execute(db)).rows;
  }
  const items = rows.slice(0, pageSize).map(({ meters, candidates: _candidates, ...row }) => ({
    ...row,
    distanceKm: meters === null ? null : Math.round(meters / 100) / 10,
  }));
  return { items, page, hasMore: rows.length > pageSize };
}
