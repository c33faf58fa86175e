import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { GAME_LIMITS } from '../../shared/limits/limits.ts';
import { ADD_GAME_LABELS, GAME_MESSAGES } from '../../shared/games/games.ts';
import { VALIDATION_MESSAGES } from '../../shared/common/validation-messages.ts';

test('an organiser generates an 8-team single-elimination bracket and scores it round by round; a visitor watches the scores arrive live; the champion shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const eventPath = await createEventThroughForm(page, { title: `Summer Slam ${Date.now() % 100_000}` });
  const games = page.getByRole('region', { name: 'Games' });
  await expect(games.getByText('No games yet.')).toBeVisible();

  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  await dialog.getByLabel('Entrants, best seed first').fill(Array.from({ length: 8 }, (_, index) => `Seed ${index + 1}`).join('\n'));
  await expect(dialog.getByText('8 entrants.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const bracket = games.getByTestId('bracket');
  await expect(bracket.getByTestId('bracket-match')).toHaveCount(7);
  await expect(games.getByTestId('game')).toHaveCount(4);
  // On a phone the bracket scrolls sideways inside its card; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A visitor, signed out, has the event open in another browser.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventPath);
  const watched = visitor.getByRole('region', { name: 'Games' });
  await expect(watched.getByTestId('game')).toHaveCount(4);
  await expect(watched.getByRole('button', { name: /^Score / })).toHaveCount(0);

  const scheduled = games.getByTestId('game').filter({ has: page.getByText('Scheduled', { exact: true }) });
  let round = 0;
  while (!(await games.getByTestId('champion').isVisible())) {
    round++;
    expect(round).toBeLessThan(8);
    const game = scheduled.first();
    await expect(game).toBeVisible();
    await game.getByRole('button', { name: /^Score / }).click();
    const editor = game.getByTestId('score-editor');
    const [homeScore, awayScore] = [editor.getByRole('spinbutton').first(), editor.getByRole('spinbutton').nth(1)];
    if (round === 1) {
      // A score it cannot take is refused in words, never saved as another number.
      await homeScore.fill('-5');
      await expect(editor.getByText(VALIDATION_MESSAGES.numberRange(0, GAME_LIMITS.scoreMax))).toBeVisible();
      await expect(editor.getByRole('button', { name: 'Save score' })).toBeDisabled();
    }
    await homeScore.fill('21');
    await awayScore.fill('17');
    await editor.getByLabel('Status').selectOption('final');
    await editor.getByRole('button', { name: 'Save score' }).click();
    await expect(editor).toHaveCount(0);
    if (round === 1) {
      // The visitor's page shows the first result without a reload.
      await expect(watched.getByTestId('game').filter({ hasText: 'Final' })).toHaveCount(1);
      await expect(watched.getByTestId('game').filter({ hasText: 'Final' })).toContainText('21');
    }
  }
  expect(round).toBe(7);
  await expect(games.getByTestId('champion')).toHaveText(GAME_MESSAGES.champion('Seed 1'));
  await expect(watched.getByTestId('champion')).toHaveText(GAME_MESSAGES.champion('Seed 1'));

  // Resetting asks first, and keeps the played games.
  await games.getByRole('button', { name: 'Reset playoff bracket' }).click();
  await page.getByTestId('reset-bracket-dialog').getByRole('button', { name: 'Reset bracket' }).click();
  await expect(page.getByText(GAME_MESSAGES.bracketReset)).toBeVisible();
  await expect(games.getByTestId('bracket')).toHaveCount(0);
  await expect(games.getByRole('button', { name: 'Generate playoff bracket' })).toBeVisible();
  await expect(games.getByTestId('game').filter({ hasText: 'Final' })).toHaveCount(7);
});

test('a double-elimination bracket of four ends when the unbeaten side wins the grand final: the champion shows and no reset is left to play (issue 31)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await createEventThroughForm(page, { title: `Double Slam ${Date.now() % 100_000}` });
  const games = page.getByRole('region', { name: 'Games' });
  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  await dialog.getByLabel('Format').selectOption({ label: 'Double elimination' });
  await dialog.getByLabel('Entrants, best seed first').fill(Array.from({ length: 4 }, (_, index) => `Seed ${index + 1}`).join('\n'));
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const bracket = games.getByTestId('bracket');
  // Winners' bracket 3, losers' bracket 2, the grand final and its possible reset.
  await expect(bracket.getByTestId('bracket-match')).toHaveCount(7);

  // Home, the better seed, wins every game: Seed 1 never loses, so the grand final is its sixth game.
  const scheduled = games.getByTestId('game').filter({ has: page.getByText('Scheduled', { exact: true }) });
  for (let round = 1; round <= 6; round++) {
    const game = scheduled.first();
    await expect(game).toBeVisible();
    await game.getByRole('button', { name: /^Score / }).click();
    const editor = game.getByTestId('score-editor');
    await editor.getByRole('spinbutton').first().fill('21');
    await editor.getByRole('spinbutton').nth(1).fill('17');
    await editor.getByLabel('Status').selectOption('final');
    await editor.getByRole('button', { name: 'Save score' }).click();
    await expect(editor).toHaveCount(0);
  }
  await expect(games.getByTestId('champion')).toHaveText(GAME_MESSAGES.champion('Seed 1'));
  await expect(games.getByTestId('game').filter({ hasText: 'Final' })).toHaveCount(6);
  await expect(scheduled).toHaveCount(0);
  // The reset that will not be played is no longer shown.
  await expect(bracket.getByRole('group', { name: 'Grand final reset' })).toHaveCount(0);
  await expect(bracket.getByTestId('bracket-match')).toHaveCount(6);
});

