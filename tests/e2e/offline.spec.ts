import { expect, test } from './fixtures.ts';
import { newPlayer } from './settings-helpers.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';

test('offline, a page whose script cannot load shows the offline state with Retry, and recovers by itself when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText(APP_MESSAGES.offline);
  // The sign-up page's script was never fetched: it cannot load now.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByText(APP_MESSAGES.pageOffline)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a page whose script was replaced by a new release reloads once and opens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The tab still holds the old release's file names; the server no longer has that file.
  let refused = 0;
  await page.route(/\/assets\/SignUpPage-[^/]+\.js$/, async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    }
    return route.fallback();
  });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  expect(refused).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('rally:chunk-reload-at'))).not.toBeNull();
});

test('saving while offline says so at once instead of spinning', async ({ page, context }) => {
  await newPlayer(page, 'offline-save', 'Otto Offline');
  await page.goto('/settings?tab=general');
  const save = page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: APP_MESSAGES.saveChanges });
  await expect(save).toBeVisible();
  await context.setOffline(true);
  await save.click();
  await expect(page.getByText(APP_MESSAGES.offlineNotSaved)).toBeVisible();
  await expect(save).toBeEnabled();
  await context.setOffline(false);
});

test('joining while offline says so in a toast, even when no toast had shown before; a page that cannot load keeps the header', async ({ page, context }) => {
  await newPlayer(page, 'offline-join', 'Jo Offline');
  const eventPath = await createEventThroughForm(page, { title: 'Offline hoops' });
  await page.goto(eventPath);
  // The toaster and the menu are fetched by this page once it has settled, before they are needed.
  await page.waitForFunction(() => {
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    return ['/Toaster-', '/SidePanel-'].every((part) => fetched.some((name) => name.includes(part)));
  });
  await context.setOffline(true);
  // The player is its organiser, adding themself.
  await page.getByRole('button', { name: EVENT_MESSAGES.organiserJoin }).click();
  await expect(page.getByText(APP_MESSAGES.offlineNotSaved)).toBeVisible();

  // A page whose script was never fetched shows its offline state inside the app's frame.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-panel').getByRole('link', { name: 'User lists' }).click();
  await expect(page.getByText(APP_MESSAGES.pageOffline)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: /User lists/i })).toBeVisible();
});
