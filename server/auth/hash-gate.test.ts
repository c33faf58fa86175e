import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { createHashGate } from './hash-gate.ts';

/** A piece of work that runs until `finish` is called, so a test decides when a slot frees up. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the password hash gate', () => {
  it('runs at most `slots` at once, lets a few strangers wait, and refuses the next one at once with 429', async () => {
    const gate = createHashGate({ slots: 1, strangerQueue: 1, knownQueue: 2 });
    const first = held();
    const running = gate.run(first.work, 'stranger');
    const waiting = gate.run(async () => 'second', 'stranger');
    const refused = await gate.run(async () => 'third', 'stranger').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect(gate.stats).toEqual({ running: 1, waiting: 1, refused: 1 });
    first.finish();
    await running;
    expect(await waiting).toBe('second');
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it("serves the account's own requests first, and lets more of them wait; the refusal carries the caller's code", async () => {
    const gate = createHashGate({ slots: 1, strangerQueue: 1, knownQueue: 2 });
    const order: string[] = [];
    const first = held();
    const running = gate.run(first.work, 'stranger');
    const stranger = gate.run(async () => order.push('stranger'), 'stranger');
    const owner = gate.run(async () => order.push('owner'), 'known');
    const partner = gate.run(async () => order.push('partner'), 'known');
    const busy = await gate.run(async () => 0, 'stranger', 'NetworkError').catch((error: unknown) => error);
    expect((busy as AppError).code).toBe('NetworkError');
    first.finish();
    await Promise.all([running, stranger, owner, partner]);
    expect(order).toEqual(['owner', 'partner', 'stranger']);
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashGate({ slots: 1, strangerQueue: 0, knownQueue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')), 'stranger')).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next', 'stranger')).toBe('next');
  });
});
