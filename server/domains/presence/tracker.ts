import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { PRESENCE_HEARTBEAT_MS } from '../../../shared/presence/presence.ts';
import { closeConnection, openConnection, refreshConnections, sweepStaleConnections } from './connections.ts';

/**
 * This process's side of presence: the connections it holds, their heartbeat and the sweep of
 * other processes' stale rows. The heartbeat runs only while the process holds a connection, and
 * its timer is unref'd, so it never keeps a process (or a test run) alive.
 */
export class PresenceTracker {
  /** Rows are written under this id, so the heartbeat refreshes only this process's rows. */
  readonly processId = randomUUID();
  /** Open connection id → user id. */
  private readonly open = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly heartbeatMs = PRESENCE_HEARTBEAT_MS,
  ) {}

  /** Marks the user online for as long as the returned function has not been called. */
  async connect(userId: string): Promise<() => Promise<void>> {
    const id = randomUUID();
    await openConnection(this.db, { id, userId, processId: this.processId });
    this.open.set(id, userId);
    this.startBeating();
    let closed = false;
    return async () => {
      if (closed) return;
      closed = true;
      this.open.delete(id);
      if (this.open.size === 0) this.stopBeating();
      await closeConnection(this.db, { id, userId });
    };
  }

  /** One heartbeat: refresh this process's rows, then sweep everyone's stale ones. */
  async beat(): Promise<void> {
    await refreshConnections(this.db, this.processId, this.open);
    await sweepStaleConnections(this.db);
  }

  private startBeating(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.log.warn({ err: error }, 'presence heartbeat failed'));
    }, this.heartbeatMs);
    this.timer.unref();
  }

  private stopBeating(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

const trackers = new WeakMap<Database, PresenceTracker>();

/** The process's tracker for a database (tests run several databases, and stand-ins for several processes, in one process). */
export function presenceTracker(db: Database, log: Pick<Logger, 'warn'>): PresenceTracker {
  let tracker = trackers.get(db);
  if (!tracker) {
    tracker = new PresenceTracker(db, log);
    trackers.set(db, tracker);
  }
  return tracker;
}
