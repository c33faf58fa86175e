import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { MESSAGING_MESSAGES } from '../../shared/messaging/messages.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';

test('a missing event leads on to Discover; the 404 mascot is an image that loads', async ({ page }) => {
  await page.goto('/evt/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(EVENT_MESSAGES.notFound)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find games on Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);

  const response = await page.goto('/no-such-page');
  // Answered as not found (a search engine keeps no such page), and still the app's own page.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Rally');
  const mascot = page.getByTestId('not-found-mascot');
  await expect(mascot).toBeVisible();
  await expect.poll(() => mascot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test('a player blocks another from their profile (initials for a player without a photo); the blocked player leaves the search', async ({ browser }) => {
  // Names of random letters: a search must find this player alone, not one left by an earlier run.
  const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const suffix = word();
  const blockee = `${capital(word())} ${capital(word())}`;
  const other = await (await browser.newContext()).newPage();
  await newPlayer(other, 'blockee', blockee);
  const page = await (await browser.newContext()).newPage();
  await newPlayer(page, 'blocker', `Bea ${capital(suffix)}`);

  await page.goto(`/full-search?q=${encodeURIComponent(blockee)}`);
  await page.getByTestId('full-search-players').getByRole('link', { name: blockee }).click();
  await expect(page.getByRole('heading', { name: blockee })).toBeVisible();
  await expect(page.getByRole('img', { name: `${blockee}'s photo` })).toHaveText(
    blockee
      .split(' ')
      .map((part) => part[0])
      .join(''),
  );
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toBeVisible();
  // A conversation first, so both sides have one to come back to after the block.
  const profilePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await page.getByRole('textbox', { name: `Message ${blockee}` }).fill('Rematch?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').getByText('Rematch?')).toBeVisible();
  await page.goto(profilePath);
  await page.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${blockee}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.usersBlocked)).toBeVisible();
  await expect(page.getByTestId('profile-blocked')).toContainText(`You blocked ${blockee}.`);
  // Nobody to message now: the profile no longer offers it.
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);

  // The conversation stays, read-only on both sides: the blocker is told why, the blocked is not.
  await page.goto('/messages');
  await page.getByTestId('conversation-item').filter({ hasText: blockee }).click();
  await expect(page.getByTestId('reply-refused')).toHaveText(MESSAGING_MESSAGES.replyYouBlocked(blockee));
  await expect(page.getByRole('textbox', { name: `Message ${blockee}` })).toHaveCount(0);
  await other.goto('/messages');
  await other.getByTestId('conversation-item').first().click();
  await expect(other.getByTestId('reply-refused')).toHaveText(MESSAGING_MESSAGES.replyUnavailable);
  await expect(other.getByRole('textbox', { name: /^Message / })).toHaveCount(0);

  // The search no longer finds the player.
  await page.goto(`/full-search?q=${encodeURIComponent(blockee)}`);
  await expect(page.getByTestId('full-search-players')).toContainText('No players match.');
  await expect(page.getByTestId('full-search-players').getByRole('link', { name: blockee })).toHaveCount(0);
});

test('a cancelled event says so and no longer offers to favourite it, its spots, a calendar entry or game scoring', async ({ page }) => {
  await newPlayer(page, 'canceller', 'Cass Canceller');
  const eventPath = await createEventThroughForm(page, { title: 'Rained-out doubles' });
  await expect(page.getByRole('button', { name: '☆ Favorite' })).toBeVisible();
  await expect(page.getByTestId('event-facts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add game' })).toBeVisible();
  // A favourite leads back to its event from Home.
  await page.getByRole('button', { name: '☆ Favorite' }).click();
  await expect(page.getByRole('button', { name: /★/ })).toBeVisible();
  await page.goto('/home');
  await page.getByTestId('favorite-events').getByRole('link', { name: 'Rained-out doubles' }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
  await page.goto(`${eventPath.replace('/evt/', '/event/')}/manage`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this event?' }).or(page.getByRole('dialog', { name: 'Cancel this event?' }));
  await confirm.getByRole('button', { name: 'Cancel event' }).click();
  // The dialog closes once the server has cancelled the event.
  await expect(page.getByText(EVENT_MESSAGES.eventCancelled)).toBeVisible();
  await page.goto(eventPath);
  await expect(page.getByTestId('event-cancelled')).toContainText(EVENT_MESSAGES.cancelled);
  await expect(page.getByRole('button', { name: /Favorite/ })).toHaveCount(0);
  await expect(page.getByTestId('event-facts')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add game' })).toHaveCount(0);
});

test('distances read in one unit per reader: miles for a US visitor, kilometres for a German one', async ({ browser }) => {
  const american = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await american.goto('/teams-v3');
  await expect(american.getByLabel('Within')).toContainText('50 miles');
  await expect(american.locator('#root')).not.toHaveAttribute('inert');
  await expect(american.getByLabel('Within')).toContainText('50 miles');

  const german = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await german.goto('/teams-v3');
  await expect(german.locator('#root')).not.toHaveAttribute('inert');
  await expect(german.getByLabel('Within')).toContainText('80 km');
  await expect(german.getByLabel('Within')).not.toContainText('miles');
});
