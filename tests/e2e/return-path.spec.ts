import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers.ts';
import { fillProfile } from './settings-helpers.ts';

test('open redirect after onboarding: a new user on a hostile next link completes the profile and stays on our origin', async ({ page, baseURL }) => {
  // Should the app follow the link, the browser lands here instead of failing on DNS.
  await page.route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Phished</h1>' }));
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(uniqueEmail('next-link'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-onboarding$/);

  await page.goto('/user-onboarding?next=/%5Cevil.example/phish');
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  await fillProfile(page, 'Next Link');
  await page.getByRole('button', { name: 'Create my profile' }).click();

  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  await expect(page.getByRole('heading', { name: 'Phished' })).toHaveCount(0);
});

test('open redirect after onboarding: a same-origin next path is still followed', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(uniqueEmail('next-path'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-onboarding$/);

  await page.goto(`/user-onboarding?next=${encodeURIComponent('/discover?q=tennis')}`);
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  await fillProfile(page, 'Next Path');
  await page.getByRole('button', { name: 'Create my profile' }).click();

  await expect(page).toHaveURL(/\/discover\?q=tennis$/);
});
