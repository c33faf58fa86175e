import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Organisations (clubs, issue 34): the skeleton table gets what a club page shows. The slug is
 * chosen at creation and may be changed once (slug_changed_at says it was); every slug a club has
 * left stays in organization_slugs so /org/{old} still finds it. The geo columns follow teams'
 * (lat, lng with a GiST index on ll_to_earth) so clubs are searched nearest-first the same way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('slug', 'text')
    .addColumn('slug_changed_at', 'timestamptz')
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('sports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('logo_url', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('website', 'text')
    .execute();
  // The skeleton held no rows a person could make; any that exist get their id as a slug.
  await sql`update organizations set slug = 'club-' || replace(id::text, '-', '') where slug is null`.execute(db);
  await sql`alter table organizations alter column slug set not null`.execute(db);
  await sql`create unique index organizations_slug_uniq on organizations (slug)`.execute(db);
  await sql`create index organizations_earth_idx on organizations using gist (ll_to_earth(lat, lng)) where deleted_at is null and lat is not null`.execute(db);
  await db.schema
    .createTable('organization_slugs')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organization_slugs').execute();
  await sql`drop index if exists organizations_earth_idx`.execute(db);
  await sql`drop index if exists organizations_slug_uniq`.execute(db);
  await db.schema
    .alterTable('organizations')
    .dropColumn('slug')
    .dropColumn('slug_changed_at')
    .dropColumn('about')
    .dropColumn('city_name')
    .dropColumn('lat')
    .dropColumn('lng')
    .dropColumn('sports')
    .dropColumn('logo_url')
    .dropColumn('contact_email')
    .dropColumn('contact_phone')
    .dropColumn('website')
    .execute();
}
