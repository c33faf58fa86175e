import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Seasons (issue 15): a team's season (label, dates, status) with its groups (divisions by age,
 * skill or gender, each with an optional capacity) and sessions (blocks of team events: "Tuesday
 * practices, Sep-Nov"; events.season_session_id ties an ordinary team event to one). A
 * registration puts a player (a user, or a family member without an account) on a season, in a
 * group when it has groups, registered or waitlisted in queue order when the group is full.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seasons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'open', 'closed', 'archived')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seasons_dates_check', sql`ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('seasons_team_idx').on('seasons').columns(['team_id', 'starts_on']).execute();

  await db.schema
    .createTable('season_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('season_id', 'uuid', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('age', 'skill', 'gender', 'division')`))
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index season_groups_season_name_key on season_groups (season_id, lower(name))`.execute(db);

  await db.schema
    .createTable('season_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('season_id', 'uuid', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('season_sessions_dates_check', sql`ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('season_sessions_season_idx').on('season_sessions').column('season_id').execute();
  await db.schema
    .alterTable('events')
    .addColumn('season_session_id', 'uuid', (c) => c.references('season_sessions.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('events_season_session_idx')
    .on('events')
    .columns(['season_session_id', 'starts_at'])
    .where(sql.ref('season_session_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('season_registrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('season_id', 'uuid', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('group_id', 'uuid', (c) => c.references('season_groups.id').onDelete('set null'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('family_member_id', 'uuid', (c) => c.references('family_members.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('registered', 'waitlisted', 'cancelled')`))
    .addColumn('registered_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('queue_seq', 'bigserial', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('season_registrations_who_check', sql`(user_id is null) <> (family_member_id is null)`)
    .execute();
  // One live registration per player and season; a cancelled one may be followed by a new one.
  await sql`create unique index season_registrations_user_key on season_registrations (season_id, user_id) where user_id is not null and status <> 'cancelled'`.execute(
    db,
  );
  await sql`create unique index season_registrations_dependent_key on season_registrations (season_id, family_member_id) where family_member_id is not null and status <> 'cancelled'`.execute(
    db,
  );
  await db.schema.createIndex('season_registrations_user_idx').on('season_registrations').column('user_id').execute();
  await db.schema.createIndex('season_registrations_group_idx').on('season_registrations').columns(['group_id', 'status', 'queue_seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('season_registrations').execute();
  await db.schema.alterTable('events').dropColumn('season_session_id').execute();
  await db.schema.dropTable('season_sessions').execute();
  await db.schema.dropTable('season_groups').execute();
  await db.schema.dropTable('seasons').execute();
}
