import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Web push (issue 33). push_registrations holds one row per browser subscription: the push
 * service's endpoint (unique, since one browser has one; a new sign-in in the same browser moves
 * it to the new user) and the keys the payload is encrypted with. push_deliveries records each
 * notification pushed to each registration, so a rerun of the sending job pushes nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_registrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('application_pub_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_success_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('push_registrations_user_idx').on('push_registrations').column('user_id').execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('notification_id', 'uuid', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('registration_id', 'uuid', (c) => c.notNull().references('push_registrations.id').onDelete('cascade'))
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_deliveries_pk', ['notification_id', 'registration_id'])
    .execute();
  await db.schema.createIndex('push_deliveries_registration_idx').on('push_deliveries').column('registration_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_registrations').execute();
}