test('a round robin records a 2-2 as a draw and shows won, drawn, lost and points under it, on a desktop and on a phone (issue 31, defect 3)', async ({
  signedIn,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn('organiser.austin@rally.test');
  await page.setViewportSize({ width: 1280, height: 800 });
  await createEventThroughForm(page, { title: `Round robin night ${Date.now() % 100_000}` });
  const games = page.getByRole('region', { name: 'Games' });
  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  await dialog.getByLabel('Format').selectOption({ label: 'Round robin' });
  await dialog.getByLabel('Entrants, best seed first').fill('Ants\nBees\nCats');
  // A round robin allows ties unless the organiser turns them off.
  await expect(dialog.getByLabel(GAME_MESSAGES.tiesAllowedLabel)).toBeChecked();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(games.getByTestId('game')).toHaveCount(3);

  const scoreGame = async (a: string, b: string, aScore: number, bScore: number) => {
    const game = games.getByTestId('game').filter({ hasText: a }).filter({ hasText: b });
    await game.getByRole('button', { name: /^Score / }).click();
    const editor = game.getByTestId('score-editor');
    await editor.getByLabel(a, { exact: true }).fill(String(aScore));
    await editor.getByLabel(b, { exact: true }).fill(String(bScore));
    await editor.getByLabel('Status').selectOption('final');
    return { game, editor };
  };
  // 2-2 is a draw: saved as a final score, not refused.
  const { game, editor } = await scoreGame('Ants', 'Bees', 2, 2);
  await expect(editor.getByText(GAME_MESSAGES.levelScoreIsTie)).toBeVisible();
  await editor.getByRole('button', { name: 'Save score' }).click();
  await expect(editor).toHaveCount(0);
  await expect(game).toContainText('Final');

  const standings = games.getByRole('region', { name: GAME_MESSAGES.roundRobinStandings });
  const table = standings.getByRole('table', { name: GAME_MESSAGES.roundRobinStandings });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Team', 'P', 'W', 'D', 'L', 'For', 'Against', '+/-', 'Pts']);
  await expect(table.getByRole('row').filter({ hasText: 'Ants' }).getByRole('cell')).toHaveText(['1', 'Ants', '1', '0', '1', '0', '2', '2', '0', '1']);
  await expect(table.getByRole('row').filter({ hasText: 'Bees' }).getByRole('cell')).toHaveText(['2', 'Bees', '1', '0', '1', '0', '2', '2', '0', '1']);
  await expect(table.getByRole('row').filter({ hasText: 'Cats' }).getByRole('cell')).toHaveText(['3', 'Cats', '0', '0', '0', '0', '0', '0', '0', '0']);

  // On a phone: scored the same way, and each side's line is a card with every figure in view.
  await page.setViewportSize({ width: 390, height: 844 });
  const second = await scoreGame('Bees', 'Cats', 3, 1);
  await second.editor.getByRole('button', { name: 'Save score' }).click();
  await expect(second.editor).toHaveCount(0);
  await expect(table).toBeHidden();
  const cards = standings.getByRole('list', { name: GAME_MESSAGES.roundRobinStandings }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('1. Bees');
  await expect(cards.first()).toContainText('4 pts');
  for (const figure of ['Played2', 'Won1', 'Drawn1', 'Lost0', 'For5', 'Against3', '+/-+2']) await expect(cards.first()).toContainText(figure);
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a team game counted in a season group shows in that group’s standings on the team page', async ({ page }) => {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/my-communities');
  await page.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  const teamPath = new URL(page.url()).pathname;
  const rival = `Rivals ${Date.now() % 100_000}`;
  await createEventThroughForm(page, { title: 'League matchday', path: `/create?team=${teamPath.split('/').pop()}` });

  const games = page.getByRole('region', { name: 'Games' });
  const form = games.getByRole('form', { name: 'Add a game' });
  await form.getByLabel(ADD_GAME_LABELS.home, { exact: true }).selectOption({ label: 'Austin Dinkers' });
  await form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.away)).fill(rival);
  await form.getByLabel(ADD_GAME_LABELS.standings).selectOption({ label: 'Spring league: Open division' });
  await form.getByLabel('Starts (venue time)').fill('2027-03-02T19:00');
  await form.getByLabel('Court or field').fill('Court 3');
  await form.getByRole('button', { name: 'Add game' }).click();
  const game = games.getByTestId('game').filter({ hasText: rival });
  await expect(game).toContainText('Tue, Mar 2, 2027, 7:00 PM CST · Court 3');
  // Scored by period: the total is their sum.
  await game.getByRole('button', { name: /^Score / }).click();
  const editor = game.getByTestId('score-editor');
  await editor.getByRole('button', { name: 'Add a period' }).click();
  await editor.getByRole('button', { name: 'Add a period' }).click();
  await editor.getByLabel('Period 1, Austin Dinkers').fill('5');
  await editor.getByLabel(`Period 1, ${rival}`).fill('3');
  await editor.getByLabel('Period 2, Austin Dinkers').fill('6');
  await editor.getByLabel(`Period 2, ${rival}`).fill('4');
  await expect(editor.getByRole('spinbutton').first()).toHaveValue('11');
  await editor.getByLabel('Status').selectOption('final');
  await editor.getByRole('button', { name: 'Save score' }).click();
  await expect(game).toContainText('Final');
  await expect(game).toContainText('By period: 5–3, 6–4');

  // A playoff seeded from the group's table: first place is the top seed.
  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  // Changing one's mind about the game the playoffs follow: none generates a bracket after no game.
  await dialog.getByLabel(ADD_GAME_LABELS.followsGame).selectOption({ label: `Austin Dinkers v ${rival}` });
  await dialog.getByLabel(ADD_GAME_LABELS.followsGame).selectOption({ label: ADD_GAME_LABELS.followsNoGame });
  await dialog.getByLabel('Seeds from').selectOption({ label: 'Standings of Spring league: Open division' });
  await dialog.getByLabel('How many from the top').fill('2');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(games.getByTestId('bracket-match')).toHaveCount(1);
  // Other tests score games in the same group, so the leaders are read back from its table below.
  const seeds = games.getByTestId('bracket-match').locator('p');
  await expect(seeds.first()).not.toHaveText('To be decided');
  const [topSeed, secondSeed] = [await seeds.nth(0).textContent(), await seeds.nth(2).textContent()];
  // A game added by mistake is removed.
  await form.getByLabel(ADD_GAME_LABELS.home, { exact: true }).selectOption({ label: ADD_GAME_LABELS.typeName });
  await form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.home)).fill('Mistake A');
  await form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.away)).fill('Mistake B');
  await form.getByRole('button', { name: 'Add game' }).click();
  await games.getByRole('button', { name: 'Remove Mistake A v Mistake B' }).click();
  await expect(games.getByTestId('game').filter({ hasText: 'Mistake A' })).toHaveCount(0);

  await page.goto(`${teamPath}?tab=seasons`);
  const season = page.getByTestId('team-seasons').getByRole('region', { name: 'Spring league', exact: true });
  await season.getByRole('button', { name: 'Standings of Open division' }).click();
  const table = season.getByRole('table', { name: 'Open division standings' });
  await expect(table.getByRole('row').filter({ hasText: rival })).toContainText('1001711-40');
  await expect(table.getByRole('row').filter({ hasText: 'Austin Dinkers' }).first()).toBeVisible();
  // First place is the top seed, second place the other side.
  await expect(table.getByRole('row').nth(1)).toContainText(topSeed!);
  await expect(table.getByRole('row').nth(2)).toContainText(secondSeed!);
  await expect(season.getByLabel('Ties in Open division broken by')).toHaveValue('0');
});

