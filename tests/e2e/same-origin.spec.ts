import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

test('same-origin requests refused: the app opened at 127.0.0.1 while APP_ORIGIN says localhost signs up', async ({ page, baseURL }) => {
  const loopbackIp = new URL(baseURL!);
  expect(loopbackIp.hostname).toBe('localhost');
  loopbackIp.hostname = '127.0.0.1';
  await page.goto(new URL('/sign-up', loopbackIp).href);
  await page.getByLabel('E-mail').fill(uniqueEmail('by-ip'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(loopbackIp.origin);
});

test('same-origin requests refused: a refused sign-up shows the shared message, not a transport error', async ({ page }) => {
  // Stands in for a page of another origin: the browser will not let a page rewrite Origin or
  // Sec-Fetch-Site, so the request is sent on from the test with a foreign pair.
  await page.route('**/trpc/auth.signUp*', async (route) => {
    const headers = { ...route.request().headers(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(uniqueEmail('refused'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(APP_MESSAGES.forbiddenOrigin)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});
