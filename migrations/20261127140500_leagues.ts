import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Leagues (issue 34): teams of different owners play each other. The skeleton `leagues` table gets
 * what a league page shows and may now be run by a person instead of a club (creator_id; one of the
 * two is always set). A league has seasons, a season has divisions, and teams enter a division by
 * applying or being invited (division_entries: one row per team and division, its state moving).
 * A league game is an ordinary event hosted by the home team with a games row naming both real
 * teams and its division; a score is reported by one side and confirmed by the other (or a league
 * admin) in league_score_reports before the games row is final and counts in standings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table leagues alter column organization_id drop not null`.execute(db);
  await db.schema
    .alterTable('leagues')
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sport', 'text', (c) => c.references('game_types.label').onUpdate('cascade'))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`alter table leagues add constraint leagues_has_owner check (organization_id is not null or creator_id is not null)`.execute(db);
  await sql`create index leagues_creator_idx on leagues (creator_id) where creator_id is not null`.execute(db);
  await sql`create index leagues_earth_idx on leagues using gist (ll_to_earth(lat, lng)) where deleted_at is null and lat is not null`.execute(db);
  await sql`create index leagues_name_idx on leagues (lower(name) text_pattern_ops) where deleted_at is null`.execute(db);

  await db.schema
    .createTable('league_seasons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('league_id', 'uuid', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('registration_opens_on', 'date')
    .addColumn('registration_closes_on', 'date')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published', 'completed')`),
    )
    .addColumn('blackout_dates', sql`date[]`, (c) => c.notNull().defaultTo(sql`'{}'::date[]`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('league_seasons_dates', sql`ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('league_seasons_league_idx').on('league_seasons').columns(['league_id', 'starts_on']).execute();

  await db.schema
    .createTable('league_divisions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('season_id', 'uuid', (c) => c.notNull().references('league_seasons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_teams', 'integer')
    .addColumn('tie_breakers', 'jsonb', (c) => c.notNull().defaultTo(sql`'["headToHead", "pointDifference", "pointsFor"]'::jsonb`))
    .addColumn('form_id', 'uuid', (c) => c.references('forms.id').onDelete('set null'))
    /** The division's playoffs: the event holding their bracket, once seeded (seeded once). */
    .addColumn('playoff_event_id', 'uuid', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('league_divisions_season_idx').on('league_divisions').column('season_id').execute();

  await db.schema
    .createTable('division_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('division_id', 'uuid', (c) => c.notNull().references('league_divisions.id').onDelete('cascade'))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('applied', 'invited', 'approved', 'declined', 'withdrawn')`))
    .addColumn('submission_id', 'uuid', (c) => c.references('form_submissions.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('division_entries_team_uniq', ['division_id', 'team_id'])
    .execute();
  await db.schema.createIndex('division_entries_team_idx').on('division_entries').column('team_id').execute();

  await db.schema
    .alterTable('games')
    .addColumn('division_id', 'uuid', (c) => c.references('league_divisions.id').onDelete('set null'))
    .addColumn('league_round', 'integer')
    .execute();
  await sql`create index games_division_idx on games (division_id) where division_id is not null`.execute(db);
  // The away team's schedule lists its league games: found from the games row, not the event.
  await sql`create index games_away_team_league_idx on games (away_team_id) where division_id is not null`.execute(db);

  await db.schema
    .createTable('league_score_reports')
    .addColumn('game_id', 'uuid', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('reported', 'confirmed', 'disputed')`))
    .addColumn('reported_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    /** The side that reported it ('home' or 'away'), or null for a league admin's report. */
    .addColumn('reported_side', 'text', (c) => c.check(sql`reported_side in ('home', 'away')`))
    .addColumn('confirmed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_score_reports').ifExists().execute();
  await sql`drop index if exists games_away_team_league_idx`.execute(db);
  await sql`drop index if exists games_division_idx`.execute(db);
  await db.schema.alterTable('games').dropColumn('league_round').dropColumn('division_id').execute();
  await db.schema.dropTable('division_entries').ifExists().execute();
  await db.schema.dropTable('league_divisions').ifExists().execute();
  await db.schema.dropTable('league_seasons').ifExists().execute();
  await sql`drop index if exists leagues_name_idx`.execute(db);
  await sql`drop index if exists leagues_earth_idx`.execute(db);
  await sql`drop index if exists leagues_creator_idx`.execute(db);
  await sql`alter table leagues drop constraint if exists leagues_has_owner`.execute(db);
  await db.schema
    .alterTable('leagues')
    .dropColumn('creator_id')
    .dropColumn('sport')
    .dropColumn('about')
    .dropColumn('city_name')
    .dropColumn('lat')
    .dropColumn('lng')
    .dropColumn('updated_at')
    .dropColumn('deleted_at')
    .execute();
  await sql`delete from leagues where organization_id is null`.execute(db);
  await sql`alter table leagues alter column organization_id set not null`.execute(db);
}
