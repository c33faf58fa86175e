import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/** The Postgres channel that carries "this user's notifications changed"; the payload is the user id. */
export const NOTIFICATION_CHANNEL = 'rally_notifications';

/**
 * Tells every server process that `userId`'s notifications changed. Inside a transaction Postgres
 * delivers it on commit and drops it on rollback, so listeners never see a change that did not happen.
 */
export async function publishNotificationChange(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${userId})`.execute(db);
}
