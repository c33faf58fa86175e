import { expect, test, type Browser } from './fixtures.ts';
import { DEMO_PASSWORD } from './helpers.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

/** A signed-in window with its own locale and size, as the fixture's signedIn is for en-US only. */
async function signedInAs(browser: Browser, baseURL: string, email: string, options: { locale: string; viewport: { width: number; height: number } }) {
  const context = await browser.newContext({ baseURL, ...options });
  const answer = await context.request.post('/trpc/auth.signIn', { data: { json: { email, password: DEMO_PASSWORD } }, headers: { origin: baseURL } });
  expect(answer.status()).toBe(200);
  const page = await context.newPage();
  await page.goto('/my-communities');
  await page.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  return page;
}

test('the organiser sees the nudge wait in their locale; members answer with buttons named by their event; roster buttons name their row (issue 31)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A British organiser on a laptop: times on a 24-hour clock.
  const owner = await signedInAs(browser, baseURL!, 'organiser.austin@rally.test', { locale: 'en-GB', viewport: { width: 1280, height: 800 } });
  const teamPath = new URL(owner.url()).pathname;
  await owner.getByTestId('team-tabs').getByRole('tab', { name: 'Roster' }).click();
  await expect(owner.getByRole('button', { name: 'Make Leo Martinez owner' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Remove Leo Martinez' })).toBeVisible();
  await createEventThroughForm(owner, { title: 'Sunday scrimmage', path: `/create?team=${teamPath.split('/').pop()}` });

  await owner.goto(teamPath);
  const scrimmage = owner.getByTestId('schedule-event').filter({ hasText: 'Sunday scrimmage' });
  await scrimmage.getByRole('button', { name: 'Who answered' }).click();
  const nudge = scrimmage.getByRole('button', { name: /^Nudge \d+ who ha(s|ve) not answered$/ });
  await nudge.click();
  // The wait is shown, not just refused: the button is off and says until when, on the reader's clock.
  await expect(nudge).toBeDisabled();
  await expect(scrimmage.getByText(/^You can nudge again at \d{1,2}:\d{2}$/)).toBeVisible();
  await expect(scrimmage.getByTestId('last-nudged')).toHaveText(TEAM_MESSAGES.lastNudged('now'));
  await owner.reload();
  await scrimmage.getByRole('button', { name: 'Who answered' }).click();
  await expect(nudge).toBeDisabled();

  // A member on a phone answers: each button names the event it answers.
  const member = await signedInAs(browser, baseURL!, 'player.austin3@rally.test', { locale: 'en-US', viewport: { width: 390, height: 844 } });
  const going = member.getByRole('button', { name: 'Going to Sunday scrimmage', exact: true });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(member.getByRole('button', { name: 'Maybe to Sunday scrimmage', exact: true })).toHaveAttribute('aria-pressed', 'false');
});
