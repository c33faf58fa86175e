import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../auth/cookies.ts';
import { passwordHashGate } from '../auth/hash-gate.ts';
import { createUser, FACTORY_PASSWORD, latestMail } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

/**
 * Budgets that strangers cannot spend against an account, and hashing only after the cheap checks
 * (issue 29, defects 3 and 6). The site-wide budgets are out of the way here (the harness scales
 * them up); auth-global-budgets.test.ts tests them.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
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
  expect(browser.cookies.device).toMatch(/^[\w-]{32}$/);
  return browser;
}

describe("strangers cannot spend the owner's budgets", () => {
  it('after 100+ wrong sign-ins from 12 addresses, the owner’s typo from their own device or address does not lock them out', async () => {
    const home = await ownerAtHome('victim@example.com', '198.51.100.10');
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountWide.windowSeconds, 20_000);
    const { limit: perAddress } = RATE_LIMITS.signInPerAccountPerAddress;
    for (let i = 0; i < 12; i++) {
      const address = `192.0.2.${i + 1}`;
      await Promise.all(Array.from({ length: perAddress }, () => rejection(wrongSignIn(address, 'victim@example.com'))));
    }
    // A stranger's next address gets its one attempt, then waits.
    expect(appCode(await rejection(wrongSignIn('192.0.2.200', 'victim@example.com')))).toBe('InvalidUser');
    expect(appCode(await rejection(wrongSignIn('192.0.2.200', 'victim@example.com')))).toBe('NetworkError');

    // Another browser of the owner's at home (no device cookie): home is the last sign-in address.
    const laptop = h.client('198.51.100.10');
    await rejection((await laptop.call()).auth.signIn({ email: 'victim@example.com', password: 'wrong password' }));
    await rejection((await laptop.call()).auth.signIn({ email: 'victim@example.com', password: 'wrong password' }));
    await (await laptop.call()).auth.signIn({ email: 'victim@example.com', password: FACTORY_PASSWORD });

    // The owner's browser, now on a café's network: a typo, then the right password.
    const cafe = h.client('203.0.113.77', home.cookies);
    expect(appCode(await rejection((await cafe.call()).auth.signIn({ email: 'victim@example.com', password: 'wrong password' })))).toBe('InvalidUser');
    await (await cafe.call()).auth.signIn({ email: 'victim@example.com', password: FACTORY_PASSWORD });
    expect(await (await cafe.call()).auth.me()).toMatchObject({ email: 'victim@example.com' });
  });

  it("five reset requests from five addresses do not use up the owner's: their own device and address still get the mail", async () => {
    const home = await ownerAtHome('forgetful@example.com', '198.51.100.11');
    await startWellInsideWindow(RATE_LIMITS.passwordResetPerAccount.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.passwordResetPerAccount.limit; i++) {
      await (await h.client(`192.0.2.${100 + i}`).call()).auth.requestPasswordReset({ email: 'forgetful@example.com' });
    }
    expect((await rejection((await h.client('192.0.2.150').call()).auth.requestPasswordReset({ email: 'forgetful@example.com' }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const before = (await latestMail(h.db, 'forgetful@example.com', 'reset-password'))!.id;

    await (await h.client('203.0.113.78', home.cookies).call()).auth.requestPasswordReset({ email: 'forgetful@example.com' });
    const fromDevice = (await latestMail(h.db, 'forgetful@example.com', 'reset-password'))!;
    expect(fromDevice.id).not.toBe(before);
    await (await h.client('198.51.100.11').call()).auth.requestPasswordReset({ email: 'forgetful@example.com' });
    const fromHome = (await latestMail(h.db, 'forgetful@example.com', 'reset-password'))!;
    expect(fromHome.id).not.toBe(fromDevice.id);

    await (await h.client('203.0.113.78', home.cookies).call()).auth.resetPassword({ token: fromHome.token!, password: 'a brand new secret' });
    await (await h.client('203.0.113.78', home.cookies).call()).auth.signIn({ email: 'forgetful@example.com', password: 'a brand new secret' });
  });

  it('a device cookie of another account, or one we never issued, is a stranger', async () => {
    const other = await ownerAtHome('neighbour@example.com', '198.51.100.12');
    await createUser(h.db, { email: 'target@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountPerAddress.windowSeconds);
    for (const jar of [other.cookies, memoryCookieJar(undefined, 'x'.repeat(32))]) {
      const address = rotating();
      for (let i = 0; i < RATE_LIMITS.signInPerAccountPerAddress.limit; i++)
        await rejection((await h.client(address, jar).call()).auth.signIn({ email: 'target@example.com', password: 'wrong password' }));
      expect(appCode(await rejection((await h.client(address, jar).call()).auth.signIn({ email: 'target@example.com', password: FACTORY_PASSWORD })))).toBe(
        'NetworkError',
      );
    }
  });
});

describe('password reset checks the link before it hashes', () => {
  it('answers a made-up token at once even while every hashing slot is taken, and limits each address', async () => {
    // Take every slot and every waiting place of the process's gate.
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 64 }, () => passwordHashGate.run(() => blocked, 'known').catch(() => undefined));
    try {
      const error = await rejection(
        (await h.client('198.51.100.13').call()).auth.resetPassword({ token: 'made-up-token-0000000000', password: 'whatever password' }),
      );
      expect(error.message).toBe(APP_MESSAGES.invalidLink);
    } finally {
      release();
      await Promise.all(holders);
    }
    await startWellInsideWindow(RATE_LIMITS.resetPasswordPerIp.windowSeconds);
    for (let i = 1; i < RATE_LIMITS.resetPasswordPerIp.limit; i++) {
      await rejection(
        (await h.client('198.51.100.13').call()).auth.resetPassword({ token: `made-up-token-${String(i).padStart(10, '0')}`, password: 'whatever password' }),
      );
    }
    expect(
      (await rejection((await h.client('198.51.100.13').call()).auth.resetPassword({ token: 'made-up-token-9999999999', password: 'whatever password' }))).code,
    ).toBe('TOO_MANY_REQUESTS');
  });

  it('limits e-mail change requests per account (each checks the password and mails)', async () => {
    await createUser(h.db, { email: 'mover@example.com' });
    const browser = h.client('198.51.100.14');
    await (await browser.call()).auth.signIn({ email: 'mover@example.com', password: FACTORY_PASSWORD });
    await startWellInsideWindow(RATE_LIMITS.emailChangePerUser.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.emailChangePerUser.limit; i++) {
      await rejection((await browser.call()).auth.requestEmailChange({ newEmail: `moved-${i}@example.com`, password: 'wrong password' }));
    }
    expect((await rejection((await browser.call()).auth.requestEmailChange({ newEmail: 'moved@example.com', password: FACTORY_PASSWORD }))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});
