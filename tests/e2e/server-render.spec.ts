import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers.ts';

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
  // A search in the address is rendered as that search.
  await page.goto('/discover/basketball?q=court&when=past');
  await expect(page.getByLabel('Search events')).toHaveValue('court');
  await expect(page.getByLabel('Past events only')).toBeChecked();
  await noScript.close();
});

test('a server-rendered page hydrates without a mismatch and works: a player signs in from it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/discover');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.goto('/discover/basketball?q=court&when=past&price=free');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Search events')).toHaveValue('court');
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

test("a team page rendered for its owner hydrates without an error and shows the team's full share link", async ({ page }) => {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Austin Dinkers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  // A full load of the page, rendered on the server as the owner's (with the share link card on its Manage tab).
  await page.getByTestId('team-tabs').getByRole('tab', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}\?tab=manage$/);
  const errors = collectErrors(page);
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Team link')).toHaveValue(/^http:\/\/localhost:\d+\/teams\/join\/[0-9a-f]+$/);
  await expect(page.getByTestId('team-qr')).toBeVisible();
  expect(errors).toEqual([]);
});
