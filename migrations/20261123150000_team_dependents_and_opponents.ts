import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Family members without an account on team rosters: a parent (the family member's creator, their
 * guardian) puts a child on a team they belong to and answers the team's events for them. RSVPs
 * and one-tap links gain the family member they are for. Team events gain an opponent from the
 * team's external teams, so the schedule reads "vs Riverside".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_dependents')
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('family_member_id', 'uuid', (c) => c.notNull().references('family_members.id').onDelete('cascade'))
    .addColumn('guardian_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_dependents_pkey', ['team_id', 'family_member_id'])
    .execute();
  await db.schema.createIndex('team_dependents_guardian_idx').on('team_dependents').columns(['guardian_id', 'team_id']).execute();
  await db.schema.createIndex('team_dependents_member_idx').on('team_dependents').column('family_member_id').execute();

  await db.schema
    .createTable('team_event_dependent_rsvps')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('family_member_id', 'uuid', (c) => c.notNull().references('family_members.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('going', 'maybe', 'not-going')`))
    .addColumn('answered_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_event_dependent_rsvps_pkey', ['event_id', 'family_member_id'])
    .execute();

  // A link answers either for the member it was mailed to or for one of their dependents.
  await db.schema
    .alterTable('team_rsvp_links')
    .addColumn('family_member_id', 'uuid', (c) => c.references('family_members.id').onDelete('cascade'))
    .execute();

  await db.schema
    .alterTable('events')
    .addColumn('opponent_id', 'uuid', (c) => c.references('external_teams.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('opponent_id').execute();
  await db.schema.alterTable('team_rsvp_links').dropColumn('family_member_id').execute();
  await db.schema.dropTable('team_event_dependent_rsvps').ifExists().execute();
  await db.schema.dropTable('team_dependents').ifExists().execute();
}
