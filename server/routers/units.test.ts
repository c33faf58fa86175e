import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../auth/cookies.ts';
import { createInnerContext } from '../trpc/context.ts';
import { createCaller } from './index.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const guestWith = async (acceptLanguage: string | null) =>
  createCaller(await createInnerContext(h.deps, { cookies: memoryCookieJar(), ip: '203.0.113.9', userAgent: 'vitest', acceptLanguage }));

describe('one unit system per reader (issue 13)', () => {
  it("a member's unit follows their Go-To Area: miles in Austin, kilometres in Berlin or without one", async () => {
    const player = await signedInUser(h, { displayName: 'Units Ulla' });
    const me = async () => (await (await player.call()).auth.me())!.unitSystem;
    expect(await me()).toBe('metric');
    await h.db
      .updateTable('users')
      .set({ defaultCityName: 'Austin, TX', defaultCityLat: 30.2672, defaultCityLng: -97.7431 })
      .where('id', '=', player.user.id)
      .execute();
    expect(await me()).toBe('imperial');
    await h.db
      .updateTable('users')
      .set({ defaultCityName: 'Berlin', defaultCityLat: 52.52, defaultCityLng: 13.405 })
      .where('id', '=', player.user.id)
      .execute();
    expect(await me()).toBe('metric');
  });

  it("a guest's unit follows their browser's language region", async () => {
    expect((await (await guestWith('en-US,en;q=0.9')).system.config()).guestUnitSystem).toBe('imperial');
    expect((await (await guestWith('de-DE,de;q=0.9')).system.config()).guestUnitSystem).toBe('metric');
    expect((await (await guestWith(null)).system.config()).guestUnitSystem).toBe('metric');
    // This test server has no Stripe key: paid choices are not offered.
    expect((await (await guestWith(null)).system.config()).payments).toBe(false);
  });
});
