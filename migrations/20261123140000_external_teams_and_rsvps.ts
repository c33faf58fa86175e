import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * External teams: opponents that are not on Rally, kept by name per team for schedules and games.
 * Team RSVPs: a member's Going / Maybe / Not going for an event the team hosts (events.hosting_team_id),
 * changeable until the event starts; team_event_nudges records when the organiser last reminded
 * non-responders.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('external_teams')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index external_teams_team_name_key on external_teams (team_id, lower(name))`.execute(db);

  await sql`alter table events add constraint events_hosting_team_fkey foreign key (hosting_team_id) references teams (id) on delete set null`.execute(db);
  await db.schema
    .createIndex('events_hosting_team_idx')
    .on('events')
    .columns(['hosting_team_id', 'starts_at'])
    .where(sql.ref('hosting_team_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('team_event_rsvps')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('going', 'maybe', 'not-going')`))
    .addColumn('answered_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_event_rsvps_pkey', ['event_id', 'user_id'])
    .execute();
  // One-tap answers from e-mail, without signing in: a random token (stored hashed) per mail, for
  // one member and one event, good for any of the three answers until the event starts.
  await db.schema
    .createTable('team_rsvp_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_rsvp_links_event_idx').on('team_rsvp_links').column('event_id').execute();

  // Team chat and announcements: one thread per team, read by its members, live over SSE.
  await db.schema
    .createTable('team_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_announcement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('team_messages_team_idx').on('team_messages').columns(['team_id', 'created_at']).execute();

  await db.schema
    .createTable('team_event_nudges')
    .addColumn('event_id', 'uuid', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('nudged_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_event_nudges').ifExists().execute();
  await db.schema.dropTable('team_messages').ifExists().execute();
  await db.schema.dropTable('team_rsvp_links').ifExists().execute();
  await db.schema.dropTable('team_event_rsvps').ifExists().execute();
  await sql`drop index if exists events_hosting_team_idx`.execute(db);
  await sql`alter table events drop constraint if exists events_hosting_team_fkey`.execute(db);
  await db.schema.dropTable('external_teams').ifExists().execute();
}
