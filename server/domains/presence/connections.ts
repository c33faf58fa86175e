import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { PRESENCE_STALE_AFTER_MS } from '../../../shared/presence/presence.ts';

/** Rows refreshed within the stale window: the ones that still count (database clock, as every writer uses it). */
export const freshSince = sql<Date>`now() - make_interval(secs => ${PRESENCE_STALE_AFTER_MS / 1000})`;

/**
 * Serialises one user's opens and closes: without it two tabs closing together each still see the
 * other's row, and neither publishes offline.
 */
const lockUser = (db: Database, userId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`presence:${userId}`}, 0))`.execute(db);

const freshCount = async (db: Database, userId: string) => {
  const row = await db
    .selectFrom('presenceConnections')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('lastSeenAt', '>', freshSince)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Records an open connection; the user's first one publishes that they came online. */
export async function openConnection(db: Database, connection: { id: string; userId: string; processId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, connection.userId);
    await trx.insertInto('presenceConnections').values(connection).execute();
    if ((await freshCount(trx, connection.userId)) === 1) await publish(trx, TOPICS.presenceUser(connection.userId), {});
  });
}

/** Forgets a closed connection; the user's last one publishes that they went offline. */
export async function closeConnection(db: Database, connection: { id: string; userId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, connection.userId);
    const deleted = await trx.deleteFrom('presenceConnections').where('id', '=', connection.id).executeTakeFirst();
    if (deleted.numDeletedRows > 0n && (await freshCount(trx, connection.userId)) === 0) await publish(trx, TOPICS.presenceUser(connection.userId), {});
  });
}

/**
 * A process's heartbeat: its open connections are still there. Written back if a sweep took them
 * (the process was stalled past the stale window but its streams survived), so they count again.
 */
export async function refreshConnections(db: Database, processId: string, connections: ReadonlyMap<string, string>): Promise<void> {
  if (connections.size === 0) return;
  const ids = [...connections.keys()];
  const userIds = [...connections.values()];
  // Joined to users: a deleted account's connection (its row gone with it) must not fail the beat
  // of every other connection of the process.
  await sql`
    insert into presence_connections (id, user_id, process_id, last_seen_at)
    select c.id, c.user_id, ${processId}, now()
    from unnest(${ids}::uuid[], ${userIds}::uuid[]) as c(id, user_id)
    join users u on u.id = c.user_id
    on conflict (id) do update set last_seen_at = now()`.execute(db);
}

/**
 * Deletes the rows nobody refreshed (their process died or lost the database) and tells the
 * watchers of each user left with no fresh row that they went offline. Any process may run it,
 * several at once: each publishes only for the rows it deleted.
 */
export async function sweepStaleConnections(db: Database): Promise<string[]> {
  const stale = await db.deleteFrom('presenceConnections').where('lastSeenAt', '<=', freshSince).returning('userId').execute();
  const offline: string[] = [];
  for (const userId of new Set(stale.map((row) => row.userId))) {
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      if ((await freshCount(trx, userId)) > 0) return;
      await publish(trx, TOPICS.presenceUser(userId), {});
      offline.push(userId);
    });
  }
  return offline;
}
