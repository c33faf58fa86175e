import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text')
    .addColumn('full_name', 'text')
    .addColumn('photo_url', 'text')
    // Go-To Area city: the spec's defaultCity {lat, lng, hash (geohash), name}.
    .addColumn('default_city_name', 'text')
    .addColumn('default_city_lat', 'double precision')
    .addColumn('default_city_lng', 'double precision')
    .addColumn('default_city_geohash', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mails are stored lower-cased; the unique index makes sign-up races safe.
  await sql`create unique index users_email_key on users (email)`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the token, hex
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_accounts_pkey', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('oauth_accounts_user_id_idx').on('oauth_accounts').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey()) // SHA-256 of the token, hex
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password', 'verify-new-email')`))
    .addColumn('new_email', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_tokens_user_purpose_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('demo_seeds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'local', 'failed')`),
    )
    .addColumn('provider_message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_created_at_idx').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_outbox', 'demo_seeds', 'rate_limit_counters', 'auth_tokens', 'oauth_accounts', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
