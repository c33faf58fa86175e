import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Group conversations (issue 33): a conversation without a direct key is a group, with a title
 * and the member who made it. A participant may mute one (no notices for it) or leave it (kept as
 * a row with the time, so the "left" line and their earlier messages keep a name; a member who
 * left is no longer a participant). A message has a kind: ordinary text, or a line about the
 * group itself ("<name> left"), which no one counts as unread.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('conversations')
    .addColumn('title', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('conversation_participants')
    .addColumn('muted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('left_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('text')
        .check(sql`kind in ('text', 'left', 'added')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('kind').execute();
  await db.schema.alterTable('conversation_participants').dropColumn('left_at').dropColumn('muted').execute();
  await db.schema.alterTable('conversations').dropColumn('created_by').dropColumn('title').execute();
}
