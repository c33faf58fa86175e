import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';

/**
 * The site-wide budgets that hold against rotating addresses (issue 29, defect 4), at their real
 * size: this file's harness and database are its own, as the budgets are shared by every address.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { RATE_LIMIT_GLOBAL_MULTIPLIER: '1' } });
});
afterAll(() => h.close());

const appCode = (error: TRPCError) => (error.cause as { code?: string } | undefined)?.code;
let addressCounter = 0;
/** A fresh address each time, as a botnet behind a proxy presents. */
const rotating = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
};
const wrongSignIn = (ip: string, email: string) =>
  h
    .client(ip)
    .call()
    .then((caller) => caller.auth.signIn({ email, password: 'wrong password' }));

/** The owner signs in once from home: that browser becomes a known device, and home the last sign-in address. */
async function ownerAtHome(email: string, home: string) {
  await createUser(h.db, { email });
  const browser = h.client(home);
  await (await browser.call()).auth.signIn({ email, password: FACTORY_PASSWORD });
  await (await browser.call()).auth.signOut();
  return browser;
}

describe('budgets that hold against rotating addresses', () => {
  it('sign-ups: past the budget for every address together, the next is refused whatever its address', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signUpGlobal;
    // The whole burst in one window (one after another: sent together, the hashing gate would refuse some first).
    await startWellInsideWindow(windowSeconds, windowSeconds * 900);
    for (let i = 0; i < limit; i++)
      await (await h.client(rotating()).call()).auth.signUp({ email: `rotating-${i}@example.com`, password: 'long enough password' });
    expect((await rejection((await h.client(rotating()).call()).auth.signUp({ email: 'one-more@example.com', password: 'long enough password' }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it("strangers' failed sign-ins: past the budget strangers are refused before any hashing; the owner's device and address still sign in", async () => {
    const home = await ownerAtHome('steady@example.com', '198.51.100.15');
    await startWellInsideWindow(RATE_LIMITS.signInFailuresGlobal.windowSeconds, RATE_LIMITS.signInFailuresGlobal.windowSeconds * 800);
    // Unknown e-mails from rotating addresses: each a failure, none over any per-address limit.
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= RATE_LIMITS.signInFailuresGlobal.limit + 1 && codes.at(-1) !== 'NetworkError'; i++) {
      codes.push(appCode(await rejection(wrongSignIn(rotating(), `nobody-${i}@example.com`))));
    }
    expect(codes.at(-1)).toBe('NetworkError');
    expect(new Set(codes.slice(0, -1))).toEqual(new Set(['EmailNotFound']));
    expect(appCode(await rejection(wrongSignIn(rotating(), 'steady@example.com')))).toBe('NetworkError');
    await createUser(h.db, { email: 'newcomer@example.com' });
    expect(appCode(await rejection((await h.client(rotating()).call()).auth.signIn({ email: 'newcomer@example.com', password: FACTORY_PASSWORD })))).toBe(
      'NetworkError',
    );

    // Home first: a sign-in elsewhere would make that the last sign-in address.
    await (await h.client('198.51.100.15').call()).auth.signIn({ email: 'steady@example.com', password: FACTORY_PASSWORD });
    await (await h.client(rotating(), home.cookies).call()).auth.signIn({ email: 'steady@example.com', password: FACTORY_PASSWORD });
    // That sign-in moved the last address; with the budget still spent, the owner's new address is known without a cookie too.
    const moved = await h.db.selectFrom('users').select('lastSignInAddress').where('email', '=', 'steady@example.com').executeTakeFirstOrThrow();
    expect(moved.lastSignInAddress).not.toBe('198.51.100.15');
    expect(appCode(await rejection(wrongSignIn(rotating(), 'steady@example.com')))).toBe('NetworkError');
    await (await h.client(moved.lastSignInAddress!).call()).auth.signIn({ email: 'steady@example.com', password: FACTORY_PASSWORD });
  });
});
