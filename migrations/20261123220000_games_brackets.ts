import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Games, scores and playoff brackets (issue 16). A game belongs to an event; its sides are teams,
 * external teams or named ad-hoc sides; every change is kept in game_changes, and `version` makes
 * concurrent edits explicit. A bracket is brackets-manager's model, stored as JSON rows of its own
 * tables in bracket_rows (the library's storage interface over Postgres); its matches are played
 * as games.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brackets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('source_game_id', 'uuid')
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('single_elimination', 'double_elimination', 'round_robin')`))
    .addColumn('configuration', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'reset')`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reset_at', 'timestamptz')
    .execute();
  // One live bracket per event: a reset keeps the old one (and its games) as history.
  await sql`create unique index brackets_event_active_key on brackets (event_id) where status = 'active'`.execute(db);

  await db.schema
    .createTable('bracket_rows')
    .addColumn('bracket_id', 'uuid', (c) => c.notNull().references('brackets.id').onDelete('cascade'))
    .addColumn('tbl', 'text', (c) => c.notNull().check(sql`tbl in ('participant', 'stage', 'group', 'round', 'match', 'match_game')`))
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('bracket_rows_pkey', ['bracket_id', 'tbl', 'row_id'])
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('season_group_id', 'uuid', (c) => c.references('season_groups.id').onDelete('set null'))
    .addColumn('bracket_id', 'uuid', (c) => c.references('brackets.id').onDelete('set null'))
    .addColumn('bracket_match_id', 'integer')
    .addColumn('source_game_id', 'uuid', (c) => c.references('games.id').onDelete('set null'))
    .addColumn('home_team_id', 'uuid', (c) => c.references('teams.id').onDelete('set null'))
    .addColumn('home_external_team_id', 'uuid', (c) => c.references('external_teams.id').onDelete('set null'))
    .addColumn('home_name', 'text', (c) => c.notNull())
    .addColumn('away_team_id', 'uuid', (c) => c.references('teams.id').onDelete('set null'))
    .addColumn('away_external_team_id', 'uuid', (c) => c.references('external_teams.id').onDelete('set null'))
    .addColumn('away_name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz')
    .addColumn('court', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'live', 'final', 'forfeited', 'cancelled')`),
    )
    .addColumn('periods', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('home_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('away_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('winner', 'text', (c) => c.check(sql`winner in ('home', 'away', 'tie')`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('games_event_idx').on('games').columns(['event_id', 'starts_at']).execute();
  await db.schema.createIndex('games_group_idx').on('games').column('season_group_id').where(sql.ref('season_group_id'), 'is not', null).execute();
  await sql`create unique index games_bracket_match_key on games (bracket_id, bracket_match_id) where bracket_id is not null`.execute(db);
  await sql`alter table brackets add constraint brackets_source_game_fkey foreign key (source_game_id) references games (id) on delete set null`.execute(db);

  await db.schema
    .createTable('game_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('game_id', 'uuid', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('game_changes_game_idx').on('game_changes').columns(['game_id', 'changed_at']).execute();

  // How a group's standings break ties, in order, after points.
  await db.schema
    .alterTable('season_groups')
    .addColumn('tie_breakers', 'jsonb', (c) => c.notNull().defaultTo(sql`'["headToHead", "pointDifference", "pointsFor"]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('season_groups').dropColumn('tie_breakers').execute();
  await db.schema.dropTable('game_changes').execute();
  await sql`alter table brackets drop constraint brackets_source_game_fkey`.execute(db);
  await db.schema.dropTable('games').execute();
  await db.schema.dropTable('bracket_rows').execute();
  await db.schema.dropTable('brackets').execute();
}
