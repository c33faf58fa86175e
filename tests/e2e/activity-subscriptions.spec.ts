import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, reopenUntil, signIn } from './helpers.ts';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../shared/activity-subscriptions/messages.ts';
import { ACTIVITY_ALERT_DIGEST_MINUTES } from '../../shared/settings/settings.ts';

async function openTab(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings?tab=Activities-Subscription');
  await expect(page.getByRole('tab', { name: 'Activity Subscription' })).toHaveAttribute('aria-selected', 'true');
}

async function pickCity(page: Page, typed: string, option: string) {
  const form = page.getByTestId('activity-subscription-form');
  await form.getByRole('combobox', { name: 'City' }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a player adds a city subscription and the confirmation mail reaches the outbox', async ({ page }) => {
  const email = 'organiser.denver@rally.test';
  await openTab(page, email);
  const empty = page.getByTestId('activity-subscriptions-empty');
  await expect(empty.getByText(M.emptyTitle, { exact: true })).toBeVisible();
  await expect(empty.getByText(M.emptyBody, { exact: true })).toBeVisible();
  // When alerts come is said up front.
  await expect(page.getByText(M.howAlertsCome(ACTIVITY_ALERT_DIGEST_MINUTES))).toBeVisible();
  await empty.getByRole('button', { name: M.addCity }).click();

  const form = page.getByTestId('activity-subscription-form');
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await pickCity(page, 'Denver', 'Denver, CO');

  // 15 miles by default, one mile per step.
  const radius = form.getByRole('slider', { name: 'Radius (miles)' });
  await expect(radius).toHaveValue('15');
  await radius.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await expect(radius).toHaveValue('25');

  // The search narrows the options by a case-insensitive substring; 'Other' is never offered.
  const search = form.getByLabel('Search activities');
  await search.fill('BALL');
  await expect(form.getByRole('button', { name: 'Basketball', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Tennis', exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Basketball', exact: true }).click();
  await search.fill('socc');
  await form.getByRole('button', { name: 'Soccer', exact: true }).click();
  await search.fill('');
  await expect(form.getByRole('button', { name: 'Other', exact: true })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Any', exact: true })).toHaveCount(0);
  await expect(form.getByTestId('picked-activities')).toHaveText('Selected: Basketball, Soccer');

  const results = await new AxeBuilder({ page }).include('[data-testid="activity-subscription-form"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('activity-subscription');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Denver, CO');
  await expect(row).toContainText('within 25 miles');
  await expect(row).toContainText('Basketball');
  await expect(row).toContainText('Soccer');
  // With one subscription, the add button moves to the header.
  await expect(page.getByRole('button', { name: M.addCity })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('activity-subscription')).toContainText('Denver, CO');

  // The confirmation goes out through a job: poll the outbox until the worker has queued it.
  const mail = page.getByTestId('outbox-row').filter({ hasText: email }).filter({ hasText: 'activity-subscription-confirmation' }).first();
  await reopenUntil(() => page.goto('/dev/outbox'), page.getByRole('heading', { name: 'Mail outbox' }), mail);
  await expect(mail).toContainText('Basketball, Soccer');
  await expect(mail).toContainText('Denver, CO');
  await expect(mail).toContainText('Sam');
  await expect(mail).toContainText('25');
});

test('a subscription is edited into a temporary one, cancel leaves it as it was, and delete empties the list', async ({ page }) => {
  await openTab(page, 'organiser.portland@rally.test');
  await page.getByRole('button', { name: M.addCity }).click();
  await pickCity(page, 'Portland', 'Portland, OR');
  const form = page.getByTestId('activity-subscription-form');
  await form.getByRole('button', { name: 'Tennis', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByTestId('activity-subscription');
  await expect(row).toContainText('within 15 miles');

  // Cancel closes the form without saving.
  await row.getByRole('button', { name: 'Edit Portland, OR' }).click();
  await form.getByRole('button', { name: 'Pickleball', exact: true }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(row).not.toContainText('Pickleball');

  // Temporary on: the start is now and the end empty; off clears both.
  await row.getByRole('button', { name: 'Edit Portland, OR' }).click();
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('Portland, OR');
  const temporary = form.getByRole('checkbox', { name: /Temporary/ });
  await temporary.click({ force: true });
  await expect(form.getByLabel('Start date')).not.toHaveValue('');
  await expect(form.getByLabel('End date')).toHaveValue('');
  await temporary.click({ force: true });
  await expect(form.getByLabel('Start date')).toHaveCount(0);
  await temporary.click({ force: true });
  const end = new Date(Date.now() + 5 * 86_400_000);
  const local = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}T18:00`;
  await form.getByLabel('End date').fill(local);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('Temporary:');
  await expect(row).toContainText('6:00 PM');

  await row.getByRole('button', { name: 'Delete Portland, OR' }).click();
  await expect(page.getByText(M.deleted).first()).toBeVisible();
  await expect(page.getByTestId('activity-subscriptions-empty')).toContainText(M.emptyTitle);
});
