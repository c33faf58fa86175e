import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // A text search in a place intersects the events of the place with those having the words, as
  // two bitmaps. Quarter-degree cells (written exactly as server/domains/events/discovery/cells.ts
  // writes them) keep the place's bitmap close to the searched area: whole degrees would hold
  // five times the events of a 40 km circle. Time, game type and price are checked on the entries.
  await sql`
    create index events_fine_cell_time_idx on events
      (((floor(lat * 4)::int + 360) * 1441 + floor(lng * 4)::int + 720), starts_at, ends_at, game_type, price_cents)
    where not cancelled
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists events_fine_cell_time_idx`.execute(db);
}
