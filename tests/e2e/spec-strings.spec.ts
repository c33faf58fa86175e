import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';

test('on a phone, reloading on the verify-email page says the user data was updated', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('reloader');
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user-onboarding$/);
  await page.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(MESSAGES.emailNotVerified)).toBeVisible();
  await expect(page.getByText(MESSAGES.updatedUserData)).toBeVisible();
});
