import { addTeamMember, createUser, FACTORY_PASSWORD } from './factories.ts';
import type { Harness } from './harness.ts';

let ipCounter = 0;

/** A new user signed in through the real procedure; returns the user row and its caller. */
export async function signedInUser(h: Harness, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(h.db, overrides);
  ipCounter += 1;
  const browser = h.client(`198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`);
  await (await browser.call()).auth.signIn({ email: user.email, password: FACTORY_PASSWORD });
  return { user, browser, call: () => browser.call() };
}

/** A new user signed in, on the team's roster with `role` (a role of shared/access.ts, or 'pending-<role>'). */
export async function signedInMember(h: Harness, teamId: string, role: string, overrides: Parameters<typeof createUser>[1] = {}) {
  const member = await signedInUser(h, overrides);
  await addTeamMember(h.db, teamId, member.user.id, role);
  return member;
}
