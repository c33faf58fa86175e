import { expect, test, type Page } from './fixtures.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../shared/leagues/league-page-words.ts';
import { ENTRY_STATE_LABELS, SCORE_STATE_LABELS } from '../../shared/leagues/leagues.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

// The league's admin and two organisers, each with a team of their own (different owners).
const ADMIN = 'organiser.portland@rally.test';
const COACH_A = 'organiser.austin@rally.test';
const COACH_B = 'organiser.denver@rally.test';
const AUSTIN = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const BOISE = { name: 'Boise, ID', lat: 43.615, lng: -116.2023 };

async function createTeam(page: Page, baseURL: string, name: string, city = AUSTIN): Promise<string> {
  const made = await page.request.post('/trpc/teams.create', {
    data: { json: { name, gameType: 'Soccer', city, ageGroup: 'Adults', gender: 'Mixed', skillLevel: 'All levels', privacy: 'public' } },
    headers: { origin: baseURL },
  });
  expect(made.status(), await made.text()).toBe(200);
  return ((await made.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** A signed-in page's tRPC mutation, answered 200: for the setup a test is not about. */
async function mutate<T>(page: Page, baseURL: string, procedure: string, input: unknown): Promise<T> {
  const answer = await page.request.post(`/trpc/${procedure}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { data: { json: T } } }).result.data.json;
}

const division = (page: Page, name: string) => page.getByTestId('league-division').filter({ has: page.getByRole('heading', { name, level: 2 }) });

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const size of SIZES) {
  test(`on ${size.name}, a league admin creates a league with a division; two teams of different owners apply and are approved; a schedule is generated; each coach reports a score the other confirms; the standings change; a signed-out visitor reads the league (issue 34)`, async ({
    signedIn,
    browser,
    baseURL,
  }) => {
    const tag = `${Date.now() % 100_000_000}`;
    const leagueName = `Riverside League ${size.name} ${tag}`;
    const divisionName = `Division A ${tag}`;
    const teamA = `Austin Kickers ${tag}`;
    const teamB = `Denver Strikers ${tag}`;

    // The admin creates the league from /leagues, then a season and a division.
    const admin = await signedIn(ADMIN);
    await admin.setViewportSize(size.viewport);
    await admin.goto('/leagues');
    await expect(admin.getByRole('heading', { name: W.pageTitle, level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: W.createLeague }).click();
    const create = admin.getByTestId('create-league-dialog');
    await create.getByLabel(W.nameLabel).fill(leagueName);
    await create.getByLabel(W.sportLabel).selectOption('Soccer');
    await create.getByRole('combobox', { name: W.cityLabel }).fill('Austin');
    await admin.getByRole('option', { name: 'Austin, TX' }).first().click();
    await create.getByLabel(W.aboutLabel).fill('Sunday league by the river.');
    await create.getByRole('button', { name: W.create }).click();
    await expect(admin).toHaveURL(/\/league\/[0-9a-f-]{36}$/);
    const leagueUrl = new URL(admin.url()).pathname;
    await expect(admin.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
    await expect(admin.getByText(W.noSeasons)).toBeVisible();

    await admin.getByRole('button', { name: W.addSeason }).click();
    const seasonDialog = admin.getByTestId('league-season-dialog');
    await seasonDialog.getByLabel(W.seasonNameLabel).fill('Spring 2027');
    await seasonDialog.getByLabel(W.startsOnLabel).fill('2027-03-07');
    await seasonDialog.getByLabel(W.endsOnLabel).fill('2027-05-30');
    await seasonDialog.getByRole('button', { name: W.createSeason }).click();
    await expect(seasonDialog).toBeHidden();
    await admin.getByRole('button', { name: W.publishSeason }).click();
    await expect(admin.getByTestId('league-season').getByText(W.openBadge)).toBeVisible();

    await admin.getByRole('button', { name: W.addDivision }).click();
    const divisionDialog = admin.getByTestId('league-division-dialog');
    await divisionDialog.getByLabel(W.divisionNameLabel).fill(divisionName);
    await divisionDialog.getByRole('button', { name: W.createDivision }).click();
    await expect(divisionDialog).toBeHidden();
    await expect(division(admin, divisionName).getByText(W.noTeams)).toBeVisible();
    await noSidewaysScroll(admin, size.viewport.width);

    // Two organisers apply, each with a team of their own.
    const coaches: Page[] = [];
    for (const [email, team] of [
      [COACH_A, teamA],
      [COACH_B, teamB],
    ] as const) {
      const coach = await signedIn(email);
      await coach.setViewportSize(size.viewport);
      await createTeam(coach, baseURL!, team);
      await coach.goto(leagueUrl);
      await division(coach, divisionName).getByRole('button', { name: W.applyWithTeam }).click();
      const apply = coach.getByTestId('league-apply-dialog');
      await apply.getByLabel(W.teamLabel).selectOption({ label: team });
      await apply.getByRole('button', { name: W.apply }).click();
      await expect(apply).toBeHidden();
      await expect(division(coach, divisionName).getByTestId('division-entry').filter({ hasText: team })).toContainText(ENTRY_STATE_LABELS.applied);
      coaches.push(coach);
    }
    const [coachA, coachB] = coaches as [Page, Page];

    // The admin approves both.
    await admin.reload();
    const entries = division(admin, divisionName).getByTestId('division-entry');
    await expect(entries).toHaveCount(2);
    for (const team of [teamA, teamB]) {
      await entries.filter({ hasText: team }).getByRole('button', { name: W.approve }).click();
      await expect(entries.filter({ hasText: team })).toContainText(ENTRY_STATE_LABELS.approved);
    }
    await expect(division(admin, divisionName).getByTestId('division-team')).toHaveCount(2);

    // A double round robin over the season's Sundays at one venue: two games, previewed, then made.
    await division(admin, divisionName).getByRole('button', { name: W.generateSchedule }).click();
    const schedule = admin.getByTestId('league-schedule-dialog');
    await schedule.getByLabel(W.roundsLabel).selectOption('double');
    await schedule.getByLabel(W.timesLabel).fill('10:00');
    await schedule.getByLabel(W.venuesLabel).fill('Riverside Field 1');
    await schedule.getByLabel(W.blackoutLabel).fill('2027-03-14');
    await schedule.getByRole('button', { name: W.preview }).click();
    await expect(schedule.getByTestId('league-preview-game')).toHaveCount(2);
    await expect(schedule.getByTestId('league-schedule-preview')).not.toContainText('Mar 14, 2027');
    await schedule.getByRole('button', { name: W.createGames }).click();
    await expect(schedule).toBeHidden();
    await expect(division(admin, divisionName).getByTestId('league-game')).toHaveCount(2);
    await expect(division(admin, divisionName).getByText(W.noStandings)).toBeVisible();

    // The admin moves the second game a week on (both teams are told); it stays second.
    const second = division(admin, divisionName).getByTestId('league-game').nth(1);
    await second.getByRole('button', { name: W.reschedule }).click();
    const move = admin.getByTestId('league-reschedule-dialog');
    await move.getByLabel(W.newDateLabel).fill('2027-03-28');
    await move.getByLabel(W.newTimeLabel).fill('11:30');
    await move.getByRole('button', { name: W.save }).click();
    await expect(move).toBeHidden();
    await expect(second).toContainText('Mar 28, 2027, 11:30 AM');
    await noSidewaysScroll(admin, size.viewport.width);

    // Each coach reports one game's score, and the other coach confirms it.
    const report = async (coach: Page, game: number, home: string, away: string) => {
      await coach.goto(leagueUrl);
      const row = division(coach, divisionName).getByTestId('league-game').nth(game);
      await row.getByRole('button', { name: W.reportScore }).click();
      const dialog = coach.getByTestId('league-report-dialog');
      await dialog.getByRole('textbox').nth(0).fill(home);
      await dialog.getByRole('textbox').nth(1).fill(away);
      await dialog.getByRole('button', { name: W.send }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(SCORE_STATE_LABELS.reported);
    };
    const confirm = async (coach: Page, game: number) => {
      await coach.goto(leagueUrl);
      const row = division(coach, divisionName).getByTestId('league-game').nth(game);
      await row.getByRole('button', { name: W.confirmScore }).click();
      await expect(row).toContainText(W.final);
    };
    const standings = (page: Page) => page.getByRole('region', { name: W.standingsLabel(divisionName) });

    await report(coachA, 0, '3', '1');
    await expect(standings(coachA).getByText(W.noStandings)).toBeVisible();
    await confirm(coachB, 0);
    await expect(standings(coachB)).toContainText(teamA);
    await expect(standings(coachB)).toContainText(teamB);
    await report(coachB, 1, '2', '2');
    await confirm(coachA, 1);
    await expect(division(coachA, divisionName).getByTestId('league-game-score')).toHaveText(['3 – 1', '2 – 2']);

    // A signed-out visitor reads the league: its teams, games and standings, and no admin tools.
    const visitor = await (await browser.newContext({ baseURL, viewport: size.viewport })).newPage();
    await visitor.goto(leagueUrl);
    await expect(visitor.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(leagueName));
    await expect(visitor.getByText('Sunday league by the river.')).toBeVisible();
    await expect(division(visitor, divisionName).getByTestId('division-team')).toHaveCount(2);
    await expect(division(visitor, divisionName).getByTestId('league-game')).toHaveCount(2);
    await expect(standings(visitor)).toContainText(teamA);
    for (const tool of [W.addSeason, W.addDivision, W.applyWithTeam, W.reportScore, W.confirmScore, W.reschedule])
      await expect(visitor.getByRole('button', { name: tool })).toHaveCount(0);
    // Registration is open: the visitor is offered to sign in, and comes back to the league after.
    await expect(division(visitor, divisionName).getByRole('link', { name: W.signInToApply })).toHaveAttribute('href', /^\/login\?next=%2Fleague%2F/);
    await noSidewaysScroll(visitor, size.viewport.width);

    // And finds it on /leagues by name, open for registration, the search kept in the address.
    await visitor.goto('/leagues');
    await visitor.getByLabel(W.searchLabel).fill(leagueName);
    await expect(visitor).toHaveURL(/[?&]q=Riverside/);
    const result = visitor.getByTestId('league-result').filter({ hasText: leagueName });
    await expect(result).toContainText(W.openBadge);
    await result.getByRole('link', { name: leagueName }).click();
    await expect(visitor).toHaveURL(new RegExp(`${leagueUrl}$`));
  });
}

test('leagues: a search that matches nothing says so, and an unknown league is not found', async ({ page }) => {
  await page.goto(`/leagues?q=${encodeURIComponent('no such league anywhere')}`);
  await expect(page.getByLabel(W.searchLabel)).toHaveValue('no such league anywhere');
  await expect(page.getByTestId('leagues-empty')).toHaveText(W.noLeagues);
  await page.goto('/league/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(W.notFound)).toBeVisible();
  await page.goto('/league/not-a-league');
  await expect(page.getByText(W.notFound)).toBeVisible();
});

test("a club's admin starts a league from the club's page; My communities lists it and opens Create a league", async ({ signedIn, baseURL }) => {
  const tag = `${Date.now() % 100_000_000}`;
  const clubName = `League Club ${tag}`;
  const leagueName = `Club League ${tag}`;
  const page = await signedIn(ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  const made = await page.request.post('/trpc/organizations.create', {
    data: { json: { name: clubName, slug: `league-club-${tag}` } },
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(200);
  await page.goto(`/org/league-club-${tag}`);
  await expect(page.getByRole('region', { name: W.clubLeagues })).toContainText(W.noClubLeagues);
  await page.getByRole('button', { name: W.createLeague }).click();
  const dialog = page.getByTestId('create-league-dialog');
  await expect(dialog).toContainText(W.runBy(clubName));
  await dialog.getByLabel(W.nameLabel).fill(leagueName);
  await dialog.getByRole('button', { name: W.create }).click();
  await expect(page).toHaveURL(/\/league\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: clubName })).toHaveAttribute('href', `/org/league-club-${tag}`);
  // The club's page lists its leagues.
  await page.getByRole('link', { name: clubName }).click();
  await page.getByRole('region', { name: W.clubLeagues }).getByTestId('club-league').getByRole('link', { name: leagueName }).click();
  await expect(page.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();

  await page.goto('/my-communities');
  const mine = page.getByRole('region', { name: W.myLeagues });
  await mine.getByTestId('my-league').getByRole('link', { name: leagueName }).click();
  await expect(page.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  await page.goto('/my-communities');
  await page.getByRole('region', { name: W.myLeagues }).getByRole('button', { name: W.createLeague }).click();
  await expect(page.getByTestId('create-league-dialog')).toBeVisible();
});

test("a league's admin invites a team by name; the team's owner accepts and the team joins the division", async ({ signedIn, baseURL }) => {
  const tag = `${Date.now() % 100_000_000}`;
  const team = `Invited Rovers ${tag}`;
  const coach = await signedIn(COACH_A);
  await createTeam(coach, baseURL!, team);

  // A league with a published season and one division, made through the API: this test is about the invitation.
  const admin = await signedIn(ADMIN);
  const call = async <T>(procedure: string, input: unknown): Promise<T> => {
    const answer = await admin.request.post(`/trpc/leagues.${procedure}`, { data: { json: input }, headers: { origin: baseURL! } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { result: { data: { json: T } } }).result.data.json;
  };
  const league = await call<{ id: string }>('create', { name: `Invite League ${tag}`, sport: 'Soccer', city: AUSTIN });
  const season = { name: 'Fall 2027', startsOn: '2027-09-05', endsOn: '2027-11-28', blackoutDates: [] };
  const { id: seasonId } = await call<{ id: string }>('createSeason', { leagueId: league.id, season });
  await call('updateSeason', { seasonId, season, status: 'published' });
  await call('createDivision', { seasonId, division: { name: `Open ${tag}` } });

  await admin.goto(`/league/${league.id}`);
  await division(admin, `Open ${tag}`).getByRole('button', { name: W.inviteTeam }).click();
  const dialog = admin.getByTestId('league-invite-dialog');
  await dialog.getByLabel(W.teamSearchLabel).fill(team);
  await dialog.getByTestId('invite-team-result').filter({ hasText: team }).getByRole('button', { name: W.invite }).click();
  await expect(dialog).toBeHidden();
  await expect(division(admin, `Open ${tag}`).getByTestId('division-entry').filter({ hasText: team })).toContainText(ENTRY_STATE_LABELS.invited);

  await coach.goto(`/league/${league.id}`);
  const entry = division(coach, `Open ${tag}`).getByTestId('division-entry').filter({ hasText: team });
  await entry.getByRole('button', { name: W.accept }).click();
  await expect(entry).toContainText(ENTRY_STATE_LABELS.approved);
  await expect(division(coach, `Open ${tag}`).getByTestId('division-team').filter({ hasText: team })).toBeVisible();
});

for (const size of SIZES) {
  test(`on ${size.name}, a league's admin edits the league, a season and a division, then deletes the division (its unplayed game leaves both teams' schedules), the season and the league; a team's owner sees none of these tools`, async ({
    signedIn,
    baseURL,
  }) => {
    const tag = `${Date.now() % 100_000_000}`;
    const divisionName = `Delete Me ${tag}`;
    // Set up through the API: a league with a published season, one division, two approved teams of different owners and their game.
    const admin = await signedIn(ADMIN);
    await admin.setViewportSize(size.viewport);
    const coach = await signedIn(COACH_A);
    await coach.setViewportSize(size.viewport);
    const other = await signedIn(COACH_B);
    const league = await mutate<{ id: string }>(admin, baseURL!, 'leagues.create', { name: `Edit League ${tag}`, sport: 'Soccer', city: AUSTIN });
    const season = { name: `Summer ${tag}`, startsOn: '2027-06-06', endsOn: '2027-08-29', blackoutDates: [] };
    const { id: seasonId } = await mutate<{ id: string }>(admin, baseURL!, 'leagues.createSeason', { leagueId: league.id, season });
    await mutate(admin, baseURL!, 'leagues.updateSeason', { seasonId, season, status: 'published' });
    const { id: divisionId } = await mutate<{ id: string }>(admin, baseURL!, 'leagues.createDivision', { seasonId, division: { name: divisionName } });
    const teamIds: string[] = [];
    for (const [page, name] of [
      [coach, `Edit Kickers ${tag}`],
      [other, `Edit Strikers ${tag}`],
    ] as const) {
      // Not in Austin: the city page lists Austin's nearest teams first, and the demo's must stay among them (scan-city.spec.ts).
      const teamId = await createTeam(page, baseURL!, name, BOISE);
      teamIds.push(teamId);
      const { entryId } = await mutate<{ entryId: string }>(page, baseURL!, 'leagues.applyTeam', { divisionId, teamId });
      await mutate(admin, baseURL!, 'leagues.decide', { entryId, approve: true });
    }
    const slots = { rounds: 'single', dates: ['2027-06-13'], times: ['18:00'], venues: ['Field 1'], blackoutDates: [], gameMinutes: 60 };
    expect(await mutate<{ created: number }>(admin, baseURL!, 'leagues.generateSchedule', { divisionId, ...slots })).toEqual({ created: 1 });

    // The game is on the team's schedule; a team's owner reads the league, without the admin's tools.
    const game = new RegExp(`Edit (Kickers|Strikers) ${tag} vs Edit (Kickers|Strikers) ${tag}`);
    // Each team's owner, home or away, sees who of their own team answered the game.
    for (const [page, index] of [
      [coach, 0],
      [other, 1],
    ] as const) {
      await page.goto(`/team/${teamIds[index]}`);
      await expect(page.getByText(game).first()).toBeVisible();
      await page.getByRole('button', { name: 'Who answered' }).click();
      await expect(page.getByTestId('rsvp-answers')).toContainText('No answer yet');
    }
    await coach.goto(`/league/${league.id}`);
    await expect(
      division(coach, divisionName)
        .getByTestId('division-team')
        .filter({ hasText: `Edit Kickers ${tag}` }),
    ).toBeVisible();
    for (const tool of [W.editLeague, W.deleteLeague, W.editSeason, W.deleteSeason, W.editDivision, W.deleteDivision]) {
      await expect(coach.getByRole('button', { name: tool })).toHaveCount(0);
    }

    // The admin edits the league, the season and the division: each dialog opens with what is there.
    await admin.goto(`/league/${league.id}`);
    await admin.getByRole('button', { name: W.editLeague }).click();
    const edit = admin.getByTestId('edit-league-dialog');
    await expect(edit.getByLabel(W.nameLabel)).toHaveValue(`Edit League ${tag}`);
    await edit.getByLabel(W.nameLabel).fill(`Renamed League ${tag}`);
    await edit.getByLabel(W.aboutLabel).fill('Now with an about.');
    await edit.getByRole('button', { name: W.save }).click();
    await expect(edit).toBeHidden();
    await expect(admin.getByRole('heading', { name: `Renamed League ${tag}`, level: 1 })).toBeVisible();
    await expect(admin.getByText('Now with an about.')).toBeVisible();

    await admin.getByRole('button', { name: W.editSeason }).click();
    const seasonDialog = admin.getByTestId('league-season-dialog');
    await expect(seasonDialog.getByLabel(W.startsOnLabel)).toHaveValue('2027-06-06');
    await seasonDialog.getByLabel(W.seasonNameLabel).fill(`Late Summer ${tag}`);
    await seasonDialog.getByRole('button', { name: W.save }).click();
    await expect(seasonDialog).toBeHidden();
    await expect(admin.getByTestId('league-season').getByRole('heading', { name: `Late Summer ${tag}` })).toBeVisible();

    await division(admin, divisionName).getByRole('button', { name: W.editDivision }).click();
    const divisionDialog = admin.getByTestId('league-division-dialog');
    await expect(divisionDialog.getByLabel(W.divisionNameLabel)).toHaveValue(divisionName);
    await divisionDialog.getByLabel(W.divisionNameLabel).fill(`${divisionName} B`);
    await divisionDialog.getByRole('button', { name: W.save }).click();
    await expect(divisionDialog).toBeHidden();
    await expect(division(admin, `${divisionName} B`)).toBeVisible();
    await noSidewaysScroll(admin, size.viewport.width);

    // Deleting the division asks first, says what goes, and takes its unplayed game off the teams' schedules.
    await division(admin, `${divisionName} B`).getByRole('button', { name: W.deleteDivision }).click();
    const confirmDivision = admin.getByTestId('delete-division-confirm');
    await expect(confirmDivision).toContainText(W.deleteDivisionBody(`${divisionName} B`));
    await expect(confirmDivision).toContainText(W.deleteGamesNote);
    await confirmDivision.getByRole('button', { name: W.deleteDivision }).click();
    await expect(confirmDivision).toBeHidden();
    await expect(admin.getByText(W.deleted(1))).toBeVisible();
    await expect(admin.getByText(W.noDivisions)).toBeVisible();
    await coach.goto(`/league/${league.id}`);
    await expect(coach.getByText(W.noDivisions)).toBeVisible();
    await coach.goto(`/team/${teamIds[0]}`);
    await expect(coach.getByRole('heading', { name: `Edit Kickers ${tag}`, level: 1 })).toBeVisible();
    await expect(coach.getByText(game)).toHaveCount(0);

    // Then the season, then the league: its admin lands on the list of leagues, and its page is gone.
    await admin.getByRole('button', { name: W.deleteSeason }).click();
    await admin.getByTestId('delete-season-confirm').getByRole('button', { name: W.deleteSeason }).click();
    await expect(admin.getByText(W.noSeasons)).toBeVisible();
    await admin.getByRole('button', { name: W.deleteLeague }).click();
    const confirmLeague = admin.getByTestId('delete-league-confirm');
    await expect(confirmLeague).toContainText(W.deleteLeagueBody(`Renamed League ${tag}`));
    await confirmLeague.getByRole('button', { name: W.deleteLeague }).click();
    await expect(admin).toHaveURL(/\/leagues$/);
    await expect(admin.getByRole('heading', { name: W.pageTitle, level: 1 })).toBeVisible();
    await admin.goto(`/league/${league.id}`);
    await expect(admin.getByText(W.notFound)).toBeVisible();
  });
}
