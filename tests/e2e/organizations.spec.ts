import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { CLUB_ROSTER_CSV_HEADERS } from '../../shared/organizations/messages.ts';
import { ORGANIZATION_MESSAGES as M } from '../../shared/organizations/messages.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, admin: 'organiser.austin@rally.test', player: 'player.austin3@rally.test' },
  { name: 'phone', viewport: { width: 390, height: 844 }, admin: 'organiser.denver@rally.test', player: 'player.denver1@rally.test' },
];

for (const size of SIZES) {
  test(`on ${size.name}, an organiser creates a club with two teams (one made in it, one of theirs added), opens it by /org/{slug}, a signed-out visitor reads it and finds it on /organizations (issue 34)`, async ({
    signedIn,
    browser,
    baseURL,
  }) => {
    const tag = `${Date.now() % 100_000_000}`;
    const clubName = `Riverside Club ${tag}`;
    const slug = `riverside-${size.name}-${tag}`;
    const page = await signedIn(size.admin);
    await page.setViewportSize(size.viewport);

    // A team of theirs in no club, made beforehand: the one they will add.
    const ownTeam = `Riverside U12 ${tag}`;
    const made = await page.request.post('/trpc/teams.create', {
      data: {
        json: {
          name: ownTeam,
          gameType: 'Soccer',
          city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
          ageGroup: 'Under 12',
          gender: 'Mixed',
          skillLevel: 'All levels',
          privacy: 'public',
        },
      },
      headers: { origin: baseURL! },
    });
    expect(made.status(), await made.text()).toBe(200);

    await page.goto('/organizations');
    await page.getByRole('button', { name: M.createClub }).click();
    const dialog = page.getByTestId('create-club-dialog');
    await dialog.getByLabel(M.nameLabel).fill(clubName);
    await dialog.getByLabel(M.slugLabel).fill(slug);
    await dialog.getByRole('combobox', { name: M.cityLabel }).fill('Austin');
    await page.getByRole('option', { name: 'Austin, TX' }).first().click();
    await dialog.getByRole('button', { name: M.create }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${slug}$`));
    await expect(page.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
    await expect(page.getByText(M.noTeams)).toBeVisible();

    // One team made inside the club.
    await page.getByRole('button', { name: M.createTeamInClub }).click();
    const teamDialog = page.getByTestId('create-club-team-dialog');
    await teamDialog.getByLabel('Team name').fill(`Riverside U10 ${tag}`);
    await teamDialog.getByLabel('Game type').selectOption('Soccer');
    await teamDialog.getByRole('button', { name: 'Create team' }).click();
    await expect(teamDialog).toBeHidden();
    await expect(page.getByTestId('club-team').filter({ hasText: `Riverside U10 ${tag}` })).toBeVisible();

    // One of their own teams added.
    await page.getByLabel(M.attachTeam).selectOption({ label: ownTeam });
    await page.getByRole('button', { name: M.attach }).click();
    await expect(page.getByTestId('club-team')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);

    // The team's page says which club it is part of, and links back.
    await page.getByTestId('club-team').getByRole('link', { name: ownTeam }).click();
    await expect(page.getByRole('heading', { name: ownTeam, level: 1 })).toBeVisible();
    await page.getByTestId('team-club').getByRole('link', { name: clubName }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${slug}$`));

    // Removed again with the owner's consent (they run the club too), then added back.
    await page.getByTestId('club-admin-team').filter({ hasText: ownTeam }).getByRole('button', { name: M.detach }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: M.detach }).click();
    await expect(page.getByTestId('club-team')).toHaveCount(1);
    await page.getByLabel(M.attachTeam).selectOption({ label: ownTeam });
    await page.getByRole('button', { name: M.attach }).click();
    await expect(page.getByTestId('club-team')).toHaveCount(2);

    // My communities lists the clubs one is in, and offers to create one.
    await page.goto('/my-communities');
    const clubs = page.getByRole('region', { name: M.myClubs });
    await clubs.getByTestId('my-club').getByRole('link', { name: clubName }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${slug}$`));
    await page.goto('/my-communities');
    await page.getByRole('region', { name: M.myClubs }).getByRole('button', { name: M.createClub }).click();
    await expect(page.getByTestId('create-club-dialog')).toBeVisible();

    // A signed-out visitor reads the club by its address, and finds it by name.
    const visitor = await (await browser.newContext({ baseURL, viewport: size.viewport })).newPage();
    await visitor.goto(`/org/${slug}`);
    await expect(visitor.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('club-team')).toHaveCount(2);
    await expect(visitor.getByRole('button', { name: M.createTeamInClub })).toHaveCount(0);
    await expect(visitor).toHaveTitle(new RegExp(clubName));
    await visitor.goto('/organizations');
    await visitor.getByLabel(M.searchLabel).fill(clubName);
    await visitor.getByTestId('club-result').filter({ hasText: clubName }).getByRole('link', { name: clubName }).click();
    await expect(visitor).toHaveURL(new RegExp(`/org/${slug}$`));
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
  });
}

for (const size of SIZES) {
  test(`on ${size.name}, a club's owner edits it and changes its web address once; the old address leads to the new one (issue 34)`, async ({
    signedIn,
    baseURL,
  }) => {
    const tag = `${Date.now() % 100_000_000}`;
    const slug = `edit-${size.name}-${tag}`;
    const page = await signedIn(size.admin);
    await page.setViewportSize(size.viewport);
    const made = await page.request.post('/trpc/organizations.create', { data: { json: { name: `Edit Club ${tag}`, slug } }, headers: { origin: baseURL! } });
    expect(made.status(), await made.text()).toBe(200);

    await page.goto(`/org/${slug}`);
    await page.getByRole('button', { name: M.editClub }).click();
    const dialog = page.getByTestId('edit-club-dialog');
    await dialog.getByLabel(M.aboutLabel).fill('Saturday mornings by the river.');
    await dialog.getByLabel(M.websiteLabel).fill('not a website');
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(dialog.getByRole('alert')).toContainText(M.websiteInvalid);
    await dialog.getByLabel(M.websiteLabel).fill('https://riverside.example');
    await dialog.getByLabel(M.slugLabel).fill(`${slug}-new`);
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/org/${slug}-new$`));
    await expect(page.getByText('Saturday mornings by the river.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://riverside.example' })).toBeVisible();

    // Changed once: the address is no longer offered, and the old one leads here.
    await page.getByRole('button', { name: M.editClub }).click();
    await expect(page.getByTestId('edit-club-dialog').getByLabel(M.slugLabel)).toHaveCount(0);
    await page.goto(`/org/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/org/${slug}-new$`));
    await expect(page.getByRole('heading', { name: `Edit Club ${tag}`, level: 1 })).toBeVisible();
  });
}

test('the resolver: /org alone goes to the root; an unknown slug says the spec’s words', async ({ page }) => {
  // The root then does what it does for the visitor (a guest may go on to sign-up): the page leaves /org.
  await page.goto('/org');
  await expect(page).not.toHaveURL(/\/org\/?$/);
  await expect(page.getByText(M.notFound)).toHaveCount(0);
  await page.goto('/org/no-such-club-anywhere');
  await expect(page.getByText(M.notFound)).toBeVisible();
});

for (const size of SIZES) {
  test(`on ${size.name}, a club admin posts news, sees one roster across the club's two teams and exports it as CSV; a signed-out visitor reads the club and its news (issue 34)`, async ({
    signedIn,
    browser,
    baseURL,
  }) => {
    const tag = `${Date.now() % 100_000_000}`;
    const clubName = `Lakeside Club ${tag}`;
    const slug = `lakeside-${size.name}-${tag}`;
    const page = await signedIn(size.admin);
    await page.setViewportSize(size.viewport);
    const api = async (target: typeof page, path: string, json: unknown) => {
      const answer = await target.request.post(`/trpc/${path}`, { data: { json }, headers: { origin: baseURL! } });
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { result: { data: { json: { id: string } } } }).result.data.json;
    };
    const club = await api(page, 'organizations.create', { name: clubName, slug, city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 } });
    const team = (name: string) => ({
      organizationId: club.id,
      team: {
        name,
        gameType: 'Soccer',
        city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
        ageGroup: 'Under 10',
        gender: 'Mixed',
        skillLevel: 'All levels',
        privacy: 'public',
      },
    });
    const under10 = await api(page, 'organizations.createTeam', team(`Lakeside U10 ${tag}`));
    await api(page, 'organizations.createTeam', team(`Lakeside U12 ${tag}`));
    // A player joins one of the club's teams: the club's roster has them without a club role.
    const player = await signedIn(size.player);
    await api(player, 'teams.join', { teamId: under10.id });

    await page.goto(`/org/${slug}`);
    await expect(page.getByTestId('club-team')).toHaveCount(2);
    const admin = page.getByRole('region', { name: M.adminHeading });

    // News, posted for everyone: it shows on the club page.
    await admin.getByRole('tab', { name: M.tabs.news }).click();
    await admin.getByLabel(M.newsTitleLabel).fill(`Tryouts ${tag}`);
    await admin.getByLabel(M.newsBodyLabel).fill('Saturday at ten, by the lake.');
    await admin.getByRole('button', { name: M.postNews }).click();
    const news = page.getByRole('region', { name: M.newsHeading, exact: true });
    await expect(news.getByTestId('club-news').filter({ hasText: `Tryouts ${tag}` })).toBeVisible();

    // One roster across both teams: the admin (on both, as their maker) and the player.
    await admin.getByRole('tab', { name: M.tabs.members }).click();
    const rows = admin.getByTestId('club-roster-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: size.player })).toContainText(`Lakeside U10 ${tag}`);
    await expect(rows.filter({ hasText: size.admin })).toContainText(`Lakeside U12 ${tag}`);
    await admin.getByLabel(M.rosterSearchLabel).fill(size.player);
    await expect(rows).toHaveCount(1);
    await admin.getByLabel(M.rosterSearchLabel).fill('');
    await expect(rows).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);

    const download = page.waitForEvent('download');
    await admin.getByRole('button', { name: M.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${slug}-roster.csv`);
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe(CLUB_ROSTER_CSV_HEADERS.map((cell) => `"${cell}"`).join(','));
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(size.player))).toContain(`Lakeside U10 ${tag} (player)`);
    expect(lines.find((line) => line.includes(size.admin))).toContain('"owner"');

    // The money tab: nothing yet, said so.
    await admin.getByRole('tab', { name: M.tabs.money }).click();
    await expect(admin.getByText(M.inboxEmpty)).toBeVisible();

    // The player is invited as the club's treasurer, joins on the club's page, and then sees the
    // roster and the money, but cannot post news or manage members.
    await admin.getByRole('tab', { name: M.tabs.members }).click();
    await admin.getByLabel(M.inviteEmailLabel).fill(size.player);
    await admin.getByLabel(M.inviteRoleLabel).selectOption({ label: M.roleLabels.treasurer });
    await admin.getByRole('button', { name: M.invite, exact: true }).click();
    await expect(admin.getByTestId('club-role').filter({ hasText: size.player })).toContainText('invited');
    await player.setViewportSize(size.viewport);
    await player.goto(`/org/${slug}`);
    await player.getByTestId('club-invitation').getByRole('button', { name: M.acceptInvite }).click();
    const treasurerArea = player.getByRole('region', { name: M.adminHeading });
    await expect(treasurerArea.getByRole('tab')).toHaveText([M.tabs.members, M.tabs.money]);
    await expect(treasurerArea.getByTestId('club-roster-row')).toHaveCount(2);
    await expect(treasurerArea.getByLabel(M.inviteEmailLabel)).toHaveCount(0);
    await expect(player.getByTestId('club-invitation')).toHaveCount(0);

    // A signed-out visitor reads the club, its teams and its public news, and sees no admin area.
    const visitor = await (await browser.newContext({ baseURL, viewport: size.viewport })).newPage();
    await visitor.goto(`/org/${slug}`);
    await expect(visitor.getByRole('heading', { name: clubName, level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('club-team')).toHaveCount(2);
    await expect(visitor.getByTestId('club-news').filter({ hasText: `Tryouts ${tag}` })).toBeVisible();
    await expect(visitor.getByRole('region', { name: M.adminHeading })).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
  });
}
