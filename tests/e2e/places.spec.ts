import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { PLACE_MESSAGES } from '../../shared/places/messages.ts';
import { VALIDATION_MESSAGES } from '../../shared/common/validation-messages.ts';

test('an organiser adds a place with a photo, views it, and prints its poster with a QR code', async ({ page, baseURL }) => {
  await signIn(page, 'organiser.austin@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/places/new');
  await expect(page.getByRole('heading', { name: 'Add a place' })).toBeVisible();
  const name = `Mueller Lake Courts ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'City' }).fill('Austin');
  await page.getByRole('option', { name: 'Austin, TX' }).first().click();
  await expect(page.getByLabel('Latitude')).toHaveValue(/^30\.2/);
  // Places already listed near the pin, loaded by map bounds after the debounce.
  const nearby = page.getByRole('region', { name: 'Already listed nearby?' });
  await expect(nearby.getByTestId('place-card').filter({ hasText: 'Butler Park Fields' })).toBeVisible();

  await page.getByLabel('Address').fill('4550 Mueller Blvd');
  await page.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Pick at least one sport')).toBeVisible();
  // The first field to fix has the focus: here the sports, whose first button it lands on.
  await expect(page.getByRole('group', { name: 'Sports' }).getByRole('button').first()).toBeFocused();
  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Pickleball', exact: true }).click();
  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Tennis', exact: true }).click();
  await page.getByRole('group', { name: 'Surfaces' }).getByRole('button', { name: 'Hard court' }).click();
  await page.getByLabel('Description').fill('Four lit courts by the lake.');
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choose photos').setInputFiles({ name: 'courts.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('courts.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Add place' }).click();

  await expect(page).toHaveURL(/\/places\/view\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('4550 Mueller Blvd, Austin, TX')).toBeVisible();
  await expect(page.getByTestId('place-photos').getByRole('img')).toHaveAttribute('src', new RegExp(`^/uploads/places/${id}/[0-9a-f]+\\.webp$`));
  await expect(page.getByText(/No upcoming events here yet\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Places nearby' }).getByTestId('place-card').filter({ hasText: 'Zilker Park Courts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit place' })).toBeVisible();

  await page.getByRole('link', { name: 'Print poster' }).click();
  await expect(page).toHaveURL(new RegExp(`/places/poster\\?id=${id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('poster-sports')).toHaveText('Pickleball · Tennis');
  const qr = page.getByTestId('place-qr');
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(qr).toHaveJSProperty('naturalWidth', 200);
  await expect(page.getByTestId('place-url')).toHaveText(`${baseURL}/places/view/${id}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a place that does not exist says so, and a stranger cannot edit a place', async ({ page }) => {
  await page.goto(`/places/view/${crypto.randomUUID()}`);
  await expect(page.getByText('Place not found')).toBeVisible();
  await page.goto('/places/poster?id=nonsense');
  await expect(page.getByText('Place not found')).toBeVisible();
  // Not a dead end: a way on to the search.
  await page.getByRole('link', { name: 'Search places' }).click();
  await expect(page).toHaveURL(/\/full-search$/);

  // Zilker Park Courts was added by the Austin organiser, not by this player.
  await signIn(page, 'player.austin1@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const zilker = await zilkerId(page);
  await page.goto(`/places/view/${zilker}`);
  await expect(page.getByRole('heading', { name: 'Zilker Park Courts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print poster' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit place' })).toHaveCount(0);
  await page.goto(`/places/edit/${zilker}`);
  await expect(page.getByText('Only the person who added this place can change it.')).toBeVisible();
});

test('nearby places load once, after the typed location has settled', async ({ page }) => {
  await signIn(page, 'player.denver1@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  // The page's timers run on Playwright's clock: the debounce is then measured in page time, not
  // in how fast a loaded machine delivers keystrokes (a gap over 500 ms would rightly load twice).
  await page.clock.install();
  await page.goto('/places/new');
  await expect(page.getByLabel('Latitude')).toBeVisible();
  const queried: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // A batched request names each procedure it carries, comma-separated.
    if (path.startsWith('/trpc/'))
      queried.push(
        ...path
          .slice('/trpc/'.length)
          .split(',')
          .filter((name) => name === 'places.byBounds'),
      );
  });

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByLabel('Longitude').fill('-104.9709');
  // Typed key by key while no page time passes: every keystroke changes the area.
  await page.getByLabel('Latitude').pressSequentially('39.6998', { delay: 30 });
  const nearby = page.getByRole('region', { name: 'Already listed nearby?' });
  await expect(nearby.getByLabel('Loading places')).toBeVisible();
  await page.clock.resume();
  await expect(nearby.getByTestId('place-card').filter({ hasText: 'Washington Park Tennis Courts' })).toBeVisible();
  expect(queried).toEqual(['places.byBounds']);
});

/** The demo place's id, through the public search procedure the event form's picker uses. */
async function zilkerId(page: import('@playwright/test').Page): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { q: 'Zilker Park Courts' } }));
  const response = await page.request.get(`/trpc/places.search?input=${input}`);
  const body = (await response.json()) as { result: { data: { json: { id: string; name: string }[] } } };
  return body.result.data.json.find((p) => p.name === 'Zilker Park Courts')!.id;
}

test('a coordinate off the globe is named on its own field in plain words, and nothing is searched near it', async ({ page }) => {
  await signIn(page, 'player.denver1@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/places/new');
  await page.getByLabel('Longitude').fill('-104.97');
  await page.getByLabel('Latitude').fill('999');
  await expect(page.getByText(VALIDATION_MESSAGES.latitudeRange)).toBeVisible();
  await page.getByLabel('Longitude').fill('abc');
  await expect(page.getByText(VALIDATION_MESSAGES.longitudeRange)).toBeVisible();
  await expect(page.getByText(/Too big|expected number|bounds\./)).toHaveCount(0);
  await page.getByLabel('Latitude').fill('39.6998');
  await page.getByLabel('Longitude').fill('-104.9709');
  await expect(page.getByText(VALIDATION_MESSAGES.latitudeRange)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Already listed nearby?' }).getByTestId('place-card').filter({ hasText: 'Washington Park Tennis Courts' }),
  ).toBeVisible();
});

test('a place like one already listed on the same spot is asked about first, and can still be added', async ({ page }) => {
  await signIn(page, 'player.austin1@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  const zilker = await zilkerId(page);
  await page.goto('/places/new');
  const name = `Zilker Park Courts ${Date.now() % 100_000}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Address').fill('2100 Barton Springs Rd');
  // About 30 m from the listed Zilker Park Courts.
  await page.getByLabel('Latitude').fill('30.2671');
  await page.getByLabel('Longitude').fill('-97.7731');
  await page.getByRole('group', { name: 'Sports' }).getByRole('button', { name: 'Tennis', exact: true }).click();
  await page.getByRole('button', { name: 'Add place' }).click();

  const question = page.getByTestId('same-spot-places');
  await expect(question).toContainText(PLACE_MESSAGES.sameSpot);
  await expect(question.getByRole('link', { name: 'Zilker Park Courts', exact: true })).toHaveAttribute('href', `/places/view/${zilker}`);
  await expect(page).toHaveURL(/\/places\/new$/);

  await question.getByRole('button', { name: PLACE_MESSAGES.addAnyway }).click();
  await expect(page).toHaveURL(/\/places\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});
