import { expect, test, type Locator, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { ADD_GAME_LABELS, GAME_MESSAGES, MERGE_SIDES_LABELS } from '../../shared/games/games.ts';

const PHONE = { width: 390, height: 844 };

/** Whether a select shows its chosen option whole: the text fits inside its box, padding and arrow aside. */
const showsWholeChoice = (select: Locator) =>
  select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.options[field.selectedIndex]!.text).width <= room;
  });

/** The organiser's Austin Dinkers team page, with an opponent of its own added under Opponents; returns the team's path. */
async function teamWithOpponent(page: Page, opponent: string) {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/my-communities');
  await page.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await page.getByLabel('Add an opponent').fill(opponent);
  await page.getByLabel('Add an opponent').press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${opponent}` })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Scores a game of the list as final, home side's score first. */
async function scoreFinal(game: Locator, home: number, away: number) {
  await game.getByRole('button', { name: /^Score / }).click();
  const editor = game.getByTestId('score-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('spinbutton').first().fill(String(home));
  await editor.getByRole('spinbutton').nth(1).fill(String(away));
  await editor.getByLabel('Status').selectOption('final');
  await editor.getByRole('button', { name: 'Save score' }).click();
  // Closed once the save is done: a live update may show "Final" first.
  await expect(editor).toHaveCount(0);
  await expect(game).toContainText('Final');
}

test('on a phone the add-game controls say Home team and Away team, fit 390 px whole, and a typed saved opponent is reused, not doubled (issue 31, defect 7)', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const tag = Date.now() % 100_000;
  const opponent = `Riverside Rockets ${tag}`;
  const teamPath = await teamWithOpponent(page, opponent);
  await createEventThroughForm(page, { title: `Rockets night ${tag}`, path: `/create?team=${teamPath.split('/').pop()}` });
  await page.setViewportSize(PHONE);

  const games = page.getByRole('region', { name: 'Games' });
  const form = games.getByRole('form', { name: 'Add a game' });
  const home = form.getByLabel(ADD_GAME_LABELS.home, { exact: true });
  const away = form.getByLabel(ADD_GAME_LABELS.away, { exact: true });
  await expect(home).toBeVisible();
  // The organiser's words, not "A named side" and a bare "v".
  await expect(form.getByText('A named side')).toHaveCount(0);
  await expect(form.getByText('v', { exact: true })).toHaveCount(0);
  await away.selectOption({ label: 'Austin Dinkers' });
  for (const select of [home, away, form.getByLabel(ADD_GAME_LABELS.standings)]) {
    const box = (await select.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await showsWholeChoice(select)).toBe(true);
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Typed in another case and spacing, the saved opponent is recognised and used on save.
  const homeName = form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.home));
  await homeName.fill(`  riverside   ROCKETS ${tag}`);
  await expect(form.getByText(ADD_GAME_LABELS.reusesSaved(opponent))).toBeVisible();
  await form.getByLabel(ADD_GAME_LABELS.standings).selectOption({ label: 'Spring league: Open division' });
  await form.getByRole('button', { name: ADD_GAME_LABELS.submit }).click();
  const first = games.getByTestId('game').filter({ hasText: opponent });
  await expect(first).toHaveCount(1);
  await expect(first).not.toContainText('ROCKETS');

  // Part of the name offers the saved opponent; picking it selects it.
  await homeName.fill(`rockets ${tag}`);
  await form.getByRole('button', { name: ADD_GAME_LABELS.pickSaved(opponent) }).click();
  await expect(home.locator('option:checked')).toHaveText(opponent);
  await away.selectOption({ label: 'Austin Dinkers' });
  await form.getByLabel(ADD_GAME_LABELS.standings).selectOption({ label: 'Spring league: Open division' });
  await form.getByRole('button', { name: ADD_GAME_LABELS.submit }).click();
  await expect(games.getByTestId('game').filter({ hasText: opponent })).toHaveCount(2);
  await scoreFinal(games.getByTestId('game').filter({ hasText: opponent }).first(), 3, 1);
  await scoreFinal(games.getByTestId('game').filter({ hasText: opponent }).nth(1), 2, 2);

  // One side in the standings, with both games.
  await page.goto(`${teamPath}?tab=seasons`);
  const season = page.getByTestId('team-seasons').getByRole('region', { name: 'Spring league', exact: true });
  await season.getByRole('button', { name: 'Standings of Open division' }).click();
  const cards = season.getByTestId('standing-card').filter({ hasText: opponent });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Played2');
});

test('an organiser merges a side typed under another name into the saved opponent: its games and results move, and standings list it once (issue 31, defect 7)', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const tag = Date.now() % 100_000;
  const opponent = `Zilker Smashers ${tag}`;
  const stray = `Smashers ${tag} (Zilker)`;
  const teamPath = await teamWithOpponent(page, opponent);
  await createEventThroughForm(page, { title: `Smashers night ${tag}`, path: `/create?team=${teamPath.split('/').pop()}` });
  const games = page.getByRole('region', { name: 'Games' });
  const form = games.getByRole('form', { name: 'Add a game' });
  const addGame = async (home: { pick: string } | { type: string }) => {
    if ('pick' in home) await form.getByLabel(ADD_GAME_LABELS.home, { exact: true }).selectOption({ label: home.pick });
    else await form.getByLabel(ADD_GAME_LABELS.nameField(ADD_GAME_LABELS.home)).fill(home.type);
    await form.getByLabel(ADD_GAME_LABELS.away, { exact: true }).selectOption({ label: 'Austin Dinkers' });
    await form.getByLabel(ADD_GAME_LABELS.standings).selectOption({ label: 'Spring league: Open division' });
    await form.getByRole('button', { name: ADD_GAME_LABELS.submit }).click();
  };
  await addGame({ pick: opponent });
  await scoreFinal(games.getByTestId('game').filter({ hasText: opponent }), 4, 0);
  await addGame({ type: stray });
  await scoreFinal(games.getByTestId('game').filter({ hasText: stray }), 5, 1);

  await page.setViewportSize(PHONE);
  await page.goto(`${teamPath}?tab=seasons`);
  const season = page.getByTestId('team-seasons').getByRole('region', { name: 'Spring league', exact: true });
  await season.getByRole('button', { name: 'Standings of Open division' }).click();
  const standings = season.getByTestId('standings');
  await expect(standings.getByTestId('standing-card').filter({ hasText: stray })).toHaveCount(1);
  // The phone cuts the chosen tie-break rule short in its select, so it is written out whole under it.
  const rule = standings.getByTestId('tie-break-rule');
  await expect(rule).toHaveText(/^Ties broken by .+, then .+/);
  expect((await rule.boundingBox())!.x + (await rule.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  await standings.getByRole('button', { name: MERGE_SIDES_LABELS.open }).click();
  const dialog = page.getByTestId('merge-sides-dialog');
  await dialog.getByLabel(MERGE_SIDES_LABELS.from).selectOption({ label: stray });
  await dialog.getByLabel(MERGE_SIDES_LABELS.into).selectOption({ label: opponent });
  await dialog.getByRole('button', { name: MERGE_SIDES_LABELS.confirm, exact: true }).click();
  await expect(page.getByText(GAME_MESSAGES.sidesMerged(stray, opponent))).toBeVisible();
  await expect(standings.getByTestId('standing-card').filter({ hasText: stray })).toHaveCount(0);
  const kept = standings.getByTestId('standing-card').filter({ hasText: opponent });
  await expect(kept).toHaveCount(1);
  for (const figure of ['Played2', 'Won2', 'For9', 'Against1']) await expect(kept).toContainText(figure);
});
