import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // A browser an account signed in from: the device cookie holds a random token, stored here only
  // as its SHA-256, one row per account that signed in with it. Attempts from such a device are
  // counted against that device's own budget, so strangers' failures cannot lock the owner out.
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trusted_devices_pkey', ['token_hash', 'user_id'])
    .execute();
  await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').column('user_id').execute();
  await db.schema.createIndex('trusted_devices_last_used_idx').on('trusted_devices').column('last_used_at').execute();
  // The address (IPv4, or IPv6 /64) of the account's last successful sign-in: the owner's usual
  // address keeps a budget of its own too, for when the device cookie is gone.
  await db.schema.alterTable('users').addColumn('last_sign_in_address', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_sign_in_address').execute();
  await db.schema.dropTable('trusted_devices').ifExists().execute();
}
