import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);

  // Where a player can be found: their Go-To Area ('home', always valid) and any trip from
  // date-specific availability ('travel', valid from..to). One GiST index serves nearest-first
  // search for both.
  await db.schema
    .createTable('player_locations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('home', 'travel')`))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'date')
    .addColumn('valid_to', 'date')
    .execute();
  await sql`create index player_locations_earth_idx on player_locations using gist (ll_to_earth(lat, lng))`.execute(db);
  await db.schema.createIndex('player_locations_user_idx').on('player_locations').columns(['user_id', 'kind']).execute();
  await sql`create unique index player_locations_home_key on player_locations (user_id) where kind = 'home'`.execute(db);

  // Existing Go-To Areas become home locations.
  await sql`
    insert into player_locations (user_id, kind, lat, lng, label)
    select id, 'home', default_city_lat, default_city_lng, default_city_name
    from users where default_city_lat is not null and default_city_lng is not null and default_city_name is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('player_locations').ifExists().execute();
}
