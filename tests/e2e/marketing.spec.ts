import { expect, test } from './fixtures.ts';
import { MESSAGES } from '../../shared/messages/spec.ts';

test('the create-tournaments page tells a visitor what runs today, says the hub is coming Q2 2025, and leads to creating an event', async ({ page, browser }) => {
  await page.goto('/create-tournaments');
  await expect(page).toHaveTitle('Create tournaments · Rally');
  await expect(page.getByRole('heading', { level: 1, name: 'Run tournaments and playoffs on Rally' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Double elimination' })).toBeVisible();
  await expect(page.getByTestId('tournament-hub')).toContainText(MESSAGES.toursComingSoon);
  // At 390 px nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A guest who wants to create one is asked to sign in first.
  await page.getByRole('link', { name: 'Create an event' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The page is rendered on the server: it paints without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/create-tournaments');
  await expect(bare.getByRole('heading', { level: 1, name: 'Run tournaments and playoffs on Rally' })).toBeVisible();
  await noScript.close();
});
