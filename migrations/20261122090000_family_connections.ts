import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

const RELATIONS = sql`('parent', 'child', 'spouse', 'sibling', 'guardian', 'other')`;

export async function up(db: Kysely<any>): Promise<void> {
  // A family member without an account (a child without an e-mail): a real person whom the user
  // who added them can later register for events and teams. Phones are shared in families, so
  // nothing here is unique.
  await db.schema
    .createTable('family_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull().check(sql`age between 1 and 120`))
    .addColumn('phone_number', 'text', (c) => c.notNull()) // E.164
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('family_members_created_by_idx').on('family_members').column('created_by').execute();

  // The spec's family connection. requester_relation is what the recipient is to the requester
  // (the relation picked in the requester's row); recipient_relation is the reciprocal, what the
  // requester is to the recipient. Each side's list shows its own column.
  await db.schema
    .createTable('family_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('requester_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('family_member_id', 'uuid', (c) => c.references('family_members.id').onDelete('cascade'))
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('requester_relation', 'text', (c) => c.notNull().check(sql`requester_relation in ${RELATIONS}`))
    .addColumn('recipient_relation', 'text', (c) => c.notNull().check(sql`recipient_relation in ${RELATIONS}`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted')`))
    .addColumn('is_recipient_gth_user', 'boolean', (c) => c.notNull())
    .addColumn('recipient_age', 'integer', (c) => c.check(sql`recipient_age between 1 and 120`))
    .addColumn('recipient_phone_number', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('family_connections_one_recipient', sql`num_nonnulls(recipient_id, family_member_id) = 1`)
    .addCheckConstraint('family_connections_gth_user', sql`is_recipient_gth_user = (recipient_id is not null)`)
    .addCheckConstraint('family_connections_self', sql`recipient_id is null or recipient_id <> requester_id`)
    // Someone without an account cannot confirm, so their connection is accepted when made.
    .addCheckConstraint(
      'family_connections_non_user',
      sql`family_member_id is null or (status = 'accepted' and recipient_age is not null and recipient_phone_number is not null)`,
    )
    .execute();
  // One connection per pair of users, whichever of them asked first.
  await sql`create unique index family_connections_pair_key on family_connections (least(requester_id, recipient_id), greatest(requester_id, recipient_id)) where recipient_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('family_connections_requester_idx').on('family_connections').column('requester_id').execute();
  await db.schema.createIndex('family_connections_recipient_idx').on('family_connections').column('recipient_id').execute();
  await db.schema.createIndex('family_connections_member_idx').on('family_connections').column('family_member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('family_connections').ifExists().execute();
  await db.schema.dropTable('family_members').ifExists().execute();
}