test('pickup sides are picked from the players going, shown on the game, and an event’s own results seed its playoff', async ({ page, browser }) => {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const eventPath = await createEventThroughForm(page, { title: `Pickup sides ${Date.now() % 100_000}` });
  for (const email of ['player.austin2@rally.test', 'player.austin3@rally.test']) {
    const player = await (await browser.newContext()).newPage();
    await signIn(player, email, DEMO_PASSWORD);
    await expect(player).toHaveURL(/\/home$/);
    await player.goto(eventPath);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Leave event' })).toBeVisible();
    await player.context().close();
  }

  await page.reload();
  const games = page.getByRole('region', { name: 'Games' });
  const form = games.getByRole('form', { name: 'Add a game' });
  await form.getByLabel(ADD_GAME_LABELS.home, { exact: true }).selectOption({ label: ADD_GAME_LABELS.playersGoing });
  await form.getByLabel(ADD_GAME_LABELS.away, { exact: true }).selectOption({ label: ADD_GAME_LABELS.playersGoing });
  const [homePlayers, awayPlayers] = [
    form.getByRole('group', { name: `${ADD_GAME_LABELS.home} players` }),
    form.getByRole('group', { name: `${ADD_GAME_LABELS.away} players` }),
  ];
  // Until both sides have players the button is disabled, and says why.
  await expect(form.getByRole('button', { name: 'Add game' })).toBeDisabled();
  await expect(form.getByText(GAME_MESSAGES.pickPlayers)).toBeVisible();
  await homePlayers.getByRole('checkbox', { name: 'Ava Brooks' }).click({ force: true });
  await expect(homePlayers.getByRole('checkbox', { name: 'Ava Brooks' })).toBeChecked();
  // Ava is on the home side, so she cannot be picked for the away side too.
  await expect(awayPlayers.getByRole('checkbox', { name: 'Ava Brooks' })).toBeDisabled();
  await awayPlayers.getByRole('checkbox', { name: 'Leo Martinez' }).click({ force: true });
  await expect(awayPlayers.getByRole('checkbox', { name: 'Leo Martinez' })).toBeChecked();
  await form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.home)).fill('Shirts');
  await form.getByRole('button', { name: 'Add game' }).click();
  const game = games.getByTestId('game').filter({ hasText: 'Shirts' });
  await expect(game).toContainText('Team Leo Martinez');
  await expect(game).toContainText('Ava Brooks');
  await expect(game).toContainText('Leo Martinez');

  await game.getByRole('button', { name: /^Score / }).click();
  const editor = game.getByTestId('score-editor');
  await editor.getByRole('spinbutton').first().fill('9');
  await editor.getByRole('spinbutton').nth(1).fill('11');
  await editor.getByLabel('Status').selectOption('final');
  await editor.getByRole('button', { name: 'Save score' }).click();
  await expect(game).toContainText('Final');
  // Every change is kept: who made it, and the score before and after.
  await game.getByRole('button', { name: /^History/ }).click();
  const history = game.getByTestId('game-history');
  await expect(history).toContainText('Scheduled → 9–11 (Final)');
  await expect(history).toContainText('Maya Torres');

  // The playoff grows from that game, and its result gives the seeds: the winner first.
  await games.getByRole('button', { name: 'Generate playoff bracket' }).click();
  const dialog = page.getByTestId('generate-bracket-dialog');
  await dialog.getByLabel(ADD_GAME_LABELS.followsGame).selectOption({ label: 'Shirts v Team Leo Martinez' });
  await dialog.getByRole('button', { name: 'Seed from this event’s games' }).click();
  await expect(dialog.getByLabel('Entrants, best seed first')).toHaveValue('Team Leo Martinez\nShirts');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(games.getByTestId('bracket-match')).toHaveCount(1);
  await expect(games.getByTestId('bracket-match').locator('p').first()).toHaveText('Team Leo Martinez');
});
