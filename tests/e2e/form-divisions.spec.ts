import { expect, test } from './fixtures.ts';
import { newPlayer } from './settings-helpers.ts';
import { buildDinkersRegistrationForm, linkPayouts } from './form-helpers.ts';
import { FORM_DIVISION_MESSAGES, FORM_MESSAGES } from '../../shared/forms/messages.ts';

test('a player on a phone picks a division of the registration form and sees its price; the organiser sees the division on the submission (issue 31, defect 10)', async ({
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const title = `Division sign-up ${Date.now() % 100_000}`;
  const organiser = await signedIn('organiser.austin@rally.test');
  await linkPayouts(organiser);

  const formId = await buildDinkersRegistrationForm(organiser, title);
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
