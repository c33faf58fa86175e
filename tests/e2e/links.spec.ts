import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './helpers.ts';
import { fillProfile } from './settings-helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { FORM_MESSAGES } from '../../shared/forms/messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

test('a team link opened signed out survives signing up: the new player lands in the team', async ({ page, browser }) => {
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(owner).toHaveURL(/\/home$/);
  await owner.getByRole('link', { name: 'Austin Dinkers', exact: true }).first().click();
  await expect(owner.getByRole('heading', { name: 'Austin Dinkers', level: 1 })).toBeVisible();
  // The team's address without a tab: where the join link lands.
  const teamUrl = owner.url();
  await owner.getByTestId('team-tabs').getByRole('tab', { name: 'Manage' }).click();
  const link = await owner.getByLabel('Team link').inputValue();

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/login\?next=%2Fteams%2Fjoin%2F/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2Fteams%2Fjoin%2F/);
  await page.getByLabel('E-mail').fill(uniqueEmail('link'));
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'More Information' })).toBeVisible();
  await fillProfile(page, 'Link Joiner');
  await page.getByRole('button', { name: 'Create my profile' }).click();
  // The share link asks before joining (issue 31).
  await page.getByRole('button', { name: TEAM_MESSAGES.joinConfirm }).click();
  await expect(page).toHaveURL(teamUrl);
  await expect(page.getByTestId('team-role')).toHaveText('Player');
});

test('a protected page opened signed out comes back after signing in', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
  await page.getByLabel('E-mail').fill('player.denver2@rally.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test("a cut-off or mangled link says what is missing, never the validator's words", async ({ page }) => {
  await signIn(page, 'player.denver2@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const cases: [path: string, words: string][] = [
    ['/profile/not-an-id', MESSAGES.userNotFound],
    ['/messages?to=not-an-id', MESSAGES.userNotFound],
    ['/event/not-an-id/manage', EVENT_MESSAGES.notFound],
    ['/teams/join/bad', 'This team link is no longer valid.'],
    ['/rsvp/bad?answer=going', 'This answer link is no longer valid.'],
    ['/form/x/submissions', FORM_MESSAGES.notFound],
    // Whatever the link, this user is verified already: they are told they are done.
    ['/verify-email?token=bad', APP_MESSAGES.alreadyVerified],
  ];
  for (const [path, words] of cases) {
    await page.goto(path);
    await expect(page.getByText(words).first(), path).toBeVisible();
    await expect(page.getByText(/Invalid UUID|Too small|expected string/), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
  }
});

test('a spent verification link opened signed out says so and leads to getting a new one', async ({ page }) => {
  await page.goto('/verify-email?token=spent');
  await expect(page.getByText(APP_MESSAGES.invalidLink)).toBeVisible();
  await page.getByRole('link', { name: 'Get a new link' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText('Sign in to check whether your e-mail is verified.')).toBeVisible();
});
