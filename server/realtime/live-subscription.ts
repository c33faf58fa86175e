import { TRPCError } from '@trpc/server';
import { AppError } from '../errors/app-error.ts';
import type { Logger } from '../logger.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { LIVE_LIMITS } from '../../shared/limits/limits.ts';
import { liveListener } from './live-listener.ts';
import { parseDelta, type Topic, type TopicDelta, type TopicKind } from './topics.ts';

/** What the helper needs of a request's context: the database to LISTEN on, and who is asking (for the cap). */
export interface LiveContext {
  databaseUrl: string;
  log: Logger;
  auth: { user: { id: string } } | null;
  ip: string;
}

export interface LiveOptions<K extends TopicKind, T> {
  topic: Topic<K>;
  signal: AbortSignal | undefined;
  /** Who may listen, checked before anything streams; its refusal is the subscription's answer. */
  authorize: () => Promise<unknown>;
  /** What the subscriber sees first, and again whenever deltas may have been missed (reconnects, overflow). */
  snapshot: () => Promise<T>;
  /**
   * What one published delta sends: the new row read by its id, say, rather than the whole list.
   * `undefined` sends nothing (a row the subscriber may not see). Without it, a delta re-sends the snapshot.
   */
  change?: (delta: TopicDelta<K>, tools: ChangeTools) => Promise<T | undefined>;
  /** Skips a value equal to the last one sent (a count that did not move). */
  same?: (previous: T, next: T) => boolean;
  /**
   * Runs once the stream listens, and returns what to run when it ends: state that lives exactly
   * as long as the connection (presence). Its failures are logged, never the stream's end.
   */
  onOpen?: () => Promise<() => Promise<void>>;
}

/** What a `change` may use besides its delta. */
export interface ChangeTools {
  /**
   * Runs `read` once for every subscriber of this process that hears this same published delta
   * and asks under the same `key`; the others get its promise. A delta reaches every subscriber
   * of a topic at once: a thousand members of a team's open chat each reading the new message
   * would be a thousand queries, where one does. Only what every subscriber may share belongs
   * here (the row, who may see it); each subscriber's own checks stay outside.
   */
  shared: <R>(key: string, read: () => Promise<R>) => Promise<R>;
}

/**
 * The shared reads of one delta, held by the signal object the process's listener emitted to all
 * of the topic's subscribers: they live exactly as long as some subscriber still holds that signal.
 */
const sharedReads = new WeakMap<object, Map<string, Promise<unknown>>>();
function sharedFor(signal: object): ChangeTools['shared'] {
  return <R>(key: string, read: () => Promise<R>) => {
    let reads = sharedReads.get(signal);
    if (!reads) sharedReads.set(signal, (reads = new Map()));
    let pending = reads.get(key) as Promise<R> | undefined;
    if (!pending) reads.set(key, (pending = read()));
    return pending;
  };
}

/** Open live subscriptions per user (or per address, signed out) in this process. */
const open = new Map<string, number>();

/**
 * A subscription's resolver, for routers: the one way anything is streamed live. The cap and the
 * access check run in the resolver, before the stream exists, so a refusal is the answer's first
 * and only event, in its own code (FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS), never data and never
 * the INTERNAL_SERVER_ERROR tRPC makes of an error thrown later inside a generator. It then listens
 * on the topic, sends the snapshot, and after it one value per published delta. Inside the stream,
 * a domain refusal (a member removed while listening) ends it with its own code. The listener and
 * the slot are let go when the client disconnects (`signal`).
 */
export async function liveSubscription<K extends TopicKind, T>(ctx: LiveContext, options: LiveOptions<K, T>): Promise<AsyncIterable<T>> {
  const { topic, signal, snapshot, change, same } = options;
  const who = ctx.auth ? `user:${ctx.auth.user.id}` : `address:${ctx.ip}`;
  const cap = ctx.auth ? LIVE_LIMITS.subscriptionsPerUser : LIVE_LIMITS.subscriptionsPerAddress;
  if ((open.get(who) ?? 0) >= cap) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: APP_MESSAGES.tooManyLiveViews });
  // Counted from here, so requests that arrive together while access is checked cannot pass the cap.
  open.set(who, (open.get(who) ?? 0) + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (open.get(who) ?? 1) - 1;
    if (left > 0) open.set(who, left);
    else open.delete(who);
  };
  try {
    await mapped(options.authorize);
  } catch (error) {
    release();
    throw error;
  }
  if (signal?.aborted) {
    release();
    return (async function* () {})();
  }

  const feed = liveListener(ctx.databaseUrl, { log: ctx.log }).feed(topic.key, signal);
  signal?.addEventListener('abort', release, { once: true });
  const close = () => {
    feed.close();
    release();
    signal?.removeEventListener('abort', release);
  };

  return {
    async *[Symbol.asyncIterator]() {
      let onClose: (() => Promise<void>) | undefined;
      try {
        // Listening before the snapshot: a change committed in between is then not missed.
        await feed.ready;
        onClose = await opened(ctx, options.onOpen);
        let last = await mapped(snapshot);
        yield last;
        for await (const next of feed) {
          const delta = next.type === 'delta' && change ? parseDelta(topic, next.delta) : null;
          const value = delta && change ? await mapped(() => change(delta, { shared: sharedFor(next) })) : await mapped(snapshot);
          if (value === undefined || (same && same(last, value))) continue;
          yield (last = value);
        }
      } finally {
        close();
        await onClose?.().catch((error: unknown) => ctx.log.warn({ err: error, topic: topic.kind }, 'live stream close hook failed'));
      }
    },
  };
}

async function opened(ctx: LiveContext, onOpen: LiveOptions<TopicKind, unknown>['onOpen']): Promise<(() => Promise<void>) | undefined> {
  if (!onOpen) return undefined;
  try {
    return await onOpen();
  } catch (error) {
    ctx.log.warn({ err: error }, 'live stream open hook failed');
    return undefined;
  }
}

/** How many live subscriptions `who` holds open in this process (tests). */
export function openSubscriptions(userId: string): number {
  return open.get(`user:${userId}`) ?? 0;
}

async function mapped<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw new TRPCError({ code: error.trpcCode, message: error.message, cause: error });
    throw error;
  }
}

/**
 * What a live list sends: its newest page first (again after a reconnect or an overflow), then
 * each item added or changed, so a long list is read once. The client replaces the item with the
 * same id, or adds it.
 */
export type LiveList<Item, Snapshot extends object = object> = ({ type: 'snapshot'; items: Item[] } & Snapshot) | { type: 'item'; item: Item };
