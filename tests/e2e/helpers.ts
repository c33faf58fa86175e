import { expect, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'player.austin1@rally.test';
export const DEMO_PASSWORD = 'rally-demo-2026';

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the local outbox and follows the newest link sent to `to`. */
export async function followMailLink(page: Page, to: string) {
  await page.goto('/dev/outbox');
  const row = page.getByTestId('outbox-row').filter({ hasText: to }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
}
