import { expect, test, type Browser, type Page } from './fixtures.ts';
import { followMailLink } from './helpers.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { HOME_MESSAGES } from '../../shared/home/messages.ts';

const noSideScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Calls a tRPC mutation as the page's signed-in user (set-up only; what the test is about is clicked). */
async function mutate<T>(page: Page, path: string, input: unknown): Promise<T> {
  const answer = await page.request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: new URL(page.url()).origin } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: { data: { json: T } } }).result.data.json;
}

const teamDetails = (name: string, inviteEmail: string) => ({
  name,
  gameType: 'Pickleball',
  city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
  ageGroup: 'Adults',
  gender: 'Any',
  skillLevel: 'All levels',
  privacy: 'private',
  invites: [{ email: inviteEmail, role: 'player' }],
});

test('Home lists three kinds of task, three shown and the rest behind Show all; on a phone one RSVP tap and on a wide screen one Accept each remove their task and drop the count', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await freshPage(browser);
  const { email: ownerEmail } = await newPlayer(owner, 'home-owner', 'Hana Host');
  await followMailLink(owner, ownerEmail, 'verify-email');
  await expect(owner.getByText(MESSAGES.emailVerified)).toBeVisible();
  const player = await freshPage(browser);
  const { email } = await newPlayer(player, 'home-player', 'Pia Player');
  await followMailLink(player, email, 'verify-email');
  await expect(player.getByText(MESSAGES.emailVerified)).toBeVisible();

  // The player is on one team (with a practice tomorrow) and invited to another; no availability saved yet.
  const tag = Date.now() % 100_000;
  const hawks = await mutate<{ id: string }>(owner, 'teams.create', teamDetails(`Home Hawks ${tag}`, email));
  const herons = `Home Herons ${tag}`;
  await mutate(owner, 'teams.create', teamDetails(herons, email));
  await mutate(player, 'teams.respondToInvite', { teamId: hawks.id, accept: true });
  await createEventThroughForm(owner, { title: 'Hawks practice', path: `/create?team=${hawks.id}` });
  await createEventThroughForm(owner, { title: 'Hawks scrimmage', path: `/create?team=${hawks.id}` });

  await player.setViewportSize({ width: 390, height: 844 });
  await player.goto('/home');
  const card = player.getByTestId('action-required');
  const tasks = card.getByTestId('home-task');
  const count = card.getByTestId('task-count');
  await expect(count).toHaveText('4');
  // The first three show; the rest wait behind the disclosure.
  await expect(tasks).toHaveCount(3);
  await expect(tasks.nth(0)).toContainText(HOME_MESSAGES.invitationTitle(herons));
  await expect(tasks.nth(1)).toContainText(HOME_MESSAGES.setAvailabilityTitle);
  await expect(tasks.nth(2)).toContainText(/Answer: Hawks (practice|scrimmage)/);
  // The phone's first screen holds the tasks and the next event.
  await expect(player.getByRole('region', { name: 'Upcoming events' }).getByTestId('my-team-event').first()).toBeInViewport();
  await noSideScroll(player, 390);
  const toggle = card.getByRole('button', { name: HOME_MESSAGES.showAll(4) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(tasks).toHaveCount(4);
  await expect(card.getByRole('button', { name: HOME_MESSAGES.showFewer })).toHaveAttribute('aria-expanded', 'true');

  const practice = tasks.filter({ hasText: HOME_MESSAGES.answerRsvpTitle('Hawks practice', null) });
  await practice.getByRole('button', { name: 'Going to Hawks practice', exact: true }).click();
  await expect(count).toHaveText('3');
  await expect(practice).toHaveCount(0);
  // The answer is the one Upcoming events shows.
  await expect(player.getByRole('region', { name: 'Upcoming events' }).getByTestId('my-team-event').filter({ hasText: 'Hawks practice' })).toContainText(
    'Going',
  );

  await player.setViewportSize({ width: 1280, height: 800 });
  await tasks.filter({ hasText: herons }).getByRole('button', { name: HOME_MESSAGES.accept }).click();
  await expect(count).toHaveText('2');
  await expect(tasks).toHaveCount(2);
  await expect(player.getByRole('link', { name: herons, exact: true })).toBeVisible();
  await noSideScroll(player, 1280);

  // The availability task leads to the availability tab.
  await tasks.getByRole('link', { name: HOME_MESSAGES.setAvailabilityTitle }).click();
  await expect(player).toHaveURL(/\/settings\?tab=availability$/);
});

test('the quick links are the spec’s six', async ({ signedIn }) => {
  const page = await signedIn('player.austin1@rally.test');
  const links = page.getByRole('region', { name: HOME_MESSAGES.quickLinksTitle }).getByRole('link');
  await expect(links).toHaveCount(6);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(['/my-communities', '/settings?tab=payments', '/subscriptions', '/faqs', '/discover', '/invoices']);
});
