import { availableParallelism } from 'node:os';
import { AppError, type AppErrorCode } from '../errors/app-error.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

/**
 * Who is asking for a hash: someone the account already knows (a device it signed in from, a
 * valid reset link) goes ahead of everyone else and may wait longer; a stranger is turned away
 * as soon as the few waiting places are taken.
 */
export type HashPriority = 'known' | 'stranger';

export interface HashGateOptions {
  /** Hashes running at once; each takes one core for tens of milliseconds. */
  slots: number;
  /** Strangers' requests that may wait for a slot; past it they are refused at once. */
  strangerQueue: number;
  /** Known requests that may wait; they are served before any stranger. */
  knownQueue: number;
  /**
   * How long, on average, a refusal waits before it is answered (at most `maxHeldRefusals` at
   * once): answering a flood at once only brings its next request sooner. 0 answers at once.
   */
  refusalDelayMs?: number;
  maxHeldRefusals?: number;
}

export interface HashGate {
  /** Runs `work` in a slot, or throws AppError(busyCode, 429) when there is no room to wait (after the refusal delay). */
  run<T>(work: () => Promise<T>, priority: HashPriority, busyCode?: AppErrorCode): Promise<T>;
  readonly stats: { running: number; waiting: number; refused: number };
}

/**
 * A bounded concurrency gate for password hashing (Argon2id, 19 MiB each). Rate limits bound how
 * often one address or account may try; this bounds how much of the machine all of them together
 * may take, whatever addresses they come from: a flood is refused with 429 rather than queued, so
 * hashing can never hold every core and every threadpool thread (the pool is shared with file and
 * DNS work).
 */
export function createHashGate(options: HashGateOptions): HashGate {
  let running = 0;
  let refused = 0;
  let held = 0;
  const refusalDelayMs = options.refusalDelayMs ?? 0;
  const maxHeld = options.maxHeldRefusals ?? 1000;

  async function refuse(code: AppErrorCode): Promise<never> {
    refused += 1;
    if (refusalDelayMs > 0 && held < maxHeld) {
      held += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, refusalDelayMs * (0.5 + Math.random())));
      } finally {
        held -= 1;
      }
    }
    throw new AppError(code, APP_MESSAGES.tooManyRequests);
  }
  const known: (() => void)[] = [];
  const strangers: (() => void)[] = [];

  function next() {
    const wake = known.shift() ?? strangers.shift();
    if (wake) wake();
  }

  return {
    async run(work, priority, busyCode = 'TOO_MANY_REQUESTS') {
      if (running >= options.slots) {
        const queue = priority === 'known' ? known : strangers;
        const room = priority === 'known' ? options.knownQueue : options.strangerQueue;
        if (queue.length >= room) return refuse(busyCode);
        // The slot is handed over by the finishing run (running stays counted), so nobody overtakes.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        if (known.length || strangers.length) next();
        else running -= 1;
      }
    },
    get stats() {
      return { running, waiting: known.length + strangers.length, refused };
    },
  };
}

/**
 * This process's gate: one core is left to the event loop (and, on a small machine, to
 * PostgreSQL). A stranger waits behind at most eight hashes per slot (a few hundred
 * milliseconds), which absorbs ordinary bursts of sign-ins; past that a flood is refused, about a
 * second later, so that its connections come back slowly.
 */
const slots = Math.max(1, availableParallelism() - 1);
export const passwordHashGate = createHashGate({ slots, strangerQueue: 8 * slots, knownQueue: 32 * slots, refusalDelayMs: 1000 });
