import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Clubs (issue 34), second half. An organisation's roster gets the roles a club has (owner, admin,
 * coach, treasurer, member) instead of a team's: a club has no players, parents or fans of its
 * own (those are on its teams), and whoever was one is a member. Club news: announcements posted
 * by the club's admins, public or for members only, each told to every member once
 * (organization_news_deliveries makes a rerun of the notifying job send nothing twice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table organization_members drop constraint if exists organization_members_role_check`.execute(db);
  await sql`update organization_members set role = 'member' where role in ('player', 'parent', 'fan')`.execute(db);
  await sql`alter table organization_members add constraint organization_members_role check (role in ('owner', 'admin', 'coach', 'treasurer', 'member'))`.execute(
    db,
  );
  // Ownership moves only by transfer: nobody is invited as an owner.
  await sql`alter table organization_members add constraint organization_members_invited_not_owner check (state = 'active' or role <> 'owner')`.execute(db);

  await db.schema
    .createTable('organization_news')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('public', 'members')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index organization_news_club_idx on organization_news (organization_id, created_at desc, id desc)`.execute(db);
  await db.schema
    .createTable('organization_news_deliveries')
    .addColumn('news_id', 'uuid', (c) => c.notNull().references('organization_news.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organization_news_deliveries_pkey', ['news_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organization_news_deliveries').execute();
  await db.schema.dropTable('organization_news').execute();
  await sql`alter table organization_members drop constraint if exists organization_members_invited_not_owner`.execute(db);
  await sql`alter table organization_members drop constraint if exists organization_members_role`.execute(db);
  await sql`update organization_members set role = 'player' where role in ('treasurer', 'member')`.execute(db);
  await sql`alter table organization_members add constraint organization_members_role_check check (role in ('owner', 'admin', 'coach', 'player', 'parent', 'fan'))`.execute(
    db,
  );
}
