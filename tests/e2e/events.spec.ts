import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { createEventThroughForm, viewerStatus } from './event-helpers.ts';
import { signIn } from './helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

// Sign-ups are rate limited per IP: the tests share three new users and run in order.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long password';
type Who = 'organiser' | 'first' | 'second';
const NAMES: Record<Who, string> = { organiser: 'Olive Organiser', first: 'Finn First', second: 'Sasha Second' };
const accounts: Partial<Record<Who, { email: string }>> = {};

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function pageFor(browser: Browser, who: Who): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  const known = accounts[who];
  if (known) {
    await signIn(page, known.email, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  } else {
    accounts[who] = await newPlayer(page, `events-${who}`, NAMES[who]);
  }
  return page;
}

test('a weekly event with one spot: the second player waits, and is promoted when the first leaves', async ({ browser }) => {
  test.setTimeout(360_000);
  const organiser = await pageFor(browser, 'organiser');
  // Unique per run: discover also lists the demo events, and earlier runs' events on a reused database.
  const title = `Weekly full court ${Date.now() % 100000}`;
  await createEventThroughForm(organiser, { title, capacity: 1, weekly: { times: 4 } });
  await expect(organiser.getByText(/Every week on \w+day, 4 times/)).toBeVisible();
  await expect(organiser.getByText('Other dates')).toBeVisible();
  await expect(organiser.getByTestId('event-facts')).toContainText('1 spot left');

  // The first player finds it on discover, around their Go-To Area (Austin), by its title.
  const first = await pageFor(browser, 'first');
  await first.goto('/discover');
  await first.getByLabel('Search events').fill(title);
  await first.getByTestId('discover-event').filter({ hasText: title }).first().getByRole('link', { name: title }).click();
  // Each weekly date is its own event: whichever date was opened is the one both players join.
  await expect(first).toHaveURL(/\/evt\/[0-9a-f-]{36}$/);
  const found = new URL(first.url()).pathname;
  // Joining a date of a weekly event says that it is that date alone.
  await expect(first.getByTestId('join-panel')).toContainText(/You join .+ only: each date of a repeating event has its own players\./);
  await first.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(viewerStatus(first)).toHaveText("You're going");
  await expect(first.getByTestId('going-list')).toContainText(NAMES.first);

  const second = await pageFor(browser, 'second');
  await second.goto(found);
  await expect(second.getByTestId('event-facts')).toContainText('Full: join the waitlist');
  await second.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(viewerStatus(second)).toHaveText('On the waitlist: you are number 1');

  await first.getByRole('button', { name: 'Leave event' }).click();
  await expect(first.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();

  await second.reload();
  await expect(viewerStatus(second)).toHaveText("You're going");
  // Their Home lists that one date, not the series.
  await second.goto('/home');
  await expect(second.getByTestId('upcoming-events').getByRole('listitem').filter({ hasText: title })).toContainText(EVENT_MESSAGES.seriesDateOfMine);
  // The organiser's home lists the event among their upcoming ones.
  await organiser.goto('/home');
  await expect(organiser.getByTestId('upcoming-events')).toContainText(title);
  // Home shows the next few; all of them, and the past ones, are on the organiser's events page.
  // With few upcoming, Home's link opens the past ones; the upcoming are a tab away.
  await organiser.getByRole('link', { name: /^(See all your events|Your past events)$/ }).click();
  await expect(organiser).toHaveURL(/\/my-events(\?when=past)?$/);
  await expect(organiser.getByRole('heading', { name: 'Your events' })).toBeVisible();
  await organiser.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(organiser.getByTestId('my-event').filter({ hasText: title }).first()).toContainText('Organiser');
  await organiser.getByRole('tab', { name: 'Past' }).click();
  await expect(organiser).toHaveURL(/\/my-events\?when=past$/);
  await expect(organiser.getByText('No past events yet.')).toBeVisible();
});

test('the organiser adds themself, approves a request from the roster, checks the player in and messages everyone', async ({ browser }) => {
  test.setTimeout(360_000);
  const organiser = await pageFor(browser, 'organiser');
  const path = await createEventThroughForm(organiser, { title: 'Approval run', approval: true });
  // The organiser plays too: they add themself, asking nobody.
  await expect(organiser.getByTestId('join-panel')).toContainText(EVENT_MESSAGES.organiserJoinHint);
  await organiser.getByRole('button', { name: EVENT_MESSAGES.organiserJoin }).click();
  await expect(viewerStatus(organiser)).toHaveText("You're going");

  const player = await pageFor(browser, 'first');
  await player.goto(path);
  await player.getByRole('button', { name: 'Ask to join' }).click();
  await expect(viewerStatus(player)).toHaveText("Waiting for the organiser's approval");
  // The organiser's page, opened by a player, says whose it is and leads back to the event.
  await player.goto(`${path.replace('/evt/', '/event/')}/manage`);
  await expect(player.getByText(EVENT_MESSAGES.creatorOnly)).toBeVisible();
  await player.getByRole('link', { name: 'Back to the event' }).click();
  await expect(player).toHaveURL(new RegExp(`${path}$`));

  await organiser.goto(path);
  await organiser.getByRole('link', { name: 'Manage event' }).click();
  await expect(organiser).toHaveURL(/\/event\/[0-9a-f-]{36}\/manage$/);
  const row = organiser.getByTestId('roster-row').filter({ hasText: NAMES.first });
  await expect(row).toContainText('Awaiting approval');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Going');
  await row.getByTestId('check-in').click();
  await expect(row.getByRole('checkbox', { name: `${NAMES.first} checked in` })).toBeChecked();

  await organiser.getByRole('button', { name: 'Message all joiners' }).click();
  await expect(organiser.getByTestId('message-joiners-dialog').getByText('Write a message to send it.')).toBeVisible();
  await organiser.getByRole('textbox', { name: 'Message' }).fill('Bring a light and a dark shirt.');
  await organiser.getByRole('button', { name: 'Send message' }).click();
  await expect(organiser.getByTestId('message-joiners-dialog')).toBeHidden();

  await player.reload();
  await expect(viewerStatus(player)).toHaveText("You're going");

  // The organiser takes the player off the event; the player is told and cannot join again.
  await row.getByRole('button', { name: `Remove ${NAMES.first}` }).click();
  const removal = organiser.getByRole('alertdialog', { name: `Remove ${NAMES.first} from this event?` });
  await removal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removal).toBeHidden();
  await expect(row).toContainText('Declined');
  await player.goto('/notifications');
  await expect(player.getByText('The organiser removed you from Approval run').first()).toBeVisible();

  // The old manage address leads to the same page.
  const id = path.split('/').pop()!;
  await organiser.goto(`/games/${id}/manage`);
  await expect(organiser).toHaveURL(new RegExp(`/event/${id}/manage$`));
});

