import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // An invitation to an event sent to an address with no account yet: the mail carries a sign-up
  // link whose token proves the address; the account that verifies it becomes an invitee
  // (event_invites), so a private event opens to them.
  await db.schema
    .createTable('event_email_invites')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_email_invites_pkey', ['event_id', 'email'])
    .execute();
  await db.schema.createIndex('event_email_invites_email_idx').on('event_email_invites').column('email').execute();
  await db.schema.createIndex('event_email_invites_token_idx').on('event_email_invites').column('token_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_email_invites').ifExists().execute();
}
