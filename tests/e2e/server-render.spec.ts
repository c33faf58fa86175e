import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './helpers.ts';

/** Errors the browser reported: a hydration mismatch is one (React reports it as a recoverable error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('public pages paint without JavaScript: sign-in, discover and an event arrive rendered', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
  const firstEvent = page.getByTestId('discover-results').getByRole('link').first();
  await expect(firstEvent).toBeVisible();
  const eventTitle = (await firstEvent.textContent())!.trim();
  await page.goto((await firstEvent.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(eventTitle).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
  await noScript.close();
});

test('a server-rendered page hydrates without a mismatch and works: a player signs in from it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/discover');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The form's validator loads when the form is first focused, and still checks before sending.
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Signed in, a public page renders on the server as this player's page.
  await page.goto('/discover');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(errors).toEqual([]);
});
