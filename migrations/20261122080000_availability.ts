import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // IANA zone of the user's Go-To Area, so wall-clock availability compares across zones and DST.
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();

  await db.schema
    .createTable('availability')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // monday..sunday -> {isAvailable, timeRanges:[{startTime, endTime}]} in the user's zone.
    .addColumn('weekly', 'jsonb', (c) => c.notNull())
    // [{date, endDate, timeRanges, dailyTimeRanges, isTraveling, location}]
    .addColumn('date_specific', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // {visibilityMode, allowedGenders, communityFilter, allowedCommunities, connectsOnly, requireAllFilters}
    .addColumn('privacy', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('availability').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
