import { expect, type Page } from '@playwright/test';

/** The organiser's payouts, linked through Stripe's hosted onboarding (the local stand-in) unless a repeat run did it already. */
export async function linkPayouts(page: Page) {
  await page.goto('/settings?tab=payments');
  const setUp = page.getByRole('button', { name: 'Set up payouts with Stripe' });
  const active = page.getByTestId('payout-account').getByText('Active');
  await expect(setUp.or(active)).toBeVisible();
  if (await active.isVisible()) return;
  await setUp.click();
  await page.getByTestId('connect-dialog').getByRole('button', { name: 'Create Stripe Account' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe onboarding (test)' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(active).toBeVisible();
}

/**
 * The demo organiser's new registration form for Austin Dinkers, started from the team page's
 * Seasons tab as an organiser would; leaves the page on the builder and returns the form's id.
 */
export async function buildDinkersRegistrationForm(organiser: Page, title: string): Promise<string> {
  await organiser.goto('/my-communities');
  await organiser.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await organiser.getByTestId('team-tabs').getByRole('tab', { name: 'Seasons' }).click();
  await organiser.getByTestId('team-forms').getByRole('link', { name: 'Build a registration form' }).click();
  await expect(organiser.getByRole('combobox', { name: 'For', exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
  await organiser.getByLabel('New form’s title').fill(title);
  await organiser.getByRole('button', { name: 'Build a form' }).click();
  await expect(organiser).toHaveURL(/\/form\/build\/[0-9a-f-]{36}$/);
  return organiser.url().split('/').pop()!;
}
