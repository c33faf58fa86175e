import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { NOTIFICATION_CHANNEL } from './notification-channel.ts';

export interface NotificationListenerOptions {
  log?: Pick<Logger, 'warn'>;
  /** Wait before reconnect attempt `attempt` (1, 2, ...). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 250 * 2 ** (attempt - 1));

/** A stream of "changed" signals for one user. Signals that arrive while nobody reads collapse into one. */
export interface ChangeFeed extends AsyncIterable<void> {
  /** Resolves once LISTEN is active: anything committed afterwards is signalled. */
  ready: Promise<void>;
  close(): void;
}

/**
 * One dedicated connection per process doing LISTEN on the notifications channel, shared by every
 * live subscription of the process and fanned out in memory by user id. Every process that
 * serves subscriptions holds its own, so a change committed through any process reaches them all.
 * It connects when the first subscriber arrives and disconnects when the last one leaves.
 */
export class NotificationListener {
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
    options: NotificationListenerOptions = {},
  ) {
    this.log = options.log;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.emitter.setMaxListeners(0);
  }

  get subscriberCount(): number {
    return this.subscribers;
  }

  /** Calls `onChange` whenever `userId`'s notifications change. Returns the unsubscribe function. */
  subscribe(userId: string, onChange: () => void): () => void {
    this.emitter.on(userId, onChange);
    this.subscribers += 1;
    if (this.subscribers === 1) this.start();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.emitter.off(userId, onChange);
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

  /** The user's changes as an async iterable that ends when `signal` aborts or `close()` is called. */
  changes(userId: string, signal?: AbortSignal): ChangeFeed {
    let dirty = false;
    let closed = false;
    let wake: (() => void) | null = null;
    const poke = () => {
      const resolve = wake;
      wake = null;
      resolve?.();
    };
    const unsubscribe = this.subscribe(userId, () => {
      dirty = true;
      poke();
    });
    const close = () => {
      if (closed) return;
      closed = true;
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
            if (!dirty) await new Promise<void>((resolve) => (wake = resolve));
            if (closed) return;
            dirty = false;
            yield;
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
      this.log?.warn({ err: error, attempt: this.attempt, delayMs: delay }, 'notification listener lost its connection; reconnecting');
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (generation === this.generation) void this.connect(generation);
      }, delay);
      this.retryTimer.unref();
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('connection ended')));
    client.on('notification', (message) => {
      if (generation === this.generation && message.channel === NOTIFICATION_CHANNEL && message.payload) this.emitter.emit(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
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
    if (this.connectedBefore) for (const userId of this.emitter.eventNames()) this.emitter.emit(userId);
    this.connectedBefore = true;
    for (const waiter of [...this.waiters]) waiter();
  }
}

const listeners = new Map<string, NotificationListener>();

/** The process's listener for a database (tests run several databases in one process). */
export function notificationListener(databaseUrl: string, options?: NotificationListenerOptions): NotificationListener {
  let listener = listeners.get(databaseUrl);
  if (!listener) {
    listener = new NotificationListener(databaseUrl, options);
    listeners.set(databaseUrl, listener);
  }
  return listener;
}
