import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { FORM_ANSWER_MESSAGES } from '../../shared/forms/answers.ts';
import { FORM_FILE_MESSAGES, FORM_MESSAGES } from '../../shared/forms/messages.ts';
import { SUBMISSION_STATUS_LABELS } from '../../shared/forms/schemas.ts';

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an organiser builds a form with a condition and a waiver and publishes it; a player fills it; the organiser reads the submission and exports CSV', async ({
  browser,
  signedIn,
}) => {
  const title = `Camp sign-up ${Date.now() % 100_000}`;
  const organiser = await signedIn('organiser.austin@rally.test');
  await organiser.goto('/form');
  await organiser.getByLabel('New form’s title').fill(title);
  await organiser.getByRole('button', { name: 'Build a form' }).click();
  await expect(organiser).toHaveURL(/\/form\/build\/[0-9a-f-]{36}$/);
  const formId = organiser.url().split('/').pop()!;
  const fields = organiser.getByTestId('builder-field');
  await expect(fields).toHaveCount(1);

  const add = async (type: string) => {
    await organiser.getByLabel('New field').selectOption({ label: type });
    await organiser.getByRole('button', { name: 'Add field' }).click();
    return fields.last();
  };
  const shirt = await add('Single choice');
  await shirt.getByLabel('Question').fill('Shirt size');
  await shirt.getByRole('textbox', { name: 'Choice 1' }).fill('Small');
  await shirt.getByRole('button', { name: 'Add a choice' }).click();
  await shirt.getByRole('textbox', { name: 'Choice 2' }).fill('Medium');
  await shirt.getByText('Required').click();
  const medical = await add('Yes / no');
  await medical.getByLabel('Question').fill('Any medical needs?');
  await medical.getByText('Required').click();
  const notes = await add('Long text');
  await notes.getByLabel('Question').fill('Tell us more');
  await notes.getByText('Required').click();
  await notes.getByLabel('Show Tell us more').selectOption({ label: 'When “Any medical needs?” is…' });
  await expect(notes.getByLabel('Answer that shows Tell us more')).toHaveValue('true');
  const waiver = await add('Waiver');
  await waiver.getByLabel('Waiver text').fill('I accept the risks of camp.');
  await add('Signature');
  const photo = await add('File upload');
  await photo.getByLabel('Question').fill('Player photo');
  await photo.getByLabel('Files Player photo takes').selectOption({ label: 'An image (JPEG, PNG, WebP)' });
  await expect(organiser.getByTestId('autosave-status')).toContainText(FORM_MESSAGES.draftSaved);
  await organiser.getByRole('button', { name: 'Publish' }).click();
  await expect(organiser.getByText(FORM_MESSAGES.published(1))).toBeVisible();

  const player = await signedIn('player.austin2@rally.test');
  await player.goto(`/form/${formId}`);
  await expect(player.getByRole('heading', { name: title })).toBeVisible();
  await player.getByLabel('Who is this for?').selectOption({ label: 'Myself' });
  await player.getByLabel('Shirt size').selectOption({ label: 'Medium' });
  await expect(player.getByLabel('Tell us more')).toHaveCount(0);
  await player.getByLabel('Any medical needs?').selectOption({ label: 'Yes' });
  await player.getByRole('button', { name: 'Send' }).click();
  await expect(player.getByText(FORM_ANSWER_MESSAGES.required)).toBeVisible();
  await player.getByLabel('Tell us more').fill('Mild asthma, has an inhaler.');
  await player.getByText('I have read and agree to the waiver').click();
  await player.getByLabel('Type your full name to sign').fill('Ava Brooks');
  await player.getByRole('button', { name: 'Send' }).click();
  await expect(player.getByText(FORM_ANSWER_MESSAGES.signature)).toBeVisible();
  // Signs with the mouse, as on a laptop's trackpad.
  const pad = (await player.getByTestId('signature-pad').boundingBox())!;
  await player.mouse.move(pad.x + 30, pad.y + 100);
  await player.mouse.down();
  for (const [dx, dy] of [
    [60, 40],
    [110, 90],
    [160, 50],
    [220, 110],
    [280, 60],
  ] as const)
    await player.mouse.move(pad.x + dx, pad.y + dy, { steps: 5 });
  await player.mouse.up();
  await expect(player.getByText(FORM_ANSWER_MESSAGES.signature)).toHaveCount(0);
  // A photo from the computer: the wrong kind of file is refused before it is sent.
  let chooser = player.waitForEvent('filechooser');
  await player.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(player.getByText(FORM_FILE_MESSAGES.wrongType.image)).toBeVisible();
  chooser = player.waitForEvent('filechooser');
  await player.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'ava.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(player.getByTestId('chosen-file')).toHaveText('ava.png');
  await player.getByRole('button', { name: 'Send' }).click();
  await expect(player.getByText(FORM_MESSAGES.submitted)).toBeVisible();
  await expect(player.getByRole('region', { name: 'Your submissions' })).toContainText('Ava Brooks');
  await player.getByRole('region', { name: 'Your submissions' }).getByRole('link', { name: 'Ava Brooks' }).first().click();
  await expect(player.getByRole('img', { name: 'Signature of Ava Brooks' })).toBeVisible();
  const signedPdf = player.waitForEvent('download');
  await player.getByRole('link', { name: 'Download signed PDF' }).click();
  expect((await signedPdf).suggestedFilename()).toBe('signed-record-ava-brooks.pdf');

  await organiser.goto(`/form/${formId}/submissions`);
  await expect(organiser.getByTestId('submissions-table')).toContainText('Ava Brooks');
  // On a phone each submission is a card: the status and the money are whole, and nothing runs off the screen (issue 31).
  await organiser.setViewportSize({ width: 390, height: 844 });
  const card = organiser.getByTestId('submission-card').filter({ hasText: 'Ava Brooks' });
  await expect(card).toBeVisible();
  await expect(organiser.getByTestId('submissions-table')).toBeHidden();
  const status = card.getByTestId('submission-status');
  expect(Object.values(SUBMISSION_STATUS_LABELS)).toContain(await status.innerText());
  expect(await status.evaluate((badge) => badge.scrollWidth <= badge.clientWidth)).toBe(true);
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await organiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await organiser.setViewportSize({ width: 1280, height: 800 });
  const download = organiser.waitForEvent('download');
  await organiser.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^camp-sign-up-\d+-submissions\.csv$/);
  await organiser.getByRole('link', { name: 'Ava Brooks' }).click();
  await expect(organiser.getByText('Mild asthma, has an inhaler.')).toBeVisible();
  await expect(organiser.getByText('Agreed, signed by Ava Brooks')).toBeVisible();
  // The photo is private: a link to the route that checks who asks, which the organiser's session opens and nobody else's.
  const photoLink = organiser.getByRole('link', { name: 'ava.png' });
  await expect(photoLink).toHaveAttribute('href', /^\/forms\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/);
  const photoHref = (await photoLink.getAttribute('href'))!;
  const photoSaved = organiser.waitForEvent('download');
  await photoLink.click();
  expect((await photoSaved).suggestedFilename()).toBe('ava.webp');
  const photoFile = await organiser.request.get(photoHref);
  expect([photoFile.status(), photoFile.headers()['content-type'], photoFile.headers()['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
  const nobody = await browser.newContext();
  expect((await nobody.request.get(photoHref)).status()).toBe(404);
  await nobody.close();
  const organisersPdf = organiser.waitForEvent('download');
  await organiser.getByRole('link', { name: 'Download signed PDF' }).click();
  const pdfPath = await (await organisersPdf).path();
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');

  // A stranger to an invite-only form is sent to form/access-denied.
  await organiser.goto(`/form/build/${formId}`);
  await organiser.getByLabel('Who may fill it').selectOption({ label: 'Invited people only' });
  await expect(organiser.getByLabel('Who may fill it')).toHaveValue('invite');
  const stranger = await signedIn('player.austin3@rally.test');
  await stranger.goto(`/form/${formId}`);
  await expect(stranger).toHaveURL(/\/form\/access-denied$/);
  await expect(stranger.getByRole('heading', { name: FORM_MESSAGES.accessDenied })).toBeVisible();
});

test('a member finds the team registration form on the team page and opens it', async ({ signedIn }) => {
  const member = await signedIn('player.austin2@rally.test');
  await member.goto('/my-communities');
  await member.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await member.getByTestId('team-tabs').getByRole('tab', { name: 'Seasons' }).click();
  await member.getByTestId('team-forms').getByRole('link', { name: 'Spring league registration' }).click();
  await expect(member.getByRole('heading', { name: 'Spring league registration' })).toBeVisible();
  await expect(member.getByText('Liability waiver')).toBeVisible();
});

test('an incomplete draft is kept on this device through a reload, and saved once it is complete', async ({ page }) => {
  await signIn(page, 'organiser.denver@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/form');
  await page.getByLabel('New form’s title').fill(`Waiver draft ${Date.now() % 100_000}`);
  await page.getByRole('button', { name: 'Build a form' }).click();
  await expect(page).toHaveURL(/\/form\/build\/[0-9a-f-]{36}$/);
  const fields = page.getByTestId('builder-field');
  await expect(fields).toHaveCount(1);
  const add = async (type: string) => {
    await page.getByLabel('New field').selectOption({ label: type });
    await page.getByRole('button', { name: 'Add field' }).click();
    return fields.last();
  };
  const age = await add('Number');
  await age.getByLabel('Question').fill('Age');
  // The waiver's text is left empty: the server cannot take the draft yet.
  await add('Waiver');
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveText(FORM_MESSAGES.draftKeptHere('Write the waiver’s text'));
  // Kept on this device once the change settles (the status says so from the first keystroke).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('rally.form-draft.')))).toBe(true);

  await page.reload();
  await expect(fields).toHaveCount(3);
  await expect(fields.nth(1).getByLabel('Question')).toHaveValue('Age');
  await expect(status).toHaveText(FORM_MESSAGES.draftKeptHere('Write the waiver’s text'));
  await fields.last().getByLabel('Waiver text').fill('I accept the risks.');
  await expect(status).toContainText(FORM_MESSAGES.draftSaved);

  // Saved on the server now: a reload shows it from there, and nothing is left on the device.
  await page.reload();
  await expect(fields).toHaveCount(3);
  await expect(fields.last().getByLabel('Waiver text')).toHaveValue('I accept the risks.');
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('rally.form-draft.')))).toBe(false);
});
