import { expect, test } from './fixtures.ts';
import { DEMO_EMAIL } from './helpers.ts';

test.describe('on a desktop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top navigation reaches Home, Discover, Teams, Messages and Notifications, marking the page it is on; the user menu holds the rest', async ({
    signedIn,
  }) => {
    const page = await signedIn(DEMO_EMAIL);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/my-communities$/);
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

    // The bell carries the unread count in its name.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(bell).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // The address changes before Home replaces the page (a transition); what Home shows is waited for.
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    // The user menu opens what the drawer holds, the pages the top navigation leaves out included.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('side-panel');
    await expect(panel.getByRole('link', { name: 'Create event' })).toBeVisible();
    await panel.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
  });

  test('a menu opened while the next page loads stays open when that page arrives', async ({ signedIn }) => {
    const page = await signedIn(DEMO_EMAIL);
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
    // Discover's code is held back until the menu is open, so the menu is opened mid-change, however fast the machine.
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/DiscoverPage-[^/]+\.js$/, async (route) => {
      arrived();
      await released;
      await route.continue();
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
    await requested;
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('side-panel');
    await expect(panel.getByRole('link', { name: 'Create event' })).toBeVisible();
    // Home is still the page shown (behind the open menu, so hidden from the accessibility tree): Discover has not arrived.
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1, includeHidden: true })).toBeAttached();

    release();
    await expect(page.getByRole('heading', { name: 'Discover', level: 1, includeHidden: true })).toBeAttached();
    await expect(panel.getByRole('link', { name: 'Create event' })).toBeVisible();
    await panel.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(panel).toBeHidden();
  });

  test('Back closes the menu', async ({ signedIn }) => {
    const page = await signedIn(DEMO_EMAIL);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Discover' }).click();
    await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('side-panel');
    await expect(panel.getByRole('link', { name: 'Create event' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
    await expect(panel).toBeHidden();
  });
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top navigation gives way to the drawer', async ({ signedIn }) => {
    const page = await signedIn(DEMO_EMAIL);
    await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('side-panel');
    await panel.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(panel).toBeHidden();
  });

  test('asked for less motion, the drawer appears and goes without sliding', async ({ signedIn }) => {
    const page = await signedIn(DEMO_EMAIL);
    const panel = page.getByTestId('side-panel');
    const motion = () => panel.evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDuration]);
    await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();

    // As most people see it, the drawer slides in.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel.getByRole('link', { name: 'Discover' })).toBeVisible();
    const [slide, usual] = await motion();
    expect(slide).not.toBe('none');
    expect(usual).not.toBe('0.001s');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // With the system's reduced motion setting, the same animation is a millisecond: nothing moves, and closing still unmounts it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel.getByRole('link', { name: 'Discover' })).toBeVisible();
    expect(await motion()).toEqual([slide, '0.001s']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
