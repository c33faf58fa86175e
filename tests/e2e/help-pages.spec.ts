import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL } from './helpers.ts';

const noSideScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('a signed-out visitor on a phone finds Help and FAQs from the menu, searches it, and follows the guide’s contents', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Help and FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page).toHaveTitle('Help and FAQs · Rally');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQs' })).toBeVisible();
  const total = await page.getByTestId('faq').count();
  expect(total).toBeGreaterThan(10);
  await noSideScroll(page, 390);

  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('payment plan');
  const match = page.getByTestId('faq');
  await expect(match).toHaveCount(1);
  await expect(match.getByRole('heading', { name: 'How do registration forms, waivers and payments work?' })).toBeVisible();
  await expect(match).toContainText('pay part now and the rest later');
  await expect(page.getByTestId('faq-count')).toHaveText(`1 question of ${total}`);

  await search.fill('cricket');
  await expect(page.getByTestId('faq')).toHaveCount(0);
  await expect(page.getByText('No questions match “cricket”.')).toBeVisible();
  await expect(page.getByTestId('faq-count')).toHaveText(`0 questions of ${total}`);
  await search.fill('');
  await expect(page.getByTestId('faq')).toHaveCount(total);

  await page.getByRole('link', { name: 'guide' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page).toHaveTitle('Guide · Rally');
  await noSideScroll(page, 390);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Family members' }).click();
  await expect(page).toHaveURL(/\/guide#family-members$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Family members' })).toBeInViewport();

  await page.goto('/about-us');
  await expect(page).toHaveTitle('About us · Rally');
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await noSideScroll(page, 390);
});

test('the help pages arrive rendered from the server, with their titles, and hydrate cleanly', async ({ browser, request, page }) => {
  expect(await (await request.get('/faqs')).text()).toContain('<title>Help and FAQs · Rally</title>');
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/faqs');
  await expect(bare.getByRole('heading', { level: 2, name: 'Can I add my children or other family members?' })).toBeVisible();
  await bare.goto('/guide');
  await expect(bare.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
  await noScript.close();

  // With scripts on, the page hydrates the server's HTML without a mismatch and its search works.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/faqs');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('calendar');
  await expect(page.getByTestId('faq').first()).toContainText('.ics');
  expect(errors).toEqual([]);
});

test('a signed-in player on a wide screen reaches Help and FAQs from Home’s quick links', async ({ signedIn }) => {
  const page = await signedIn(DEMO_EMAIL);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Help and FAQs/ })
    .click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQs' })).toBeVisible();
  await noSideScroll(page, 1280);
});
