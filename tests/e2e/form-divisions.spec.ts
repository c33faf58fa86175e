import { expect, test, type Page } from './fixtures.ts';
import { newPlayer } from './settings-helpers.ts';
import { FORM_DIVISION_MESSAGES, FORM_MESSAGES } from '../../shared/forms/messages.ts';

/** The organiser's payouts, linked through Stripe's hosted onboarding (the local stand-in) unless a repeat run did it already. */
async function linkPayouts(page: Page) {
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

test('a player on a phone picks a division of the registration form and sees its price; the organiser sees the division on the submission (issue 31, defect 10)', async ({
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const title = `Division sign-up ${Date.now() % 100_000}`;
  const organiser = await signedIn('organiser.austin@rally.test');
  await linkPayouts(organiser);

  await organiser.goto('/my-communities');
  await organiser.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await organiser.getByTestId('team-tabs').getByRole('tab', { name: 'Seasons' }).click();
  await organiser.getByTestId('team-forms').getByRole('link', { name: 'Build a registration form' }).click();
  await expect(organiser.getByRole('combobox', { name: 'For', exact: true })).toHaveValue(/^[0-9a-f-]{36}$/);
  await organiser.getByLabel('New form’s title').fill(title);
  await organiser.getByRole('button', { name: 'Build a form' }).click();
  await expect(organiser).toHaveURL(/\/form\/build\/[0-9a-f-]{36}$/);
  const formId = organiser.url().split('/').pop()!;
  // A team's registration form starts with its "Who is this for?" question.
  await expect(organiser.getByTestId('builder-field')).toHaveCount(1);

  // The season's group is offered as a division with its own price and places.
  const registration = organiser.getByRole('region', { name: 'Season registration' });
  await registration.getByLabel('Registers for').selectOption({ label: 'Spring league' });
  const divisions = registration.getByRole('region', { name: FORM_DIVISION_MESSAGES.builderTitle });
  await divisions.getByText(`${FORM_DIVISION_MESSAGES.offer} Open division`).click();
  await divisions.getByLabel(`${FORM_DIVISION_MESSAGES.price} (USD)`).fill('45');
  await divisions.getByLabel(FORM_DIVISION_MESSAGES.capacity).fill('3');
  await registration.getByRole('button', { name: 'Save registration' }).click();
  await expect(organiser.getByText(FORM_MESSAGES.registrationSaved)).toBeVisible();
  await organiser.getByLabel('Who may fill it').selectOption({ label: 'Anyone with the link' });
  await expect(organiser.getByLabel('Who may fill it')).toHaveValue('public');
  await organiser.getByRole('button', { name: 'Publish' }).click();
  await expect(organiser.getByText(FORM_MESSAGES.published(1))).toBeVisible();

  // On a phone, the player must pick a division, and sees its price and places left.
  const player = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await newPlayer(player, 'divisions', 'Dana Division');
  await player.goto(`/form/${formId}`);
  await expect(player.getByRole('heading', { name: title })).toBeVisible();
  await player.getByLabel('Who is this for?').selectOption({ label: 'Myself' });
  await player
    .getByRole('button', { name: 'Send and pay' })
    .or(player.getByRole('button', { name: 'Send', exact: true }))
    .click();
  await expect(player.getByText(FORM_DIVISION_MESSAGES.required)).toBeVisible();
  const division = player.getByRole('combobox', { name: FORM_DIVISION_MESSAGES.label });
  await division.selectOption({ label: `Open division · $45.00 · ${FORM_DIVISION_MESSAGES.placesLeft(3)}` });
  await expect(player.getByText(`${FORM_DIVISION_MESSAGES.price}: $45.00`)).toBeVisible();
  const price = player.getByTestId('price-summary');
  await expect(price).toContainText(`${FORM_DIVISION_MESSAGES.label}: Open division$45.00`);
  await expect(price).toContainText('Total$45.00');
  await player.getByRole('button', { name: 'Send and pay' }).click();
  await expect(player).toHaveURL(new RegExp(`/form/payment/${formId}/[0-9a-f-]{36}$`));
  await expect(player.getByRole('button', { name: 'Pay $45.00' })).toBeVisible();

  // The organiser's list shows which division the registration took.
  await organiser.goto(`/form/${formId}/submissions`);
  const row = organiser.getByTestId('submissions-table').getByRole('row').filter({ hasText: 'Dana Division' });
  await expect(row).toContainText('Open division');
  await expect(row).toContainText('Pending payment');
});
