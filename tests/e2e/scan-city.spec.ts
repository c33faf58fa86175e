import QRCode from 'qrcode';
import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL } from './helpers.ts';
import { SCAN_WORDS } from '../../shared/scan/messages.ts';
import { CITY_PAGE_WORDS } from '../../shared/cities/city-page.ts';

const noSideScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body = (await response.json()) as { result: { data: { json: { id: string } } } };
  return body.result.data.json.id;
}

// Headless Chromium has no camera: the page says so (or that it could not open one) and offers the fallback.
const cameraUnavailable = (page: Page) => page.getByText(new RegExp(`^(${SCAN_WORDS.noCamera}|${SCAN_WORDS.cameraDenied.replace(/[()]/g, '\\$&')})$`));

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width}px, scan's fallback reads a pasted player-card link and lands on that player's profile`, async ({ signedIn }) => {
    const ava = await signedIn('player.austin2@rally.test');
    const avaId = await currentUserId(ava);
    const page = await signedIn(DEMO_EMAIL);
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: SCAN_WORDS.menuLabel }).click();
    await expect(page).toHaveURL(/\/scan$/);
    await expect(page.getByRole('heading', { level: 1, name: SCAN_WORDS.title })).toBeVisible();
    await expect(cameraUnavailable(page)).toBeVisible();
    await noSideScroll(page, size.width);

    const origin = new URL(page.url()).origin;
    await page.getByRole('textbox', { name: SCAN_WORDS.fallbackLabel }).fill(`  ${origin}/profile/${avaId}  `);
    await page.getByRole('button', { name: SCAN_WORDS.open, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${avaId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ava Brooks' })).toBeVisible();
  });

  test(`at ${size.width}px, a pasted link that is not a Rally code says so and goes nowhere`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/scan');
    await expect(cameraUnavailable(page)).toBeVisible();
    const field = page.getByRole('textbox', { name: SCAN_WORDS.fallbackLabel });
    const open = page.getByRole('button', { name: SCAN_WORDS.open, exact: true });
    for (const text of ['https://evil.example/profile/6f1c2a4e-3b5d-4c7e-9f01-23456789abcd', 'javascript:alert(1)', 'hello']) {
      await field.fill(text);
      await open.click();
      await expect(page.getByRole('alert')).toHaveText(SCAN_WORDS.notRally);
      await expect(page).toHaveURL(/\/scan$/);
    }
    // A picture that is not an image is refused before anything decodes it.
    await page.getByTestId('scan-picture-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText(SCAN_WORDS.pictureNotImage);
    await noSideScroll(page, size.width);
  });

  test(`at ${size.width}px, /city-search?city=Austin, TX lists the demo's Austin games and teams, and the picker opens another city`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/city-search?city=Austin, TX');
    await expect(page).toHaveTitle(`${CITY_PAGE_WORDS.title('Austin, TX')} · Rally`);
    await expect(page.getByRole('heading', { level: 1, name: CITY_PAGE_WORDS.title('Austin, TX') })).toBeVisible();
    // Other specs add Austin games before this one runs, and the page lists the soonest 20: so this
    // checks that Austin's games are there and Denver's are not, not which of Austin's made the cut.
    const games = page.getByRole('region', { name: CITY_PAGE_WORDS.events });
    await expect(games.getByRole('link').first()).toBeVisible();
    await expect(games.getByRole('link', { name: 'Sunday Pickup Soccer' })).toHaveCount(0);
    const teams = page.getByRole('region', { name: CITY_PAGE_WORDS.teams });
    await expect(teams.getByRole('link', { name: 'Austin Dinkers' })).toBeVisible();
    await expect(teams.getByRole('link', { name: 'Mile High Volleyball' })).toHaveCount(0);
    await noSideScroll(page, size.width);

    await teams.getByRole('link', { name: 'Austin Dinkers' }).click();
    await expect(page).toHaveURL(/\/team\/[\w-]+$/);
    await page.goBack();
    await page.getByRole('combobox', { name: CITY_PAGE_WORDS.otherCity }).fill('Denver');
    await page.getByRole('option', { name: 'Denver, CO' }).click();
    await expect(page).toHaveURL(/\/city-search\?city=Denver%2C(%20|\+)CO$/);
    await expect(page.getByRole('heading', { level: 1, name: CITY_PAGE_WORDS.title('Denver, CO') })).toBeVisible();
    const denverGames = page.getByRole('region', { name: CITY_PAGE_WORDS.events });
    await expect(denverGames.getByRole('link').first()).toBeVisible();
    await expect(denverGames.getByRole('link', { name: 'Saturday Open Run' })).toHaveCount(0);
    // Denver's demo team is invite-only: a page of public teams does not list it.
    await expect(page.getByRole('region', { name: CITY_PAGE_WORDS.teams }).getByRole('link', { name: 'Mile High Volleyball' })).toHaveCount(0);
  });
}

test('a signed-out visitor chooses a picture of a player card: the code is decoded and the profile asks them to sign in', async ({ signedIn, page }) => {
  const avaId = await currentUserId(await signedIn('player.austin2@rally.test'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/scan');
  const origin = new URL(page.url()).origin;
  const picture = await QRCode.toBuffer(`${origin}/profile/${avaId}`, { width: 300, margin: 2 });
  await page.getByTestId('scan-picture-input').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/profile/${avaId}`)}$`));
});

test('a city page arrives rendered from the server with its own title; an unknown city offers the picker', async ({ browser, request }) => {
  expect(await (await request.get('/city-search?city=Austin%2C%20TX')).text()).toContain(`<title>${CITY_PAGE_WORDS.title('Austin, TX')} · Rally</title>`);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/city-search?city=Austin%2C%20TX');
  await expect(bare.getByRole('link', { name: 'Austin Dinkers', exact: true })).toBeVisible();
  await bare.goto('/city-search?city=Atlantis');
  await expect(bare.getByText(CITY_PAGE_WORDS.unknownCity('Atlantis'))).toBeVisible();
  await noScript.close();
});
