import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How long a request held the server's event loop. A request that computes for 9 s (an unbounded
 * recurrence search, a PNG decoded for a PDF) delays every timer of the server's process by 9 s;
 * `monitorEventLoopDelay` samples that delay. The CPU time the process burned meanwhile tells a
 * real freeze (it computes) from a loaded machine that did not schedule it (it waits), which is
 * what a busy 2-core CI runner does.
 */
export const HELD_LIMIT_MS = 250;
const RESOLUTION_MS = 10;

export interface LoopReading {
  /** The longest the loop went without running a timer since `arm`, less the sampling interval. */
  heldMs: number;
  /** User and system CPU time of the whole process since `arm`. */
  cpuMs: number;
}

/** Runs in the server's process: `arm` before a request, `read` once it has been answered. */
export function createLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let cpu = process.cpuUsage();
  return {
    arm() {
      histogram.reset();
      cpu = process.cpuUsage();
    },
    read(): LoopReading {
      const used = process.cpuUsage(cpu);
      return { heldMs: Math.max(0, histogram.max / 1e6 - RESOLUTION_MS), cpuMs: (used.user + used.system) / 1000 };
    },
  };
}

/** A breach that burned CPU for at least half the time it held the loop: a freeze, not a stall. */
export const looksFrozen = (reading: LoopReading) => reading.heldMs > HELD_LIMIT_MS && reading.cpuMs >= reading.heldMs * 0.5;
