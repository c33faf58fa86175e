import { expect, test } from './fixtures.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { MARKETING_PAGES } from '../../shared/marketing/marketing.ts';

test('the create-tournaments page tells a visitor what runs today, says the hub is coming Q2 2025, and leads to creating an event', async ({
  page,
  browser,
}) => {
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

test('a visitor goes from sign-up to the features, opens each marketing page, and starts from one', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign-up');
  await page.getByRole('link', { name: 'See what Rally does' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page).toHaveTitle('Features · Rally');
  await expect(page.getByTestId('feature-card')).toHaveCount(MARKETING_PAGES.length + 1);
  for (const entry of MARKETING_PAGES) {
    await page.goto('/features');
    await page.getByTestId('feature-card').getByRole('link', { name: entry.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page).toHaveTitle(`${entry.title} · Rally`);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(entry.features.length);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  // The way in: organising asks a guest to sign in first.
  await page.goto('/organize-events');
  await page.getByRole('link', { name: 'Create an event' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Rendered on the server: the page paints without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/find-players');
  await expect(bare.getByRole('heading', { level: 1, name: 'Find players and games near you' })).toBeVisible();
  await noScript.close();
});
