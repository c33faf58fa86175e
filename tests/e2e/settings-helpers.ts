import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers.ts';

/** Signs up a fresh user through the UI and completes the first-time profile form. */
export async function newPlayer(page: Page, prefix: string, displayName: string) {
  const email = uniqueEmail(prefix);
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  await fillProfile(page, displayName);
  await page.getByRole('button', { name: 'Create my profile' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=availability&skippable=true/);
  return { email, displayName };
}

export async function fillProfile(page: Page, displayName: string) {
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Full name').fill('Sam Rivers');
  await page.getByRole('combobox', { name: 'Go-To Area' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await page.getByRole('button', { name: 'Basketball' }).click();
}
