import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Team search lists public and invite-only teams, but teams_public_earth_idx holds public ones
 * only: its predicate is not implied by the search's, so PostgreSQL could not use it and every
 * search read and sorted the whole teams table (about 300 ms at 100,000 teams, npm run
 * bench:teams). The replacement holds exactly the teams search can list, with the game type
 * (btree_gist, as events_discover_idx does) and the name's trigrams (pg_trgm, for `name ilike`)
 * beside the location, so a search by game type or text skips the teams that fail it on the index
 * entry, without a heap visit: near a point with few matches the walk covers the whole radius.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create index teams_listed_earth_idx on teams using gist (ll_to_earth(lat, lng), game_type, name gist_trgm_ops)
    where deleted_at is null and privacy in ('public', 'invite-only') and lat is not null
  `.execute(db);
  await sql`drop index if exists teams_public_earth_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists teams_public_earth_idx on teams using gist (ll_to_earth(lat, lng))
    where deleted_at is null and privacy = 'public' and lat is not null
  `.execute(db);
  await sql`drop index if exists teams_listed_earth_idx`.execute(db);
}
