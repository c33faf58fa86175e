import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'player.austin1@rally.test';
export const DEMO_PASSWORD = 'rally-demo-2026';

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the newest mail to `to` (of `template`, when given) in the dev outbox and follows its first
 * link. Name the template whenever the address may get other mail meanwhile: a city's activity
 * digest can reach a new player between their sign-up and this look, and be the newest.
 */
export async function followMailLink(page: Page, to: string, template?: string) {
  await page.goto('/dev/outbox');
  let rows = page.getByTestId('outbox-row').filter({ hasText: to });
  if (template) rows = rows.filter({ hasText: template });
  const row = rows.first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
}

/**
 * How long a test gives a background job (a webhook's processing, a queued mail) to show its
 * result: pg-boss polls every 2 s, and a loaded CI machine was seen running everything 4-5 times slower.
 */
export const JOB_RESULT_TIMEOUT = 120_000;

/**
 * Opens a page again and again until a background job's result shows on it. Each visit first waits,
 * with the usual limit, for `loaded` (what the page shows once its data is in), and only then gives
 * `done` a short look: a slow machine slows the page, which has its own wait, not the check. Loops
 * whose single short wait also had to cover loading the page failed on a slow machine.
 */
export async function reopenUntil(open: () => Promise<unknown>, loaded: Locator, done: Locator) {
  await expect(async () => {
    await open();
    await expect(loaded).toBeVisible();
    await expect(done).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: JOB_RESULT_TIMEOUT });
}
