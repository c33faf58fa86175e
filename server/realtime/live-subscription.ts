import { TRPCError } from '@trpc/server';
import { AppError } from '../errors/app-error.ts';
import type { Logger } from '../logger.ts';
import { notificationListener } from './notification-listener.ts';

export interface LiveSubscription<T> {
  /** The change-feed key the publisher signals (a user id, `team-chat:<id>`, `event-games:<id>`). */
  key: string;
  signal: AbortSignal | undefined;
  /** Who may listen, checked before anything streams; its refusal is the subscription's answer. */
  authorize: () => Promise<unknown>;
  /** What the subscriber sees: read once at the start and again after each change. */
  read: () => Promise<T>;
  /** Skips a value equal to the last one sent (a count that did not move). */
  same?: (previous: T, next: T) => boolean;
}

/**
 * A subscription's resolver, for routers: the access check runs before the stream exists, so a
 * stranger's refusal is an ordinary error answer with its own code (not an error inside the stream,
 * which tRPC reports as INTERNAL_SERVER_ERROR). Inside the stream, a domain refusal (a member
 * removed while listening) still ends it with its own code.
 */
export async function liveSubscription<T>(deps: { databaseUrl: string; log: Logger }, subscription: LiveSubscription<T>): Promise<AsyncIterable<T>> {
  await subscription.authorize();
  const changes = notificationListener(deps.databaseUrl, { log: deps.log }).changes(subscription.key, subscription.signal);
  const { read, same } = subscription;
  return {
    async *[Symbol.asyncIterator]() {
      try {
        // Listening before the first read: a change committed in between is then not missed.
        await changes.ready;
        let last = await readMapped(read);
        yield last;
        for await (const _change of changes) {
          const next = await readMapped(read);
          if (same?.(last, next)) continue;
          yield (last = next);
        }
      } finally {
        changes.close();
      }
    },
  };
}

async function readMapped<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw new TRPCError({ code: error.trpcCode, message: error.message, cause: error });
    throw error;
  }
}
