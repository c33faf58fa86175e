import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

/**
 * Presence (issue 33): one row per open live connection of a signed-in tab, written by the server
 * process that holds it. The process refreshes last_seen_at on a heartbeat; a user is online while
 * any of their rows is fresh, so a crashed process's rows go stale and its users go offline.
 * Unlogged: a row is only as good as the connection it stands for, which a database restart ends
 * anyway, so it is not worth the write-ahead log on every heartbeat.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table presence_connections (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      process_id uuid not null,
      last_seen_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index presence_connections_user_idx on presence_connections (user_id, last_seen_at)`.execute(db);
  await sql`create index presence_connections_process_idx on presence_connections (process_id)`.execute(db);
  await sql`create index presence_connections_seen_idx on presence_connections (last_seen_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('presence_connections').execute();
}
