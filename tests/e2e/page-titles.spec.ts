import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';

test('every page has its own title, in the first HTML and after each navigation; an event is titled by its name', async ({ page, request }) => {
  // Before any script runs: the HTML the server sends.
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<title>Sign in · Rally</title>');

  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Sign up · Rally');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in · Rally');

  await newPlayer(page, 'titles', 'Tia Titles');
  const eventPath = await createEventThroughForm(page, { title: 'Sunset doubles' });
  await expect(page).toHaveTitle('Sunset doubles · Rally');
  // A shared link previews the event by its name.
  expect(await (await request.get(eventPath)).text()).toContain('<meta property="og:title" content="Sunset doubles" />');
  await page.goto('/discover');
  await expect(page).toHaveTitle('Discover games · Rally');
});
