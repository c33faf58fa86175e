import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // A roster row's invitation state gets a column of its own: the role is one of the six roles, and
  // whether the person has answered the invitation is `state`, not a 'pending-' prefix read out of
  // the role text. (The API still shows an invitee's role as 'pending-<role>', as the spec does.)
  await db.schema
    .alterTable('team_members')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await sql`alter table team_members drop constraint team_members_role`.execute(db);
  await sql`update team_members set state = 'invited', role = substring(role from 9) where role like 'pending-%'`.execute(db);
  await sql`alter table team_members add constraint team_members_role check (role in ('owner', 'admin', 'coach', 'player', 'parent', 'fan'))`.execute(db);
  await sql`alter table team_members add constraint team_members_state check (state in ('active', 'invited'))`.execute(db);
  // Ownership moves only by transfer: nobody is invited as an owner.
  await sql`alter table team_members add constraint team_members_invited_not_owner check (state = 'active' or role <> 'owner')`.execute(db);
  // "Who is on the team" is asked far more often than "who is invited".
  await sql`create index team_members_active_team_idx on team_members (team_id, user_id) where state = 'active'`.execute(db);

  // Scopes above a team: an organisation (a club) holds teams and leagues, and its owners and
  // admins act as admins of them. Its roster has the same roles and states as a team's.
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('organization_members')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'admin', 'coach', 'player', 'parent', 'fan')`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`state in ('active', 'invited')`),
    )
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organization_members_pkey', ['organization_id', 'user_id'])
    .execute();
  await db.schema.createIndex('organization_members_user_idx').on('organization_members').column('user_id').execute();
  await db.schema
    .createTable('leagues')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('leagues_organization_idx').on('leagues').column('organization_id').execute();
  await db.schema
    .alterTable('teams')
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('teams_organization_idx').on('teams').column('organization_id').where(sql.ref('organization_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('teams').dropColumn('organization_id').execute();
  await db.schema.dropTable('leagues').ifExists().execute();
  await db.schema.dropTable('organization_members').ifExists().execute();
  await db.schema.dropTable('organizations').ifExists().execute();
  await sql`drop index if exists team_members_active_team_idx`.execute(db);
  await sql`alter table team_members drop constraint if exists team_members_invited_not_owner`.execute(db);
  await sql`alter table team_members drop constraint if exists team_members_state`.execute(db);
  await sql`alter table team_members drop constraint if exists team_members_role`.execute(db);
  await sql`update team_members set role = 'pending-' || role where state = 'invited'`.execute(db);
  await sql`
    alter table team_members add constraint team_members_role check (
      role in ('owner', 'admin', 'coach', 'player', 'parent', 'fan',
               'pending-admin', 'pending-coach', 'pending-player', 'pending-parent', 'pending-fan')
    )
  `.execute(db);
  await db.schema.alterTable('team_members').dropColumn('state').execute();
}
