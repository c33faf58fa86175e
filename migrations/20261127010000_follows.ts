import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Hosts you follow (issue 32): a user follows an organiser (a user) or a public team. Exactly one
 * host per row, and one row per follower and host, so following twice is harmless. Indexed by
 * host too: a new event's fan-out reads a host's followers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('host_follows')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('follower_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('host_user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('host_team_id', 'uuid', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('host_follows_one_host', sql`num_nonnulls(host_user_id, host_team_id) = 1`)
    .addCheckConstraint('host_follows_not_self', sql`host_user_id is distinct from follower_id`)
    .execute();
  await sql`create unique index host_follows_user_uniq on host_follows (follower_id, host_user_id) where host_user_id is not null`.execute(db);
  await sql`create unique index host_follows_team_uniq on host_follows (follower_id, host_team_id) where host_team_id is not null`.execute(db);
  await sql`create index host_follows_host_user_idx on host_follows (host_user_id) where host_user_id is not null`.execute(db);
  await sql`create index host_follows_host_team_idx on host_follows (host_team_id) where host_team_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('host_follows').execute();
}
