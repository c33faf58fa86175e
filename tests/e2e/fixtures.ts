/**
 * The `test` every spec uses: Playwright's, plus
 * - `signedIn(email, password?)`: a browser window of its own, signed in as that person, on /home.
 *   It signs in through the API (the sign-in page has its own tests in auth.spec.ts), so a flow of
 *   several people does not fill the form once per person.
 * - closing the browser contexts a test opened itself. Playwright closes the context behind the
 *   `page` fixture, but not those made by `browser.newContext()` (the organiser's and the player's
 *   windows of a two-person flow). Left open, their pages go on polling, holding live connections
 *   and painting for the rest of the worker's run, and on a 2-core machine every later test ran
 *   slower for them.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void; signedIn: (email: string, password?: string) => Promise<Page> }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  signedIn: async ({ browser, baseURL }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      const context = await browser.newContext({ baseURL });
      const answer = await context.request.post('/trpc/auth.signIn', {
        data: { json: { email, password } },
        headers: { origin: baseURL! },
      });
      expect(answer.status(), `signing in ${email}: ${await answer.text()}`).toBe(200);
      const page = await context.newPage();
      await page.goto('/home');
      await expect(page).toHaveURL(/\/home$/);
      return page;
    });
  },
});
