import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { LIVE_CHANNEL, type LiveMessage } from './publish.ts';

export interface LiveListenerOptions {
  log?: Pick<Logger, 'warn'>;
  /** Wait before reconnect attempt `attempt` (1, 2, ...). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 250 * 2 ** (attempt - 1));

/**
 * What a topic's subscribers hear: a published delta (not yet checked against the topic's schema),
 * or "look again" when deltas may have been missed (the connection was lost, or the subscriber fell
 * too far behind).
 */
export type LiveSignal = { type: 'delta'; delta: unknown } | { type: 'resync' };

/** How many signals a feed holds for a subscriber that is slow to read; past it they collapse into one resync. */
export const FEED_QUEUE_MAX = 100;

/** A topic's signals, in the order published, as an async iterable; the queue is bounded (`FEED_QUEUE_MAX`). */
export interface LiveFeed extends AsyncIterable<LiveSignal> {
  /** Resolves once LISTEN is active: anything committed afterwards is signalled. */
  ready: Promise<void>;
  close(): void;
}

/**
 * One dedicated connection per process doing LISTEN on the live channel, shared by every live
 * subscription of the process and fanned out in memory by topic key. Every process that
 * serves subscriptions holds its own, so a change committed through any process reaches them all.
 * It connects when the first subscriber arrives and disconnects when the last one leaves.
 */
export class LiveListener {
  private readonly emitter = new EventEmitter();
  private readonly log: Pick<Logger, 'warn'> | undefined;
  private readonly backoffMs: (attempt: number) => number;
  private subscribers = 0;
  private client: pg.Client | null = null;
  private listening = false;
  /** Bumped on every start and stop, so callbacks of an abandoned connection change nothing. */
  private generation = 0;
  private attempt = 0;
  private connectedBefore = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly databaseUrl: string,
    options: LiveListenerOptions = {},
  ) {
    this.log = options.log;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.emitter.setMaxListeners(0);
  }

  get subscriberCount(): number {
    return this.subscribers;
  }

  /** Calls `onSignal` with each signal on the topic `key`. Returns the unsubscribe function. */
  subscribe(key: string, onSignal: (signal: LiveSignal) => void): () => void {
    this.emitter.on(key, onSignal);
    this.subscribers += 1;
    if (this.subscribers === 1) this.start();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.emitter.off(key, onSignal);
      this.subscribers -= 1;
      if (this.subscribers === 0) this.stop();
    };
  }

  /** Resolves when LISTEN is active; rejects if `signal` aborts first. */
  whenListening(signal?: AbortSignal): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        signal?.removeEventListener('abort', aborted);
        this.waiters.delete(done);
        resolve();
      };
      const aborted = () => {
        this.waiters.delete(done);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
      };
      if (signal?.aborted) return aborted();
      signal?.addEventListener('abort', aborted, { once: true });
      this.waiters.add(done);
    });
  }

  /** The topic's signals as an async iterable that ends when `signal` aborts or `close()` is called. */
  feed(key: string, signal?: AbortSignal, queueMax = FEED_QUEUE_MAX): LiveFeed {
    const queue: LiveSignal[] = [];
    let closed = false;
    let wake: (() => void) | null = null;
    const poke = () => {
      const resolve = wake;
      wake = null;
      resolve?.();
    };
    const unsubscribe = this.subscribe(key, (next) => {
      // A resync stands for everything before it; so does one that replaces an overflowing queue.
      if (next.type === 'resync' || queue.length >= queueMax) queue.splice(0, queue.length, { type: 'resync' });
      else queue.push(next);
      poke();
    });
    const close = () => {
      if (closed) return;
      closed = true;
      queue.length = 0;
      unsubscribe();
      signal?.removeEventListener('abort', close);
      poke();
    };
    if (signal?.aborted) close();
    else signal?.addEventListener('abort', close, { once: true });
    const ready = this.whenListening(signal);
    // A caller that never awaits `ready` must not see an unhandled rejection when it aborts.
    ready.catch(() => {});
    return {
      ready,
      close,
      async *[Symbol.asyncIterator]() {
        try {
          while (!closed) {
            const next = queue.shift();
            if (next) {
              yield next;
              continue;
            }
            await new Promise<void>((resolve) => (wake = resolve));
          }
        } finally {
          close();
        }
      },
    };
  }

  private start(): void {
    this.generation += 1;
    this.attempt = 0;
    this.connectedBefore = false;
    void this.connect(this.generation);
  }

  private stop(): void {
    this.generation += 1;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    void client?.end().catch(() => {});
  }

  private async connect(generation: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    this.client = client;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      void client.end().catch(() => {});
      if (generation !== this.generation) return;
      this.listening = false;
      this.client = null;
      this.attempt += 1;
      const delay = this.backoffMs(this.attempt);
      this.log?.warn({ err: error, attempt: this.attempt, delayMs: delay }, 'live listener lost its connection; reconnecting');
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (generation === this.generation) void this.connect(generation);
      }, delay);
      this.retryTimer.unref();
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('connection ended')));
    client.on('notification', (message) => {
      if (generation !== this.generation || message.channel !== LIVE_CHANNEL || !message.payload) return;
      const parsed = parseMessage(message.payload);
      if (parsed) this.emitter.emit(parsed.topic, { type: 'delta', delta: parsed.delta } satisfies LiveSignal);
      else this.log?.warn({ bytes: message.payload.length }, 'live listener ignored a payload it could not read');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      fail(error);
      return;
    }
    if (generation !== this.generation || failed) {
      void client.end().catch(() => {});
      return;
    }
    this.listening = true;
    this.attempt = 0;
    // While the connection was down, changes went unheard: tell everyone to look again.
    if (this.connectedBefore) for (const key of this.emitter.eventNames()) this.emitter.emit(key, { type: 'resync' } satisfies LiveSignal);
    this.connectedBefore = true;
    for (const waiter of [...this.waiters]) waiter();
  }
}

function parseMessage(payload: string): LiveMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<LiveMessage> | null;
    return message && typeof message.topic === 'string' ? { topic: message.topic, delta: message.delta } : null;
  } catch {
    return null;
  }
}

const listeners = new Map<string, LiveListener>();

/** The process's listener for a database (tests run several databases in one process). */
export function liveListener(databaseUrl: string, options?: LiveListenerOptions): LiveListener {
  let listener = listeners.get(databaseUrl);
  if (!listener) {
    listener = new LiveListener(databaseUrl, options);
    listeners.set(databaseUrl, listener);
  }
  return listener;
}
