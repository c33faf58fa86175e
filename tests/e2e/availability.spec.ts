import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';
import { AVAILABILITY_MESSAGES } from '../../shared/availability/messages.ts';

test('availability: tick a day, add an overlapping range, see the message, fix it and save', async ({ page }) => {
  await signIn(page, 'organiser.portland@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings?tab=availability');
  await expect(page.getByRole('link', { name: SETTINGS_MESSAGES.viewProfile })).toBeVisible();
  await expect(page.getByText('Not saved yet')).toBeVisible();

  const wednesday = page.getByTestId('weekday-wednesday');
  await wednesday.getByRole('checkbox', { name: 'Wednesday' }).click({ force: true });
  await expect(wednesday.getByLabel('Wednesday start 1')).toHaveValue('17:00');
  await expect(wednesday.getByLabel('Wednesday end 1')).toHaveValue('20:00');

  await wednesday.getByRole('button', { name: 'Add a range' }).click();
  await wednesday.getByLabel('Wednesday start 2').fill('19:30');
  await wednesday.getByLabel('Wednesday end 2').fill('21:00');
  await expect(wednesday.getByText(AVAILABILITY_MESSAGES.overlapping).first()).toBeVisible();
  const save = page.getByRole('button', { name: 'Save availability' });
  await expect(save).toBeDisabled();
  await expect(page.getByText(AVAILABILITY_MESSAGES.fixTimesToSave)).toBeVisible();

  await wednesday.getByLabel('Wednesday start 2').fill('20:30');
  await expect(wednesday.getByText(AVAILABILITY_MESSAGES.overlapping)).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(AVAILABILITY_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
  await expect(page.getByTestId('weekday-wednesday').getByLabel('Wednesday start 2')).toHaveValue('20:30');

  // Unticking clears the day.
  await page.getByTestId('weekday-wednesday').getByRole('checkbox', { name: 'Wednesday' }).click({ force: true });
  await expect(page.getByTestId('weekday-wednesday').getByTestId('time-range')).toHaveCount(0);
});

test('availability: a date range with per-day hours is added through its dialog', async ({ page }) => {
  await signIn(page, 'player.denver3@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings?tab=availability');
  await page.getByRole('button', { name: 'Add dates' }).click();
  const dialog = page.getByTestId('date-specific-dialog');
  await dialog.getByLabel('Kind').selectOption('range');
  const start = new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(Date.now() + 4 * 86_400_000);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Start date').fill(iso(start));
  await dialog.getByLabel('End date').fill(iso(end));
  // The switch's own label, clicked as a person would: the hidden input sits outside the viewport
  // while the dialog is still opening.
  await dialog.getByText('Different hours each day').click();
  await expect(dialog.getByRole('checkbox', { name: 'Different hours each day' })).toBeChecked();
  await expect(dialog.getByTestId('time-range')).toHaveCount(2);
  // An end before its start is said once, in words, and never as the spec's error key.
  const first = dialog.getByTestId('time-range').first();
  await first.getByLabel(/ start 1$/).fill('18:00');
  await first.getByLabel(/ end 1$/).fill('10:00');
  await expect(dialog.getByText(AVAILABILITY_MESSAGES.endTimeBeforeStartTimeText)).toHaveCount(1);
  await expect(dialog.getByText(AVAILABILITY_MESSAGES.endTimeBeforeStartTime, { exact: true })).toHaveCount(0);
  await first.getByLabel(/ end 1$/).fill('20:00');
  await expect(dialog.getByText(AVAILABILITY_MESSAGES.endTimeBeforeStartTimeText)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // Added, not yet saved: the tab says so until Save.
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByTestId('date-specific-entry')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText(AVAILABILITY_MESSAGES.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('date-specific-entry')).toHaveCount(1);
});

test('availability: an unsaved change survives a look at another tab and another page', async ({ page }) => {
  await signIn(page, 'player.portland3@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/settings?tab=availability');
  const friday = () => page.getByTestId('weekday-friday');
  await expect(friday().getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
  await friday().getByRole('checkbox', { name: 'Friday' }).click({ force: true });
  await friday().getByLabel('Friday start 1').fill('18:15');
  await expect(page.getByText('Not saved yet')).toBeVisible();

  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.getByTestId('weekday-friday')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(friday().getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(friday().getByLabel('Friday start 1')).toHaveValue('18:15');
  await expect(page.getByText('Not saved yet')).toBeVisible();

  // Away to another page in the app and back (no reload): still there.
  await page.getByRole('link', { name: SETTINGS_MESSAGES.viewProfile }).click();
  await expect(page).toHaveURL(/\/profile\//);
  await page.goBack();
  await expect(friday().getByLabel('Friday start 1')).toHaveValue('18:15');

  // Undoing the change leaves nothing unsaved.
  await friday().getByRole('checkbox', { name: 'Friday' }).click({ force: true });
  await expect(page.getByText('Not saved yet')).toHaveCount(0);
});