test('the organiser renames a weekly event from this date on, and subscribes to their calendar', async ({ browser }) => {
  test.setTimeout(360_000);
  const organiser = await pageFor(browser, 'organiser');
  await organiser.goto('/create');
  await expect(organiser.getByLabel('Game type')).toBeEnabled();
  await expectNoSeriousA11yIssues(organiser);
  const path = await createEventThroughForm(organiser, { title: 'Thursday league', weekly: { times: 3 } });
  await organiser.getByRole('button', { name: 'Subscribe to my calendar' }).click();
  await expect(organiser.getByTestId('calendar-feed')).toContainText(/\/calendar\/[\w-]+\.ics/);
  await expectNoSeriousA11yIssues(organiser);
  await expect(organiser.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', `${path.replace('/evt/', '/events/')}.ics`);

  await organiser.getByRole('link', { name: 'Manage event' }).click();
  await organiser.getByRole('tab', { name: 'Edit details' }).click();
  await expect(organiser.getByLabel('Title')).toHaveValue('Thursday league');
  await expect(organiser.getByTestId('recurrence-summary')).toContainText('3 times');
  await expectNoSeriousA11yIssues(organiser);
  await organiser.getByLabel('Title').fill('Thursday league night');
  await organiser.getByText('This and following').click();
  await organiser.getByRole('button', { name: APP_MESSAGES.saveChanges }).click();
  await expect(organiser.getByText('Event saved.')).toBeVisible();

  // Every later date of the series took the new title.
  await organiser.goto(path);
  await expect(organiser.getByRole('heading', { name: 'Thursday league night' })).toBeVisible();
  await organiser.getByText('Other dates').locator('..').getByRole('link').last().click();
  await expect(organiser.getByRole('heading', { name: 'Thursday league night' })).toBeVisible();
});

test('a guest opens an event, signs in from it and comes back to join it', async ({ browser }) => {
  test.setTimeout(360_000);
  const organiser = await pageFor(browser, 'organiser');
  const title = `Guest-visible run ${Date.now() % 100000}`;
  const path = await createEventThroughForm(organiser, { title });

  const guest = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await guest.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(guest).toHaveURL(/\/login\?next=/);
  await guest.getByLabel('E-mail').fill(accounts.first!.email);
  await guest.getByLabel('Password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(new RegExp(`${path}$`));
  await guest.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(viewerStatus(guest)).toHaveText("You're going");
});
