import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // btree_gist lets one GiST index hold the location beside plain columns.
  await sql`create extension if not exists btree_gist`.execute(db);
  // Discovery walks this index nearest-first (KNN on the location) and checks the start and end
  // times, the game type and the price on each index entry, so events that fail those filters
  // (already over, another sport, outside the dates) are skipped without a heap visit; with a
  // location-only index every such event near the centre would be fetched and thrown away.
  // Cancelled events are never discovered, so they stay out of the index. (Listings without a
  // place walk the existing events_starts_at_idx in start order.)
  await sql`
    create index events_discover_idx on events
    using gist (ll_to_earth(lat, lng), starts_at, ends_at, game_type, price_cents)
    where not cancelled
  `.execute(db);
  // Full search finds players by display name (substring and typo-tolerant); only users with a
  // completed profile are ever listed.
  await sql`create index users_display_name_trgm_idx on users using gin (lower(display_name) gin_trgm_ops) where has_additional_info`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_display_name_trgm_idx`.execute(db);
  await sql`drop index if exists events_discover_idx`.execute(db);
  // btree_gist stays: dropping an extension another object may use is not this migration's call.
}
