import { expect, test, type Page } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { OPEN_PAYMENTS_SETTINGS } from '../../shared/settings/settings.ts';

/** Nothing on the page is wider than the window: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(innerWidth);
}

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('settings tabs keep their labels apart and scroll sideways; the event roster stays inside the screen', async ({ page, browser }) => {
    test.setTimeout(360_000);
    await newPlayer(page, 'phone', 'Phoebe Phone');
    await page.goto('/settings?tab=general');
    const tabs = page.getByTestId('settings-tabs').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // Each label fits inside its own tab (a squeezed tab lets its text spill over the next one).
    const boxes = await tabs.evaluateAll((nodes) =>
      nodes.map((node) => {
        const text = document.createRange();
        text.selectNodeContents(node);
        const label = text.getBoundingClientRect();
        const box = node.getBoundingClientRect();
        return { left: box.left, right: box.right, labelLeft: label.left, labelRight: label.right };
      }),
    );
    expect(boxes.length).toBeGreaterThan(4);
    for (const box of boxes) expect(box.labelRight).toBeLessThanOrEqual(box.right + 0.5);
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.labelLeft).toBeGreaterThanOrEqual(boxes[i - 1]!.labelRight - 0.5);
    // The row fades at the edge that hides more tabs, so a phone user knows to swipe.
    await expect(page.getByTestId('settings-tabs')).toHaveAttribute('data-more-after', 'true');
    // Its arrow brings the hidden tabs into view, and an arrow back appears.
    await page.getByTestId('more-tabs-after').click();
    await expect(page.getByTestId('more-tabs-before')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Interests' })).toBeInViewport({ ratio: 1 });
    // A far tab opened by link is scrolled into view, and nothing hides after it.
    await page.goto('/settings?tab=activities-subscription');
    await expect(page.getByRole('tab', { name: /Activit/ })).toBeInViewport();
    await expect(page.getByTestId('settings-tabs')).not.toHaveAttribute('data-more-after');
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Notification' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);

    const eventPath = await createEventThroughForm(page, { title: 'Phone-sized game' });
    // A player with a long name joins, so the roster has a row to lay out.
    const joiner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await newPlayer(joiner, 'phone-joiner', 'Maximilian Bartholomew-Longname');
    await joiner.goto(eventPath);
    await joiner.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(joiner.getByTestId('viewer-status')).toBeVisible();
    await page.goto(`${eventPath.replace('/evt/', '/event/')}/manage`);
    await expect(page.getByRole('tab', { name: 'Roster' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Nobody brought guests or chose a group: those columns are left out, and Remove is on screen.
    await expect(page.getByRole('columnheader', { name: 'Guests' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove Maximilian/ })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('roster-phone.png') });
  });
});

test.describe('a title with no spaces on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('breaks inside its card on Discover, the event page and the search, instead of widening the page', async ({ page }) => {
    await newPlayer(page, 'longword', 'Lena Longword');
    // Unique per run: Discover also lists earlier runs' events on a reused database.
    const word = `Unbroken${Date.now()}${'x'.repeat(90)}`;
    const eventPath = await createEventThroughForm(page, { title: word });
    await expect(page.getByRole('heading', { name: word })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Searched for, not looked for in the default list: earlier specs' events can crowd it out of the first page.
    await page.goto(`/discover?q=${word.slice(0, 30)}`);
    await expect(page.getByTestId('discover-event').filter({ hasText: word })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`/full-search?q=${word.slice(0, 30)}`);
    await expect(page.getByRole('link', { name: word })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(eventPath).toMatch(/^\/evt\//);
  });
});

test.describe('discover on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters beyond the search fold behind one button, so results start on the first screen', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByLabel('Search events')).toBeVisible();
    await expect(page.getByLabel('Game type')).toBeHidden();
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByLabel('Game type').selectOption('Basketball');
    await page.getByRole('button', { name: 'Fewer filters' }).click();
    await expect(page.getByLabel('Game type')).toBeHidden();
    await expect(page.getByRole('button', { name: 'More filters (1 on)' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test('on a laptop (1280x800) a dialog keeps a readable width; a price needs a linked Stripe account, and the form says so', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every filter shows at once on a wide screen.
  await page.goto('/discover');
  await expect(page.getByLabel('Game type')).toBeVisible();
  await expect(page.getByRole('button', { name: 'More filters' })).toBeHidden();
  await newPlayer(page, 'laptop', 'Lara Laptop');
  await page.goto('/create');
  const price = page.getByLabel('Price per player (USD)');
  await expect(price).toBeDisabled();
  await expect(page.getByTestId('price-blocked')).toContainText(EVENT_MESSAGES.linkStripeToCharge);
  await expect(page.getByRole('link', { name: OPEN_PAYMENTS_SETTINGS })).toHaveAttribute('href', '/settings?tab=payments');

  const eventPath = await createEventThroughForm(page, { title: 'Laptop game' });
  await page.goto(`${eventPath.replace('/evt/', '/event/')}/manage`);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(520);
  expect(box!.width).toBeGreaterThan(300);
});

test.describe('settings on a laptop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every settings tab shows its whole label, with no arrows', async ({ page }) => {
    await newPlayer(page, 'laptop', 'Lena Laptop');
    await page.goto('/settings?tab=activities-subscription');
    const tabs = page.getByTestId('settings-tabs').getByRole('tab');
    await expect(tabs.last()).toBeVisible();
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('settings-tabs')).not.toHaveAttribute('data-more-after');
    await expect(page.getByTestId('more-tabs-before')).toHaveCount(0);
    await expect(page.getByTestId('more-tabs-after')).toHaveCount(0);
  });
});
