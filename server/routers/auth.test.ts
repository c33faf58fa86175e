import { parseOptions } from '@node-rs/argon2';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { createUser, FACTORY_PASSWORD, latestMail } from '../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../tests/harness.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const appCode = (error: TRPCError) => (error.cause as { code?: string } | undefined)?.code;
const wrongSignIn = (ip: string, email: string) =>
  h
    .client(ip)
    .call()
    .then((caller) => caller.auth.signIn({ email, password: 'wrong password' }));

describe('auth.signUp', () => {
  it('creates the account, signs in, and queues a verification mail with a working link', async () => {
    const browser = h.client();
    await (await browser.call()).auth.signUp({ email: ' New.Player@Example.com ', password: 'long enough password' });
    expect(browser.cookies.value).toMatch(/^[\w-]{32}$/);

    const me = await (await browser.call()).auth.me();
    expect(me).toMatchObject({ email: 'new.player@example.com', emailVerified: false, hasPassword: true });

    const mail = await latestMail(h.db, 'new.player@example.com', 'verify-email');
    expect(mail?.data.actionUrl).toContain(`${TEST_ORIGIN}/verify-email?token=`);
    const jobs = await h.boss.findJobs('mail.deliver', { data: { outboxId: mail!.id } });
    expect(jobs).toHaveLength(1);
  });

  it('stores only the hash of the session token', async () => {
    const browser = h.client();
    await (await browser.call()).auth.signUp({ email: 'hash.check@example.com', password: 'long enough password' });
    const row = await h.db.selectFrom('sessions').select('id').where('id', '=', hashToken(browser.cookies.value!)).executeTakeFirst();
    expect(row?.id).toHaveLength(64);
    const raw = await h.db.selectFrom('sessions').select('id').where('id', '=', browser.cookies.value!).executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  it('hashes passwords with Argon2id at 19 MiB, t=2, p=1', async () => {
    await (await h.client().call()).auth.signUp({ email: 'argon@example.com', password: 'long enough password' });
    const user = await h.db.selectFrom('users').select('passwordHash').where('email', '=', 'argon@example.com').executeTakeFirstOrThrow();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(parseOptions(user.passwordHash!)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('refuses a taken e-mail, a bad e-mail and passwords outside 8-128 characters', async () => {
    await createUser(h.db, { email: 'taken@example.com' });
    const caller = await h.client().call();
    expect((await rejection(caller.auth.signUp({ email: 'TAKEN@example.com', password: 'long enough password' }))).message).toBe(APP_MESSAGES.emailInUse);
    expect((await rejection(caller.auth.signUp({ email: 'not-an-email', password: 'long enough password' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.auth.signUp({ email: 'short@example.com', password: '1234567' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.auth.signUp({ email: 'long@example.com', password: 'x'.repeat(129) }))).code).toBe('BAD_REQUEST');
  });
});

describe('auth.signIn', () => {
  it('maps each failure to the spec login code', async () => {
    await createUser(h.db, { email: 'signin@example.com' });
    const caller = await h.client('198.51.100.7').call();
    const notFound = await rejection(caller.auth.signIn({ email: 'nobody@example.com', password: 'whatever1' }));
    expect(appCode(notFound)).toBe('EmailNotFound');
    const wrong = await rejection(caller.auth.signIn({ email: 'signin@example.com', password: 'wrong password' }));
    expect(appCode(wrong)).toBe('InvalidUser');
    expect(wrong.code).toBe('UNAUTHORIZED');
  });

  it("refuses an e-mail login on a Google-only account with 'Email unverified && Social set'", async () => {
    const user = await createUser(h.db, { email: 'social@example.com', password: null });
    await h.db.insertInto('oauthAccounts').values({ provider: 'google', providerUserId: 'g-social', userId: user.id }).execute();
    const error = await rejection((await h.client().call()).auth.signIn({ email: 'social@example.com', password: 'anything1' }));
    expect(appCode(error)).toBe('NoPasswordSet');
    expect(error.message).toBe(MESSAGES.emailUnverifiedSocialSet);
  });

  it('issues a new token at every sign-in and ends the old session', async () => {
    await createUser(h.db, { email: 'rotate@example.com' });
    const browser = h.client('198.51.100.8');
    await (await browser.call()).auth.signIn({ email: 'rotate@example.com', password: FACTORY_PASSWORD });
    const first = browser.cookies.value!;
    await (await browser.call()).auth.signIn({ email: 'rotate@example.com', password: FACTORY_PASSWORD });
    expect(browser.cookies.value).not.toBe(first);
    const old = await h.db.selectFrom('sessions').select('id').where('id', '=', hashToken(first)).executeTakeFirst();
    expect(old).toBeUndefined();
  });

  it('a failed sign-in keeps the current session', async () => {
    await createUser(h.db, { email: 'keeps@example.com' });
    const browser = h.client('198.51.100.11');
    await (await browser.call()).auth.signIn({ email: 'keeps@example.com', password: FACTORY_PASSWORD });
    const token = browser.cookies.value!;
    await rejection((await browser.call()).auth.signIn({ email: 'keeps@example.com', password: 'wrong password' }));
    await rejection((await browser.call()).auth.signIn({ email: 'nobody@example.com', password: 'whatever1' }));
    expect(browser.cookies.value).toBe(token);
    expect(await (await browser.call()).auth.me()).toMatchObject({ email: 'keeps@example.com' });
  });

  it('answers NetworkError once an address has too many attempts on an account, even with the right password', async () => {
    await createUser(h.db, { email: 'flood@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountPerAddress.windowSeconds);
    for (let i = 0; i < RATE_LIMITS.signInPerAccountPerAddress.limit; i++) {
      await rejection(wrongSignIn('192.0.2.1', 'flood@example.com'));
    }
    const error = await rejection((await h.client('192.0.2.1').call()).auth.signIn({ email: 'flood@example.com', password: FACTORY_PASSWORD }));
    expect(appCode(error)).toBe('NetworkError');
    expect(error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('anyone can lock anyone out', () => {
  /** Wrong guesses on `email`, `perAddress` from each of `addresses`, as a distributed guesser would send them. */
  async function guess(email: string, addresses: string[], perAddress: number) {
    for (const address of addresses) {
      await Promise.all(Array.from({ length: perAddress }, () => rejection(wrongSignIn(address, email))));
    }
  }
  const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  const { limit: perAddress } = RATE_LIMITS.signInPerAccountPerAddress;
  /** Enough addresses, each at its own limit, to push the account past its wide cap. */
  const pastTheWideCap = Math.ceil((RATE_LIMITS.signInPerAccountWide.limit + 1) / perAddress);

  it("anyone can lock anyone out: the owner's correct password from a clean address still signs in", async () => {
    await createUser(h.db, { email: 'owner@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountWide.windowSeconds, 20_000);
    await guess('owner@example.com', addresses('192.0.2.', pastTheWideCap), perAddress);
    const owner = h.client('198.51.100.40');
    await (await owner.call()).auth.signIn({ email: 'owner@example.com', password: FACTORY_PASSWORD });
    expect(await (await owner.call()).auth.me()).toMatchObject({ email: 'owner@example.com' });
  });

  it('anyone can lock anyone out: past the wide cap an address gets one attempt on the account, and a success clears its failures', async () => {
    await createUser(h.db, { email: 'guessed@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountWide.windowSeconds, 20_000);
    // The owner mistypes once, from home.
    await rejection(wrongSignIn('198.51.100.41', 'guessed@example.com'));
    await guess('guessed@example.com', addresses('192.0.2.', pastTheWideCap), perAddress);

    // Home has a recent failure, so past the cap it waits; an address that tried nothing gets its attempt.
    const home = await rejection((await h.client('198.51.100.41').call()).auth.signIn({ email: 'guessed@example.com', password: FACTORY_PASSWORD }));
    expect(appCode(home)).toBe('NetworkError');
    const clean = await rejection(wrongSignIn('198.51.100.42', 'guessed@example.com'));
    expect(appCode(clean)).toBe('InvalidUser');
    expect(appCode(await rejection(wrongSignIn('198.51.100.42', 'guessed@example.com')))).toBe('NetworkError');
    const phone = h.client('198.51.100.43');
    await (await phone.call()).auth.signIn({ email: 'guessed@example.com', password: FACTORY_PASSWORD });
    // Signing in clears that address's failures: its next attempt is a first one again.
    await (await phone.call()).auth.signIn({ email: 'guessed@example.com', password: FACTORY_PASSWORD });
  });

  it('anyone can lock anyone out: a successful sign-in clears the failures of its address', async () => {
    await createUser(h.db, { email: 'typo@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountPerAddress.windowSeconds);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < perAddress - 1; i++) expect(appCode(await rejection(wrongSignIn('198.51.100.44', 'typo@example.com')))).toBe('InvalidUser');
      await (await h.client('198.51.100.44').call()).auth.signIn({ email: 'typo@example.com', password: FACTORY_PASSWORD });
    }
  });

  it('anyone can lock anyone out: IPv6 clients of one /64 share a per-address limit, and the next /64 does not', async () => {
    await createUser(h.db, { email: 'six@example.com' });
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountPerAddress.windowSeconds);
    for (let i = 0; i < perAddress; i++) await rejection(wrongSignIn(`2001:db8:1:2::${(i + 1).toString(16)}`, 'six@example.com'));
    const sameNetwork = await rejection(
      (await h.client('2001:db8:1:2:ffff:ffff:ffff:ffff').call()).auth.signIn({ email: 'six@example.com', password: FACTORY_PASSWORD }),
    );
    expect(appCode(sameNetwork)).toBe('NetworkError');
    await (await h.client('2001:db8:1:3::1').call()).auth.signIn({ email: 'six@example.com', password: FACTORY_PASSWORD });
  });
});

describe('sessions', () => {
  it('signOut deletes the session and clears the cookie', async () => {
    await createUser(h.db, { email: 'signout@example.com' });
    const browser = h.client('198.51.100.9');
    await (await browser.call()).auth.signIn({ email: 'signout@example.com', password: FACTORY_PASSWORD });
    const token = browser.cookies.value!;
    await (await browser.call()).auth.signOut();
    expect(browser.cookies.value).toBeUndefined();
    expect(await h.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
  });

  it('slides the expiry forward once half the lifetime is used, and drops expired sessions', async () => {
    await createUser(h.db, { email: 'sliding@example.com' });
    const browser = h.client('198.51.100.10');
    await (await browser.call()).auth.signIn({ email: 'sliding@example.com', password: FACTORY_PASSWORD });
    const id = hashToken(browser.cookies.value!);
    const soon = new Date(Date.now() + 24 * 3600 * 1000);
    await h.db.updateTable('sessions').set({ expiresAt: soon }).where('id', '=', id).execute();
    expect(await (await browser.call()).auth.me()).not.toBeNull();
    const renewed = await h.db.selectFrom('sessions').select('expiresAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await h.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await (await browser.call()).auth.me()).toBeNull();
    expect(browser.cookies.value).toBeUndefined();
  });

  it('refuses authed procedures to a stranger without a session', async () => {
    const caller = await h.client().call();
    expect((await rejection(caller.auth.resendVerification())).code).toBe('UNAUTHORIZED');
    expect((await rejection(caller.auth.requestEmailChange({ newEmail: 'x@example.com', password: 'whatever1' }))).code).toBe('UNAUTHORIZED');
  });
});

describe('e-mail verification', () => {
  it('verifies by link once; the same link fails the second time', async () => {
    const browser = h.client();
    await (await browser.call()).auth.signUp({ email: 'verify@example.com', password: 'long enough password' });
    const { token } = (await latestMail(h.db, 'verify@example.com', 'verify-email'))!;
    await (await h.client().call()).auth.verifyEmail({ token: token! });
    expect(await (await browser.call()).auth.me()).toMatchObject({ emailVerified: true });
    const again = await rejection((await h.client().call()).auth.verifyEmail({ token: token! }));
    expect(again.message).toBe(APP_MESSAGES.invalidLink);
  });

  it('resends a fresh link that replaces the old one', async () => {
    const browser = h.client();
    await (await browser.call()).auth.signUp({ email: 'resend@example.com', password: 'long enough password' });
    const first = (await latestMail(h.db, 'resend@example.com'))!.token!;
    await (await browser.call()).auth.resendVerification();
    const second = (await latestMail(h.db, 'resend@example.com'))!.token!;
    expect(second).not.toBe(first);
    await rejection((await h.client().call()).auth.verifyEmail({ token: first }));
    await (await h.client().call()).auth.verifyEmail({ token: second });
  });
});

describe('password reset', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    await (await h.client('198.51.100.20').call()).auth.requestPasswordReset({ email: 'ghost@example.com' });
    expect(await latestMail(h.db, 'ghost@example.com')).toBeNull();
  });

  it('resets by link, ends every session, and the link works once', async () => {
    await createUser(h.db, { email: 'reset@example.com', emailVerified: false });
    const browser = h.client('198.51.100.21');
    await (await browser.call()).auth.signIn({ email: 'reset@example.com', password: FACTORY_PASSWORD });
    await (await h.client('198.51.100.21').call()).auth.requestPasswordReset({ email: 'reset@example.com' });
    const mail = (await latestMail(h.db, 'reset@example.com', 'reset-password'))!;
    expect(mail.data.actionUrl).toContain('/forgot-password?token=');

    await (await h.client().call()).auth.resetPassword({ token: mail.token!, password: 'a brand new secret' });
    expect(await (await browser.call()).auth.me()).toBeNull();
    const again = await rejection((await h.client().call()).auth.resetPassword({ token: mail.token!, password: 'another secret 1' }));
    expect(again.message).toBe(APP_MESSAGES.invalidLink);

    const fresh = h.client('198.51.100.22');
    await (await fresh.call()).auth.signIn({ email: 'reset@example.com', password: 'a brand new secret' });
    expect(await (await fresh.call()).auth.me()).toMatchObject({ emailVerified: true });
  });
});

describe('change of e-mail', () => {
  it('needs the current password, refuses a taken address, and changes on the verify-new-email link', async () => {
    await createUser(h.db, { email: 'old@example.com' });
    await createUser(h.db, { email: 'occupied@example.com' });
    const browser = h.client('198.51.100.30');
    await (await browser.call()).auth.signIn({ email: 'old@example.com', password: FACTORY_PASSWORD });
    const caller = await browser.call();
    expect((await rejection(caller.auth.requestEmailChange({ newEmail: 'new@example.com', password: 'wrong password' }))).code).toBe('FORBIDDEN');
    expect((await rejection(caller.auth.requestEmailChange({ newEmail: 'occupied@example.com', password: FACTORY_PASSWORD }))).code).toBe('CONFLICT');

    await caller.auth.requestEmailChange({ newEmail: 'new@example.com', password: FACTORY_PASSWORD });
    const mail = (await latestMail(h.db, 'new@example.com', 'verify-new-email'))!;
    expect(mail.data.actionUrl).toContain('/verify-new-email?token=');
    expect(await (await browser.call()).auth.me()).toMatchObject({ email: 'old@example.com' });

    expect(await (await h.client().call()).auth.confirmEmailChange({ token: mail.token! })).toEqual({ email: 'new@example.com' });
    expect(await (await browser.call()).auth.me()).toMatchObject({ email: 'new@example.com', emailVerified: true });
    expect(await latestMail(h.db, 'old@example.com', 'email-changed')).not.toBeNull();
  });
});
