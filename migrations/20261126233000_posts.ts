import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * The post board (issue 32): posts in a fixed category and subcategory (slugs of the table in
 * shared/posts), with replies and reports. Three reports hide a post until it is reviewed
 * (hidden_at); the author closes a post ("Sub found", closed_at). `search` is a generated
 * tsvector, weighted title first, for the board's full-text search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`char_length(category) between 1 and 60`))
    .addColumn('subcategory', 'text', (c) => c.notNull().check(sql`char_length(subcategory) between 1 and 60`))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 120`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 5000`))
    .addColumn('city', 'text', (c) => c.check(sql`char_length(city) <= 120`))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('game_type', 'text', (c) => c.check(sql`char_length(game_type) <= 60`))
    .addColumn('happens_on', 'date')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('posts_place_whole', sql`(lat is null) = (lng is null)`)
    .execute();
  await sql`
    alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
      || setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'B')
    ) stored
  `.execute(db);
  await sql`create index posts_search_idx on posts using gin (search)`.execute(db);
  await sql`create index posts_board_idx on posts (category, subcategory, created_at desc) where hidden_at is null`.execute(db);
  await sql`create index posts_author_idx on posts (author_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('post_photos')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 0 and 3`))
    .addColumn('path', 'text', (c) => c.notNull().check(sql`char_length(path) <= 300`))
    .addPrimaryKeyConstraint('post_photos_pkey', ['post_id', 'position'])
    .execute();

  await db.schema
    .createTable('post_replies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index post_replies_post_idx on post_replies (post_id, created_at)`.execute(db);

  await db.schema
    .createTable('post_reports')
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`char_length(reason) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('post_reports_pkey', ['post_id', 'reporter_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_reports').execute();
  await db.schema.dropTable('post_replies').execute();
  await db.schema.dropTable('post_photos').execute();
  await db.schema.dropTable('posts').execute();
}
