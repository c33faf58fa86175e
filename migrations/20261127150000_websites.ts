import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Team and club websites (issue 35; spec sections 3 and 4). A website belongs to exactly one team
 * or one organisation and remembers who made it (creator_id, spec "creator"). Its editable state is
 * one draft (website_drafts: the builder's Puck data for every page, autosaved with a revision
 * counter so two tabs cannot silently overwrite each other). Publishing copies the draft into
 * website_versions (the last 20 are kept so one can be restored) and renders every page to static
 * HTML in website_pages_rendered, so serving a published page is one lookup. `settings` and `title`
 * on websites mirror the published version (the list, the guard's title and image).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 120`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('published_version', 'integer')
    .addColumn('published_at', 'timestamptz')
    .addColumn('rendered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('websites_one_owner', sql`(team_id is null) <> (organization_id is null)`)
    .execute();
  await sql`create index websites_team_idx on websites (team_id) where team_id is not null`.execute(db);
  await sql`create index websites_organization_idx on websites (organization_id) where organization_id is not null`.execute(db);
  await sql`create index websites_creator_idx on websites (creator_id)`.execute(db);

  await db.schema
    .createTable('website_drafts')
    .addColumn('website_id', 'uuid', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('website_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('website_id', 'uuid', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('published_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('website_versions_website_version_uniq', ['website_id', 'version'])
    .execute();

  await db.schema
    .createTable('website_pages_rendered')
    .addColumn('website_id', 'uuid', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().check(sql`char_length(slug) between 1 and 60`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('rendered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('website_pages_rendered_pkey', ['website_id', 'slug'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('website_pages_rendered').execute();
  await db.schema.dropTable('website_versions').execute();
  await db.schema.dropTable('website_drafts').execute();
  await db.schema.dropTable('websites').execute();
}
