import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // A chat message pinned as an announcement (issue 31): shown at the top of the team page and its
  // chat until it is unpinned or its expiry passes. Expiry is a query filter, so no job clears it.
  await db.schema
    .alterTable('team_messages')
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('pinned_until', 'timestamptz')
    .addColumn('pinned_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`alter table team_messages add constraint team_messages_expiry_only_when_pinned check (pinned_until is null or pinned_at is not null)`.execute(db);
  await sql`create index team_messages_pinned_idx on team_messages (team_id, pinned_at desc) where pinned_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists team_messages_pinned_idx`.execute(db);
  await db.schema.alterTable('team_messages').dropColumn('pinned_by').dropColumn('pinned_until').dropColumn('pinned_at').execute();
}
