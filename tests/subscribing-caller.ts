import type { SessionCookieJar } from '../server/auth/cookies.ts';
import { createCaller } from '../server/routers/index.ts';
import { createInnerContext, type AppDeps } from '../server/trpc/context.ts';

/**
 * A router caller for `player` whose subscriptions end when `controller` aborts, as an SSE request
 * does when its browser disconnects. Signed in, so the live caps count by user, not by address.
 */
export async function subscribingCaller(deps: AppDeps, player: { browser: { cookies: SessionCookieJar } }, controller: AbortController) {
  const context = await createInnerContext(deps, { cookies: player.browser.cookies, ip: '198.51.100.9', userAgent: 'vitest' });
  return createCaller(context, { signal: controller.signal });
}
