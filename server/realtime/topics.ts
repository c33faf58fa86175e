import { z } from 'zod';

/**
 * Every live topic, with the delta a publisher sends under it. A delta is small (ids, a kind):
 * Postgres refuses a NOTIFY payload of 8000 bytes or more, so a subscriber that needs the row reads
 * it by id, with its own access checks. The schemas check what arrives from the database, where a
 * process of another version may have published it; a delta that does not parse is read as "look
 * again" (a fresh snapshot), never trusted.
 */
export const TOPIC_DELTAS = {
  /**
   * A user's notifications changed (one arrived, was read or deleted), or which of their
   * conversations hold unread messages: the unread counts are re-read.
   */
  notifications: z.object({}),
  /** A message was posted to a team's thread. */
  'team-chat': z.object({ messageId: z.uuid() }),
  /** A game of an event was added, scored, changed or removed; null when several changed at once (a bracket). */
  'event-games': z.object({ gameId: z.uuid().nullable() }),
  /**
   * Something happened in a conversation: a message was sent, a participant is typing, or one read
   * up to now. A delta of an older version (no `kind`) does not parse, so it is read as a resync.
   */
  conversation: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('message'), messageId: z.uuid() }),
    z.object({ kind: z.literal('typing'), userId: z.uuid() }),
    z.object({ kind: z.literal('read'), userId: z.uuid() }),
  ]),
  /** One of a user's conversations changed (a message in it, read, blocked): their inbox re-reads that row. */
  inbox: z.object({ conversationId: z.uuid() }),
  /** Who is here, within a scope (a team, an event); for presence indicators, not yet published by anything. */
  presence: z.object({ userId: z.uuid(), state: z.enum(['online', 'away', 'offline']) }),
  /**
   * One user went online or offline (first tab opened, last closed or went stale), or changed who
   * may see it: watchers re-read, with the privacy and block checks, never trusting the delta.
   */
  'presence-user': z.object({}),
} as const;

export type TopicKind = keyof typeof TOPIC_DELTAS;
export type TopicDelta<K extends TopicKind> = z.output<(typeof TOPIC_DELTAS)[K]>;

/** A topic instance: a kind and the id it is about. `key` is what travels on the wire and what the listener fans out by. */
export interface Topic<K extends TopicKind = TopicKind> {
  readonly kind: K;
  readonly key: string;
}

const topic = <K extends TopicKind>(kind: K, id: string): Topic<K> => ({ kind, key: `${kind}:${id}` });

/** The topics, by what they are about. */
export const TOPICS = {
  notifications: (userId: string) => topic('notifications', userId),
  teamChat: (teamId: string) => topic('team-chat', teamId),
  eventGames: (eventId: string) => topic('event-games', eventId),
  conversation: (conversationId: string) => topic('conversation', conversationId),
  inbox: (userId: string) => topic('inbox', userId),
  presence: (scope: { teamId: string } | { eventId: string }) => topic('presence', 'teamId' in scope ? `team:${scope.teamId}` : `event:${scope.eventId}`),
  presenceUser: (userId: string) => topic('presence-user', userId),
};

/** The delta as published for `topic`, or null when it does not parse (the subscriber then re-reads everything). */
export function parseDelta<K extends TopicKind>(topic: Topic<K>, delta: unknown): TopicDelta<K> | null {
  const parsed = TOPIC_DELTAS[topic.kind].safeParse(delta);
  return parsed.success ? (parsed.data as TopicDelta<K>) : null;
}
