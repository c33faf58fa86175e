/**
 * How many joins to one event run at once in this process. Each join that takes a spot holds the
 * event's row lock until it commits, so joins to one event are served one after another by the
 * database however many arrive together; letting a burst of 50 in at once only makes 50 server
 * processes fight for 2 cores while they wait, and the lock holder runs slower among them. Two at a
 * time keep the lock holder fast while the next one prepares (npm run bench:events measured 2, 3,
 * 4 and 8: 2 gave the lowest p99). Correctness never rests on this
 * gate (other processes have their own): the database decides every spot.
 */
export const JOIN_GATE_CONCURRENCY = 2;

interface Gate {
  active: number;
  waiting: (() => void)[];
}

const gates = new Map<string, Gate>();

/** Runs `task` when fewer than JOIN_GATE_CONCURRENCY joins to the event are running here, in arrival order. */
export async function throughJoinGate<T>(eventId: string, task: () => Promise<T>): Promise<T> {
  let gate = gates.get(eventId);
  if (!gate) {
    gate = { active: 0, waiting: [] };
    gates.set(eventId, gate);
  }
  if (gate.active < JOIN_GATE_CONCURRENCY) gate.active++;
  else await new Promise<void>((resolve) => gate.waiting.push(resolve));
  try {
    return await task();
  } finally {
    // A waiting join takes over this place; the last one out forgets the event.
    const next = gate.waiting.shift();
    if (next) next();
    else if (--gate.active === 0) gates.delete(eventId);
  }
}
