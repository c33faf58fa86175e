import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Topic, TopicDelta, TopicKind } from './topics.ts';

/** The one Postgres channel every live topic travels on; each process LISTENs to it once. */
export const LIVE_CHANNEL = 'rally_live';

/** Postgres refuses a NOTIFY payload of 8000 bytes or more; deltas are ids, far below it. */
export const MAX_PAYLOAD_BYTES = 7999;

/** What travels in a NOTIFY payload: the topic's key and its delta. */
export interface LiveMessage {
  topic: string;
  delta: unknown;
}

/**
 * Publishes `delta` on `topic` to every server process. Pass the transaction of the change (or
 * call it after the change, with `db`): Postgres sends a NOTIFY issued inside a transaction when
 * that transaction commits and drops it on rollback, so a subscriber never hears of a change it
 * cannot yet read, or of one that did not happen. Identical deltas on one topic within one
 * transaction arrive once.
 */
export async function publish<K extends TopicKind>(db: Database, topic: Topic<K>, delta: TopicDelta<K>): Promise<void> {
  await sql`select ${publishing(topic, delta)}`.execute(db);
}

/**
 * The same publication as an expression, to select beside the write it reports (one round trip
 * fewer, as in notifyUser): it is sent once for each row the select yields, on commit as above.
 */
export function publishing<K extends TopicKind>(topic: Topic<K>, delta: TopicDelta<K>): RawBuilder<unknown> {
  const payload = JSON.stringify({ topic: topic.key, delta } satisfies LiveMessage);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
    throw new Error(`live delta for ${topic.kind} is ${Buffer.byteLength(payload)} bytes; send ids, not rows`);
  return sql`pg_notify(${LIVE_CHANNEL}, ${payload})`;
}
