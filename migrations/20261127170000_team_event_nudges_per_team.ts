import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * A league game is one event played by two teams (issue 34): each team's managers see their own
 * players' answers and nudge them, so the last nudge is kept per event and team, not per event.
 * Rows so far were the hosting team's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('team_event_nudges')
    .addColumn('team_id', 'uuid', (c) => c.references('teams.id').onDelete('cascade'))
    .execute();
  await sql`update team_event_nudges n set team_id = e.hosting_team_id from events e where e.id = n.event_id`.execute(db);
  await sql`delete from team_event_nudges where team_id is null`.execute(db);
  await sql`alter table team_event_nudges alter column team_id set not null`.execute(db);
  await sql`alter table team_event_nudges drop constraint team_event_nudges_pkey`.execute(db);
  await sql`alter table team_event_nudges add primary key (event_id, team_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one row per event: the hosting team's nudge is the one kept.
  await sql`delete from team_event_nudges n using events e where e.id = n.event_id and n.team_id is distinct from e.hosting_team_id`.execute(db);
  await sql`alter table team_event_nudges drop constraint team_event_nudges_pkey`.execute(db);
  await sql`alter table team_event_nudges add primary key (event_id)`.execute(db);
  await db.schema.alterTable('team_event_nudges').dropColumn('team_id').execute();
}
