/**
 * The `test` every spec uses: Playwright's, plus closing the browser contexts a test opened itself.
 *
 * Playwright closes the context behind the `page` fixture, but not those made by
 * `browser.newContext()` (the organiser's and the player's windows of a two-person flow). Left open,
 * their pages go on polling, holding live connections and painting for the rest of the worker's
 * run, and on a 2-core machine every later test ran slower for them.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void }>({
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
});
