import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // Other migrations create these too; `if not exists` lets them coexist in any order.
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);

  // Places: venues events happen at, with the sports and surfaces they serve.
  await db.schema
    .createTable('places')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // A place outlives the account that added it: others' events still happen there.
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 120`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('geohash', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('sports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('surfaces', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('places_lat_lng_check', sql`lat between -90 and 90 and lng between -180 and 180`)
    .execute();
  await sql`create index places_earth_idx on places using gist (ll_to_earth(lat, lng))`.execute(db);
  await sql`create index places_name_trgm_idx on places using gin (name gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('place_photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('place_id', 'uuid', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    // The storage object behind the URL, so removing a photo can remove its file.
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('place_photos_place_idx').on('place_photos').columns(['place_id', 'position']).execute();

  // A recurring event is a series (an RFC 5545 rule with excluded dates) whose occurrences are
  // real event rows, materialised ahead: each occurrence has its own roster, and discovery stays
  // one indexed query over events.
  await db.schema
    .createTable('event_series')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // RRULE text without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=TU;COUNT=10' (reoccurringInfo).
    .addColumn('rrule', 'text', (c) => c.notNull())
    // The first occurrence's local wall-clock start, read in `timezone`, so DST never shifts it.
    .addColumn('dtstart_local', 'timestamp', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('excluded_dates', sql`date[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // Occurrences exist up to this local date; a job extends open-ended series.
    .addColumn('materialized_through', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('series_id', 'uuid', (c) => c.references('event_series.id').onDelete('set null'))
    // The occurrence's local date within its series.
    .addColumn('occurrence_date', 'date')
    // Edited on its own: series-wide edits leave it alone.
    .addColumn('detached', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('creator_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 120`))
    .addColumn('game_type', 'text', (c) => c.notNull().references('game_types.label').onUpdate('cascade'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes between 1 and 10080`))
    // starts_at + duration, kept by the code that writes either (timestamptz arithmetic cannot be a
    // generated column), so "happening now" and calendar feeds need no arithmetic.
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    // The venue's IANA zone: the event's wall-clock times are read there.
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('place_id', 'uuid', (c) => c.references('places.id').onDelete('set null'))
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('geohash', 'text', (c) => c.notNull())
    // Teams arrive with their own issue; the id is kept now and gains its key then.
    .addColumn('hosting_team_id', 'uuid')
    .addColumn('team_name', 'text')
    .addColumn('is_private', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('make_public_after', 'timestamptz')
    // Null means no limit (guests count against it).
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity is null or capacity > 0`))
    .addColumn('allow_waitlist', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('has_minimum_needed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('minimum_needed', 'integer', (c) => c.check(sql`minimum_needed is null or minimum_needed > 0`))
    // Hours before the start at which an event short of its minimum is cancelled.
    .addColumn('minimum_cutoff_hours', 'integer', (c) => c.check(sql`minimum_cutoff_hours is null or minimum_cutoff_hours >= 0`))
    .addColumn('hours_to_cancel_before', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hours_to_cancel_before >= 0`),
    )
    .addColumn('creator_approval_needed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_late_rsvp', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_participant_guests', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('guest_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`guest_limit >= 0`),
    )
    .addColumn('charge_guests', 'boolean', (c) => c.notNull().defaultTo(false))
    // 0 is a free event; paid events charge through the organiser's connected account.
    .addColumn('price_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_cents >= 0`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    // Spots taken (joiners going or holding an offer, plus their guests). Kept in the row so that
    // joining is one conditional update: concurrent joins can never overfill the event.
    .addColumn('spots_taken', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`spots_taken >= 0`),
    )
    .addColumn('cancelled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('rated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('english'::regconfig, title || ' ' || game_type || ' ' || location_name || ' ' || description)`).stored(),
    )
    .addCheckConstraint('events_lat_lng_check', sql`lat between -90 and 90 and lng between -180 and 180`)
    .addCheckConstraint('events_ends_after_start_check', sql`ends_at > starts_at`)
    .addUniqueConstraint('events_series_occurrence_key', ['series_id', 'occurrence_date'])
    .execute();
  await sql`create index events_earth_idx on events using gist (ll_to_earth(lat, lng))`.execute(db);
  await db.schema.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();
  await db.schema.createIndex('events_creator_idx').on('events').columns(['creator_id', 'starts_at']).execute();
  await db.schema.createIndex('events_place_idx').on('events').columns(['place_id', 'starts_at']).execute();
  await db.schema.createIndex('events_series_idx').on('events').columns(['series_id', 'starts_at']).execute();
  await sql`create index events_search_idx on events using gin (search)`.execute(db);

  await db.schema
    .createTable('event_slot_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity is null or capacity > 0`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('event_slot_groups_event_idx').on('event_slot_groups').columns(['event_id', 'position']).execute();

  // Joiners (RSVPs). 'pending' waits for the creator's approval; 'offered' is a promoted
  // waitlister holding a paid spot until offer_expires_at; 'left' and 'declined' keep history.
  await db.schema
    .createTable('event_joiners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'going', 'waitlisted', 'offered', 'declined', 'left')`))
    .addColumn('guests', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`guests >= 0`),
    )
    .addColumn('guest_names', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('slot_group_id', 'uuid', (c) => c.references('event_slot_groups.id').onDelete('set null'))
    // Waitlist order: first come, first promoted; a rejoin takes a new place at the back.
    .addColumn('queue_seq', 'bigserial', (c) => c.notNull())
    .addColumn('offer_expires_at', 'timestamptz')
    // The billing payment for a paid spot (payments live in the billing domain).
    .addColumn('payment_id', 'uuid')
    .addColumn('payment_status', 'text', (c) => c.check(sql`payment_status is null or payment_status in ('pending', 'paid', 'refunded')`))
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_joiners_event_user_key', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_joiners_event_status_idx').on('event_joiners').columns(['event_id', 'status', 'queue_seq']).execute();
  await db.schema.createIndex('event_joiners_user_idx').on('event_joiners').columns(['user_id', 'status']).execute();

  // favoritedList
  await db.schema
    .createTable('event_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_favorites_pkey', ['user_id', 'event_id'])
    .execute();

  // The private per-user iCal feed: the token in its URL is the only credential a calendar app
  // can present, so it is random, revocable and grants nothing but reading the feed.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per message sent about an event to a user (reminder, cancellation, promotion...), so
  // a job that runs twice sends nothing twice.
  await db.schema
    .createTable('event_deliveries')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_deliveries_pkey', ['event_id', 'user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_deliveries',
    'calendar_feeds',
    'event_favorites',
    'event_joiners',
    'event_slot_groups',
    'events',
    'event_series',
    'place_photos',
    'places',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
