import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { BRACKET_WORDS, THIRD_PLACE } from '../../shared/games/bracket-words.ts';

const seeds = (count: number) => Array.from({ length: count }, (_, index) => `Seed ${index + 1}`).join('\n');

test('an organiser reaches a 16-team bracket from the menu’s Tournaments and sees every round, the final whole, at 1280x800; on a phone it scrolls sideways with a cue; a player reads it without scoring (issue 31, defect 8)', async ({
  signedIn,
}) => {
  test.setTimeout(300_000);
  const page = await signedIn('organiser.austin@rally.test');
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = `Bracket Cup ${Date.now() % 100_000}`;
  const eventPath = await createEventThroughForm(page, { title });
  const games = page.getByRole('region', { name: 'Games' });

  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  const entrants = dialog.getByLabel('Entrants, best seed first');
  // A round robin has no byes, so it does not speak of them; a knockout does.
  await dialog.getByLabel('Format').selectOption({ label: 'Round robin' });
  await entrants.fill(seeds(3));
  await expect(dialog.getByText('3 entrants.', { exact: true })).toBeVisible();
  await expect(dialog.getByText(BRACKET_WORDS.byesNote)).toHaveCount(0);
  await dialog.getByLabel('Format').selectOption({ label: 'Single elimination' });
  await expect(dialog.getByText(`3 entrants. ${BRACKET_WORDS.byesNote}`)).toBeVisible();
  await entrants.fill(seeds(16));
  await dialog.getByText('Play a third-place game').click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(games.getByTestId('bracket-match')).toHaveCount(16);

  // The menu's Tournaments lists it, and leads to its bracket page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-panel').getByRole('link', { name: BRACKET_WORDS.tournaments }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('heading', { name: BRACKET_WORDS.tournaments, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: `${BRACKET_WORDS.viewBracket}: ${title}` }).click();
  await expect(page).toHaveURL(`${eventPath}/bracket`);
  await expect(page).toHaveTitle(`${BRACKET_WORDS.pageTitle(title)} · Rally`);

  const bracket = page.getByTestId('bracket');
  await expect(bracket.getByTestId('bracket-match')).toHaveCount(16);
  for (const round of ['Round 1', 'Round 2', 'Semifinals', 'Final']) await expect(bracket.getByRole('group', { name: round, exact: true })).toBeVisible();
  // Every column fits across the page: the final is whole, within the window, and nothing scrolls sideways.
  const final = bracket.getByRole('group', { name: 'Final', exact: true });
  await final.scrollIntoViewIfNeeded();
  const box = (await final.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  const rounds = bracket.getByTestId('bracket-rounds').first();
  // ...and not cut off by the bracket's own edge.
  const frame = (await rounds.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(await rounds.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(bracket.getByTestId('bracket-scroll-cue')).toHaveCount(0);
  // The third-place game says what it is, on the bracket and in the event's games.
  await expect(bracket.getByRole('heading', { name: THIRD_PLACE })).toBeVisible();
  await expect(bracket.getByRole('group', { name: THIRD_PLACE })).toBeVisible();

  // On a phone the rounds scroll sideways inside the bracket, and say so; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bracket.getByTestId('bracket-scroll-cue').first()).toHaveText(BRACKET_WORDS.scrollCue);
  await expect.poll(() => rounds.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A player who can see the event reads the bracket from the event page's link, with nothing to score.
  const player = await signedIn('player.austin2@rally.test');
  await player.goto(eventPath);
  await player.getByRole('link', { name: BRACKET_WORDS.openPage }).click();
  await expect(player).toHaveURL(`${eventPath}/bracket`);
  await expect(player.getByTestId('bracket').getByTestId('bracket-match')).toHaveCount(16);
  await expect(player.getByRole('link', { name: BRACKET_WORDS.scoreOnEventPage })).toHaveCount(0);
  await expect(player.getByRole('button', { name: /^Score / })).toHaveCount(0);
});
