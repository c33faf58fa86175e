import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// The viewer searches in their own zone, like a Denver player would.
test.use({ timezoneId: 'America/Denver' });

test('find available players: nearby Soccer players, then only those free at a time', async ({ page }) => {
  await signIn(page, 'player.denver3@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const section = page.getByRole('heading', { name: 'Find available players' }).locator('xpath=ancestor::*[contains(@class, "chakra-card__root")]');
  await expect(section.getByRole('combobox', { name: 'Near' })).toHaveValue(/Denver, CO/);
  // The first look is any sport: who is around at all.
  await expect(section.getByLabel('Sport')).toHaveValue('');
  await expect(section.getByTestId('available-player').first()).toBeVisible();
  await section.getByLabel('Sport').selectOption('Soccer');
  const results = section.getByTestId('available-player');
  await expect(results.filter({ hasText: 'Noah Patel' })).toBeVisible();
  await expect(results.filter({ hasText: 'Sam Whitaker' })).toBeVisible();

  // Noah is free on weekend mornings (his seeded schedule); Sam has shared no availability.
  await section.getByLabel('Available').selectOption('at');
  const saturday = new Date();
  saturday.setDate(saturday.getDate() + ((6 - saturday.getDay() + 7) % 7 || 7));
  const day = `${saturday.getFullYear()}-${String(saturday.getMonth() + 1).padStart(2, '0')}-${String(saturday.getDate()).padStart(2, '0')}`;
  await section.getByLabel('Date and time').fill(`${day}T09:30`);
  await expect(results.filter({ hasText: 'Noah Patel' })).toBeVisible();
  await expect(results.filter({ hasText: 'Sam Whitaker' })).toHaveCount(0);
});
