import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, JOB_RESULT_TIMEOUT, signIn } from './helpers.ts';
import { SITE_MESSAGES as M } from '../../shared/sites/messages.ts';

/** A procedure of the app, called from the signed-in page as the app itself calls it (tRPC over superjson). */
async function call<T>(page: Page, path: string, input: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const body = JSON.stringify({ json: input });
      const response =
        method === 'GET'
          ? await fetch(`/trpc/${path}?input=${encodeURIComponent(body)}`, { credentials: 'same-origin' })
          : await fetch(`/trpc/${path}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body });
      const answer = await response.json();
      if (!response.ok) throw new Error(JSON.stringify(answer));
      return answer.result.data.json;
    },
    { path, input, method },
  ) as Promise<T>;
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${size.name}: an organiser builds a team site with three blocks, publishes it, reads it without JavaScript, and a score shows on its standings block`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/site');
    await expect(page.getByRole('heading', { name: M.pageTitle, level: 1 })).toBeVisible();
    const create = page.getByRole('form', { name: M.createTitle });
    const title = `Dinkers ${size.name} ${Date.now() % 100_000}`;
    await create.getByLabel(M.titleLabel).fill(title);
    await create.getByLabel(M.ownerLabel).selectOption({ label: 'Austin Dinkers' });
    await create.getByRole('button', { name: M.createSite }).click();
    await expect(page).toHaveURL(/\/site\/build\/[0-9a-f-]{36}$/);
    const siteId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `${M.builderTitle}: ${title}` })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: new RegExp(`${M.saved}|${M.saving}`) });
    await expect(status).toHaveText(M.saved);

    // Three blocks through the builder's add-block menu (Puck's insert action), each shown in the canvas.
    const editor = page.getByTestId('site-editor');
    for (const [block, shows] of [
      ['Text', editor.getByText('Tell visitors who you are, when you play and how to join.')],
      ['Standings and brackets', editor.getByRole('heading', { name: 'Standings', level: 2 })],
      ['Contact', editor.getByRole('heading', { name: 'Contact', level: 2 })],
    ] as const) {
      await editor.getByLabel('Block to add').selectOption({ label: block });
      await editor.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(shows.first()).toBeVisible();
    }
    await expect(status).toHaveText(M.saved);
    await page.getByRole('button', { name: M.publish, exact: true }).click();
    await expect(page.getByText(M.publishedNow)).toBeVisible();
    await expect(page.getByRole('list', { name: M.versionsHeading }).getByText(M.versionLabel(1))).toBeVisible();

    // The published page, opened by its path in a browser with JavaScript off.
    const reader = await browser.newContext({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
    const visitor = await reader.newPage();
    await visitor.goto(`/site/view/${siteId}`);
    await expect(visitor).toHaveTitle(title);
    await expect(visitor.getByText('Tell visitors who you are, when you play and how to join.')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Standings' })).toBeVisible();
    // Nothing to run: the only script element is the site's schema.org data.
    expect(await visitor.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await visitor.locator('script[type="application/ld+json"]').count()).toBe(1);
    await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    // A score on the team's game: the team's league match gets a game against a named side, scored final.
    const teams = await call<{ id: string; name: string }[]>(page, 'teams.mine', undefined, 'GET');
    const team = teams.find((row) => row.name === 'Austin Dinkers')!;
    const schedule = await call<{ id: string; title: string }[]>(page, 'teams.schedule', { teamId: team.id }, 'GET');
    const match = schedule.find((event) => event.title === 'League match') ?? schedule[0]!;
    const rival = `Rivals ${size.name} ${Date.now() % 100_000}`;
    const game = await call<{ id: string }>(page, 'games.create', {
      eventId: match.id,
      home: { kind: 'team', teamId: team.id },
      away: { kind: 'name', name: rival },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    });
    await call(page, 'games.update', {
      gameId: game.id,
      version: 1,
      status: 'final',
      periods: [],
      homeScore: 11,
      awayScore: 7,
      forfeitWinner: null,
      court: '',
      notes: '',
      reason: '',
    });
    // The sites.rerender job renders the page again; reload until the result shows.
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(rival)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: JOB_RESULT_TIMEOUT });
    await expect(visitor.getByText('11 – 7').first()).toBeVisible();
    await reader.close();
  });
}
