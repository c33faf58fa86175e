import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers.ts';
import { fillProfile, newPlayer } from './settings-helpers.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';
import { VALIDATION_MESSAGES } from '../../shared/common/validation-messages.ts';
import { EVENT_LIMITS } from '../../shared/limits/limits.ts';

test('a new profile shows no errors before anything is touched, and its disabled button says what is missing', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(uniqueEmail('why'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create my profile' });
  await expect(create).toBeDisabled();
  await expect(page.getByTestId('save-blockers')).toContainText('Go-To Area');
  await expect(page.getByText(SETTINGS_MESSAGES.cityRequired)).toHaveCount(0);
  // A field shows its error once left; the fields not yet reached stay quiet.
  await page.getByLabel('Display name').fill('W');
  await page.getByLabel('Full name').focus();
  await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText(SETTINGS_MESSAGES.cityRequired)).toHaveCount(0);
  await expect(page.getByText(SETTINGS_MESSAGES.pickAtLeastOne)).toHaveCount(0);
  await fillProfile(page, 'Wendy Why');
  await expect(page.getByText('Display name must be at least 2 characters')).toHaveCount(0);
  await expect(create).toBeEnabled();
  await expect(page.getByTestId('save-blockers')).toHaveCount(0);
});

test('a failed create-event submit focuses the first field to fix, and location errors say what to do, readably', async ({ page }) => {
  await newPlayer(page, 'focus', 'Fiona Focus');
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Title').fill('Focus drill');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByLabel('Game type')).toBeFocused();
  await page.getByLabel('Game type').selectOption('Basketball');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByLabel('Place name')).toBeFocused();
  await expect(page.getByText(EVENT_MESSAGES.placeNameRequired)).toBeVisible();
  await expect(page.getByText(EVENT_MESSAGES.pickCity)).toBeVisible();
  await expect(page.getByText('Invalid input')).toHaveCount(0);
  await page.getByRole('button', { name: 'Saved place' }).click();
  await expect(page.getByText(EVENT_MESSAGES.choosePlace)).toBeVisible();
  // A number it cannot take is named as such, and stays as typed: never quietly saved as another.
  const capacity = page.getByRole('spinbutton', { name: 'Capacity' });
  const range = page.getByText(VALIDATION_MESSAGES.numberRange(1, EVENT_LIMITS.capacity.max));
  await capacity.fill('-5');
  await expect(range).toBeVisible();
  await capacity.blur();
  await expect(capacity).toHaveValue('-5');
  await expect(range).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(range).toBeVisible();
  await capacity.fill('12');
  await expect(range).toHaveCount(0);
  // Error text meets WCAG AA contrast.
  const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
