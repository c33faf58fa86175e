import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // Other migrations create these too; `if not exists` lets them coexist in any order.
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);

  // The spec's ActivitySubscription. Its id there is the creation time in ms; two saves in the same
  // millisecond (two users, two tabs) would collide on a global key, so the id is a uuid and the
  // creation time lives in created_at.
  await db.schema
    .createTable('activity_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // {lat, lng, description, name} as the spec shapes it.
    .addColumn('address', 'jsonb', (c) => c.notNull())
    // Derived from the address so they can never disagree with it; the earth index needs columns.
    .addColumn('lat', 'double precision', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`(address->>'lat')::double precision`)
        .stored(),
    )
    .addColumn('lng', 'double precision', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`(address->>'lng')::double precision`)
        .stored(),
    )
    .addColumn('radius_miles', 'integer', (c) => c.notNull().check(sql`radius_miles between 1 and 50`))
    .addColumn('activities', sql`text[]`, (c) => c.notNull().check(sql`cardinality(activities) >= 1`))
    // Set only when temporary.
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    // Set by each save, cleared once its confirmation mail is queued: a confirmation job that runs
    // twice finds nothing left to do.
    .addColumn('confirmation_due_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('activity_subscriptions_lat_lng_check', sql`lat between -90 and 90 and lng between -180 and 180`)
    .addCheckConstraint('activity_subscriptions_dates_check', sql`start_date is null or end_date is null or start_date <= end_date`)
    .execute();
  await db.schema.createIndex('activity_subscriptions_user_idx').on('activity_subscriptions').columns(['user_id', 'created_at']).execute();
  // Alert matching: a box of the widest radius around the event through this index, then the
  // exact distance against each subscription's own radius.
  await sql`create index activity_subscriptions_earth_idx on activity_subscriptions using gist (ll_to_earth(lat, lng))`.execute(db);

  // Alerts waiting for their user's digest: one row per user and event, however many of the
  // user's subscriptions matched it. The event's details are copied, so the digest needs no join
  // to a table owned by another feature.
  await db.schema
    .createTable('activity_alerts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Deleting the subscription withdraws the alerts it caused that have not gone out yet.
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('activity_subscriptions.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_title', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('event_url', 'text', (c) => c.notNull())
    .addColumn('distance_miles', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set once the digest carrying it went out, or once it was dropped as stale.
    .addColumn('sent_at', 'timestamptz')
    .addColumn('notification_id', 'uuid', (c) => c.references('notifications.id').onDelete('set null'))
    .addUniqueConstraint('activity_alerts_user_event_key', ['user_id', 'event_id'])
    .execute();
  await sql`create index activity_alerts_unsent_idx on activity_alerts (user_id, starts_at) where sent_at is null`.execute(db);
  await db.schema.createIndex('activity_alerts_event_idx').on('activity_alerts').column('event_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_alerts').ifExists().execute();
  await db.schema.dropTable('activity_subscriptions').ifExists().execute();
}
