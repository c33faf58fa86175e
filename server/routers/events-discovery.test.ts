import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { DISCOVER } from '../../shared/discover/schemas.ts';

/**
 * Discovery's budgets against rotating addresses (issue 29, defect 4). The guests' budget is shared
 * by the whole database, so this file has a harness of its own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { RATE_LIMIT_GLOBAL_MULTIPLIER: '1' } });
});
afterAll(() => h.close());

let addressCounter = 0;
const rotating = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};
// Small circles in the Gulf of Mexico, a different one for each n: nothing there, so each read is quick.
const question = (n: number) => ({ center: { lat: 25 + (n % 1000) * 0.0005, lng: -90.5 - Math.floor(n / 1000) * 0.0005 }, radiusKm: 1 });

describe('events.discover', () => {
  it('answers a guest’s repeated question from memory: one address asks it past its own limit and is still answered', async () => {
    await startWellInsideWindow(DISCOVER.ratePerIp.windowSeconds);
    const guest = h.client('192.0.2.60');
    for (let i = 0; i <= DISCOVER.ratePerIp.limit; i++) expect((await (await guest.call()).events.discover(question(0))).items).toEqual([]);
    // A new question from the same address is counted (once).
    expect((await (await guest.call()).events.discover(question(1))).items).toEqual([]);
  });

  it('past the budget for all guests together, new questions from any address are refused; a repeated one and a signed-in user are still answered', async () => {
    const { limit } = RATE_LIMITS.discoverGuestsGlobal;
    // Many more different questions than the budget, each from a new address, sent at once as a flood sends them.
    const outcomes = await Promise.all(
      Array.from({ length: limit * 10 }, async (_, i) =>
        (await h.client(rotating()).call()).events.discover(question(1000 + i)).then(
          () => 'answered',
          (error: TRPCError) => error.code,
        ),
      ),
    );
    expect(new Set(outcomes)).toEqual(new Set(['answered', 'TOO_MANY_REQUESTS']));
    // A question answered a moment ago is answered again from memory, uncounted, whatever the budget.
    const answered = outcomes.indexOf('answered');
    expect((await (await h.client(rotating()).call()).events.discover(question(1000 + answered))).items).toEqual([]);
    const member = await signedInUser(h);
    expect((await (await member.call()).events.discover(question(100_001))).items).toEqual([]);
  });
});
