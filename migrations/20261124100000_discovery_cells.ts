import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // Discovery by place walks one-degree cells of latitude and longitude, each in start order, and
  // checks the end time, the exact bounds, the game type and the price on each entry, so only the
  // events that pass are read from the table. The cell expression is written exactly as
  // server/domains/events/discovery/cells.ts writes it. The id after the times gives the
  // discover order whole (start, end, id), so the walk needs no sort.
  await sql`
    create index events_cell_time_idx on events
      (((floor(lat)::int + 90) * 361 + floor(lng)::int + 180), starts_at, ends_at, id, lat, lng, game_type, price_cents)
    where not cancelled
  `.execute(db);
  // Events under way (started, not yet over) for the walk of wide map bounds: few anywhere.
  await sql`create index events_under_way_idx on events using gist (tstzrange(starts_at, ends_at)) where not cancelled`.execute(db);
  // Replaced by the cell index. Without a place condition the planner took this GiST for its
  // time and type columns and read all of it, not knowing a GiST finds those only by place.
  await sql`drop index if exists events_discover_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists events_discover_idx on events
    using gist (ll_to_earth(lat, lng), starts_at, ends_at, game_type, price_cents)
    where not cancelled
  `.execute(db);
  await sql`drop index if exists events_under_way_idx`.execute(db);
  await sql`drop index if exists events_cell_time_idx`.execute(db);
}
