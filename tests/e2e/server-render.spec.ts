import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, signIn } from './helpers.ts';

/** Errors the browser reported: a hydration mismatch is one (React reports it as a recoverable error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('public pages paint without JavaScript: sign-in, discover and an event arrive rendered', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
  const firstEvent = page.getByTestId('discover-results').getByRole('link').first();
  await expect(firstEvent).toBeVisible();
  const eventTitle = (await firstEvent.textContent())!.trim();
  await page.goto((await firstEvent.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(eventTitle).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
  // A search in the address is rendered as that search.
  await page.goto('/discover/basketball?q=court&when=past');
  await expect(page.getByLabel('Search events')).toHaveValue('court');
  await expect(page.getByLabel('Past events only')).toBeChecked();
  await noScript.close();
});

test('a server-rendered page hydrates without a mismatch and works: a player signs in from it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/discover');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.goto('/discover/basketball?q=court&when=past&price=free');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Search events')).toHaveValue('court');
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The form's validator loads when the form is first focused, and still checks before sending.
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Signed in, a public page renders on the server as this player's page.
  await page.goto('/discover');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a team page rendered for its owner hydrates without an error and shows the team's full share link", async ({ page }) => {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Austin Dinkers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  // A full load of the page, rendered on the server as the owner's (with the share link card on its Manage tab).
  await page.getByTestId('team-tabs').getByRole('tab', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}\?tab=manage$/);
  const errors = collectErrors(page);
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Team link')).toHaveValue(/^http:\/\/localhost:\d+\/teams\/join\/[0-9a-f]+$/);
  await expect(page.getByTestId('team-qr')).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Records, from the first byte, any server-rendered part of the page replaced by its loading state
 * (a "Loading..." added inside #root) or removed while it still named one of `kept`.
 */
const WATCH_REPLACEMENTS = (kept: string[]) => `(() => {
  const kept = ${JSON.stringify(kept)};
  const seen = [];
  window.__replaced = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      if (!document.getElementById('root')?.contains(record.target)) continue;
      for (const node of record.addedNodes) if ((node.textContent || '').startsWith('Loading')) seen.push('loading shown');
      for (const node of record.removedNodes) if (kept.some((text) => (node.textContent || '').includes(text))) seen.push('removed: ' + node.textContent.slice(0, 60));
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

test('a guest on a slow phone sees a public team page and a team game as the server drew them: hydration replaces nothing with a loading state (issue 36)', async ({
  page,
  browser,
}) => {
  // The owner's schedule gives the team's and a league game's addresses.
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Austin Dinkers', exact: true }).first().click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  const teamPath = new URL(page.url()).pathname;
  const game = page
    .getByTestId('schedule-event')
    .getByRole('link', { name: /vs East Side Paddlers/ })
    .first();
  const gamePath = (await game.getAttribute('href'))!;

  const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await guest.newPage();
  const errors = collectErrors(phone);
  // A phone's CPU: the page's chunks arrive after the first effects have run (the tab list settling).
  const cdp = await guest.newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await phone.addInitScript(WATCH_REPLACEMENTS(['Maya Torres', 'East Side Paddlers']));
  for (const [path, keep] of [
    [teamPath, 'Maya Torres'],
    [gamePath, 'East Side Paddlers'],
  ] as const) {
    await phone.goto(path);
    await expect(phone.locator('#root')).not.toHaveAttribute('inert');
    await expect(phone.getByText(keep).first()).toBeVisible();
    // The page has settled once its loaded code has nothing left to swap in.
    await expect(phone.getByText('Loading...')).toHaveCount(0);
    expect(await phone.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced), path).toEqual([]);
  }
  await expect(phone.getByRole('region', { name: 'Games' })).toBeVisible();
  expect(errors).toEqual([]);
  await guest.close();
});

test("a member's Home, create form and communities arrive rendered on a slow phone, hydrate as drawn, and work (issue 36)", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const errors = collectErrors(page);
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(WATCH_REPLACEMENTS(['Welcome', 'Create an event', 'My communities']));
  for (const [path, heading] of [
    ['/home', /^Welcome, /],
    ['/create', 'Create an event'],
    ['/my-communities', 'My communities'],
  ] as const) {
    // The server's HTML already holds the page, before any script runs.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(/<div id="root" inert>[\s\S]*<h1/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced), path).toEqual([]);
  }
  // Hydrated, the form takes input and checks it as before.
  await page.goto('/create');
  await page.getByLabel('Title').fill('Rendered then typed');
  await expect(page.getByLabel('Title')).toHaveValue('Rendered then typed');
  expect(errors).toEqual([]);
  await phone.close();
});
