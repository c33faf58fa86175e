import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// Days and times are read on the viewer's clock: an Austin player's.
test.use({ timezoneId: 'America/Chicago' });

test('a player finds an event on discover by text search and opens it', async ({ browser }) => {
  test.setTimeout(360_000);
  // A word no demo event uses, so the search finds exactly this event.
  const word = `Quasar${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const title = `${word} pickup run`;

  const organiser = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  await signIn(organiser, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(organiser).toHaveURL(/\/home$/);
  const eventPath = await createEventThroughForm(organiser, { title });

  const player = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  await signIn(player, 'player.austin1@rally.test', DEMO_PASSWORD);
  await expect(player).toHaveURL(/\/home$/);
  await player.getByRole('button', { name: 'Open menu' }).click();
  await player.getByTestId('side-panel').getByRole('link', { name: 'Discover' }).click();
  await expect(player).toHaveURL(/\/discover$/);
  await expect(player.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  // The Go-To Area is the default place to look around.
  await expect(player.getByText(/Events within \d+ miles of Austin, TX/)).toBeVisible();

  await player.getByLabel('Search events').fill(word.toLowerCase().slice(0, 7));
  const card = player.getByTestId('discover-event').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(player.getByTestId('discover-event')).toHaveCount(1);
  await card.getByRole('link', { name: title }).click();
  await expect(player).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(player.getByRole('heading', { name: title })).toBeVisible();

  // Back from the event finds the same search: the address keeps it.
  await player.goBack();
  await expect(player).toHaveURL(/\/discover\?q=quasar/);
  await expect(player.getByLabel('Search events')).toHaveValue(word.toLowerCase().slice(0, 7));
  await expect(player.getByTestId('discover-event')).toHaveCount(1);
  await expect(card).toBeVisible();

  // The menu's Discover starts a new search.
  await player.getByRole('button', { name: 'Open menu' }).click();
  await player.getByTestId('side-panel').getByRole('link', { name: 'Discover' }).click();
  await expect(player).toHaveURL(/\/discover$/);
  await expect(player.getByLabel('Search events')).toHaveValue('');
  await expect(player.getByTestId('discover-event').first()).toBeVisible();
});

test('a guest searches everything at once on full-search', async ({ page }) => {
  await page.goto('/full-search?q=zilker');
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Search events, places, teams and players')).toHaveValue('zilker');
  await expect(page.getByTestId('full-search-places').getByRole('link', { name: 'Zilker Park Courts', exact: true })).toBeVisible();
  await expect(page.getByTestId('full-search-teams')).toContainText('No teams match.');
  // Guests do not get the member directory.
  await expect(page.getByTestId('full-search-players').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Search events, places, teams and players').fill('zzqqxxnothing');
  await expect(page.getByTestId('full-search-nothing')).toBeVisible();
  await expect(page).toHaveURL(/q=zzqqxxnothing/);
});

test('discover by game type context works for guests without a map', async ({ page }) => {
  await page.goto('/discover/basketball');
  await expect(page.getByLabel('Game type')).toHaveValue('Basketball');
  await expect(page.getByText('Events everywhere. Pick a city to see the ones near you.')).toBeVisible();
  // The label, not a forced click on the hidden input: a forced click would not wait for the server-rendered page to hydrate.
  await page.getByText('Past events only').click();
  await expect(page.getByLabel('Past events only')).toBeChecked();
  await expect(page.getByTestId('discover-empty').or(page.getByTestId('discover-results'))).toBeVisible();

  // A reload (or the link, shared) shows the same search.
  await expect(page).toHaveURL(/\/discover\/basketball\?when=past$/);
  await page.reload();
  await expect(page.getByLabel('Past events only')).toBeChecked();
  await expect(page.getByLabel('Game type')).toHaveValue('Basketball');
});

test('discover lists soonest first on every page, and a weekly game is one card with its next date', async ({ browser }) => {
  test.setTimeout(360_000);
  const word = `Weekly${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const organiser = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  await signIn(organiser, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(organiser).toHaveURL(/\/home$/);
  await createEventThroughForm(organiser, { title: `${word} ladder`, weekly: { times: 4 } });

  const player = await (await browser.newContext({ timezoneId: 'America/Chicago' })).newPage();
  await signIn(player, 'player.austin1@rally.test', DEMO_PASSWORD);
  await expect(player).toHaveURL(/\/home$/);
  await player.goto('/discover');
  await expect(player.getByText(/Events within \d+ miles of Austin, TX/)).toBeVisible();
  // Around the Go-To Area the cards come in start order, after "Load more" too.
  const cards = player.getByTestId('discover-event');
  await expect(cards.first()).toBeVisible();
  const loadMore = player.getByRole('button', { name: 'Load more' });
  if (await loadMore.isVisible()) {
    const before = await cards.count();
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  const starts = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-starts-at') ?? ''));
  expect(starts.length).toBeGreaterThan(1);
  expect(starts).toEqual([...starts].sort());

  // Four Tuesdays are one card: the rule and the next date.
  await player.getByLabel('Search events').fill(word.toLowerCase());
  const series = cards.filter({ hasText: `${word} ladder` });
  await expect(series).toHaveCount(1);
  await expect(series.getByTestId('event-card-when')).toHaveText(/^Every week on \w+day, 4 times, next: /);
  await expect(cards).toHaveCount(1);
});
