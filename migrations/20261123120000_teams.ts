import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Teams grow from the stub that settings needed into the real thing: what a team is (game type,
 * city, who it is for, privacy, logo), a soft delete that keeps past payments, a share code for the
 * join link, invitations by e-mail for people without an account, and nearest-first search over
 * public teams with the same GiST earth-distance index that player search uses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('teams')
    .addColumn('game_type', 'text', (c) => c.references('game_types.label').onUpdate('cascade'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('logo_url', 'text')
    .addColumn('age_group', 'text', (c) => c.notNull().defaultTo('All ages'))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('Any'))
    .addColumn('skill_level', 'text', (c) => c.notNull().defaultTo('All levels'))
    .addColumn('privacy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`privacy in ('public', 'private', 'invite-only')`),
    )
    .addColumn('share_code', 'text', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`alter table teams add constraint teams_coordinates check ((lat is null) = (lng is null))`.execute(db);
  await sql`
    create index teams_public_earth_idx on teams using gist (ll_to_earth(lat, lng))
    where deleted_at is null and privacy = 'public' and lat is not null
  `.execute(db);

  // The stub's generic 'member' becomes the spec's 'player'; roles are checked from here on.
  await sql`update team_members set role = 'player' where role = 'member'`.execute(db);
  await sql`alter table team_members alter column role set default 'player'`.execute(db);
  await sql`
    alter table team_members add constraint team_members_role check (
      role in ('owner', 'admin', 'coach', 'player', 'parent', 'fan',
               'pending-admin', 'pending-coach', 'pending-player', 'pending-parent', 'pending-fan')
    )
  `.execute(db);
  await db.schema
    .alterTable('team_members')
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // At most one owner per team; "a team always has an owner" is kept by the code that moves it.
  await sql`create unique index team_members_one_owner on team_members (team_id) where role = 'owner'`.execute(db);

  // An invitation to an address with no account yet: claimed (turned into a pending membership)
  // when an account with that verified address exists.
  await db.schema
    .createTable('team_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    // Stored lower-cased, as account e-mails are.
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'coach', 'player', 'parent', 'fan')`))
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // The sign-up link carries the token: following it proves the address, as a verification mail does.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('team_invitations_team_email_key').unique().on('team_invitations').columns(['team_id', 'email']).execute();
  await db.schema.createIndex('team_invitations_email_idx').on('team_invitations').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_invitations').ifExists().execute();
  await sql`drop index if exists team_members_one_owner`.execute(db);
  await db.schema.alterTable('team_members').dropColumn('invited_by').execute();
  await sql`alter table team_members drop constraint if exists team_members_role`.execute(db);
  await sql`alter table team_members alter column role set default 'member'`.execute(db);
  await sql`drop index if exists teams_public_earth_idx`.execute(db);
  await sql`alter table teams drop constraint if exists teams_coordinates`.execute(db);
  for (const column of [
    'deleted_at',
    'updated_at',
    'share_code',
    'privacy',
    'skill_level',
    'gender',
    'age_group',
    'logo_url',
    'lng',
    'lat',
    'city_name',
    'description',
    'game_type',
  ]) {
    await db.schema.alterTable('teams').dropColumn(column).execute();
  }
}
