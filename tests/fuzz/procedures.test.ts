/**
 * The fuzzer (issue 11's guard): every procedure of the app router, found by walking it, is called
 * through the real HTTP handler, signed in and signed out, with inputs generated from its own zod
 * schema and then bent by hostile values (hostile-values.ts), and with hand-made hostile wire bodies.
 * Any 5xx, or any answer slower than FUZZ_FREEZE_MS (a freeze, not a speed target), fails it.
 *
 * `npm test` runs a fixed seed and a few dozen inputs per procedure; `npm run fuzz` runs
 * FUZZ_RUNS inputs per procedure and session state (default 500, so 1,000 per procedure) with a
 * fresh seed, and prints the totals. FUZZ_SEED repeats a run; fast-check prints the seed and the
 * shrunk input of any failure.
 */
import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bend, HOSTILE_WIRE_INPUTS } from './hostile-values.ts';
import { listProcedures, startFuzzTarget, type Answer, type FuzzTarget } from './fuzz-target.ts';
import { arbitraryFor } from './zod-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20261123;
const FREEZE_MS = 2_000;
// GET queries carry input in the URL, which Node refuses above 16 KiB: they get shorter hostile strings.
const QUERY_STRING_MAX = 5_000;
const BODY_STRING_MAX = 1_000_000;

const { procedures, subscriptions } = listProcedures();
let target: FuzzTarget;
const totals = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  target = await startFuzzTarget();
});
afterAll(async () => {
  if (process.env.FUZZ_RUNS) {
    const statuses = [...totals.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`fuzz seed ${SEED}: ${target.requests} requests to ${procedures.length} procedures (${statuses.join(', ')})`);
  }
  await target.close();
});

/** The property every answer must hold; returns a message for fast-check's report when it does not. */
function holds(answer: Answer): boolean {
  totals.byStatus.set(answer.status, (totals.byStatus.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.body}`);
  if (answer.ms > FREEZE_MS) throw new Error(`answered after ${Math.round(answer.ms)} ms`);
  return true;
}

describe('fuzzed procedures never answer 5xx, nor freeze', () => {
  it('walks the whole router', () => {
    expect(procedures.length).toBeGreaterThan(90);
    expect(subscriptions.length).toBeGreaterThan(0);
  });

  // A subscription streams over SSE, so its input is fuzzed in process: validation and the access
  // check run when it is called, before anything streams; it is closed before it starts.
  for (const subscription of subscriptions.filter((entry) => entry.input)) {
    it(`${subscription.path} (subscription input)`, async () => {
      const valid = arbitraryFor(subscription.input as never, { knownIds: () => target.knownIds() });
      await fc.assert(
        fc.asyncProperty(fc.oneof(valid, bend(valid, BODY_STRING_MAX)), async (value) => {
          try {
            const stream = (await target.callInProcess(subscription.path, value)) as AsyncIterable<unknown> | undefined;
            const iterator = stream?.[Symbol.asyncIterator]?.();
            await iterator?.return?.();
          } catch (error) {
            if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
          }
          return true;
        }),
        { numRuns: RUNS * 2, seed: SEED },
      );
    });
  }

  for (const procedure of procedures) {
    it(`${procedure.path} (${procedure.type})`, { timeout: Math.max(60_000, RUNS * 2 * FREEZE_MS) }, async () => {
      const valid = procedure.input ? arbitraryFor(procedure.input as never, { knownIds: () => target.knownIds() }) : fc.constant(undefined);
      const input = fc.oneof(valid, bend(valid, procedure.type === 'query' ? QUERY_STRING_MAX : BODY_STRING_MAX));
      await fc.assert(
        fc.asyncProperty(input, fc.boolean(), async (value, signedIn) => holds(await target.send(procedure, value, signedIn))),
        { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
      );
      for (const wire of HOSTILE_WIRE_INPUTS) {
        for (const signedIn of [true, false]) {
          const answer = await target.sendWire(procedure, wire, signedIn);
          expect(answer.status, `${wire.slice(0, 60)} signed ${signedIn ? 'in' : 'out'}: ${answer.body}`).toBeLessThan(500);
          holds(answer);
        }
      }
    });
  }
});
