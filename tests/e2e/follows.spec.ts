import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { FOLLOW_MESSAGES } from '../../shared/follows/messages.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, host: 'player.austin2@rally.test', hostName: 'Ava Brooks', follower: 'player.austin1@rally.test' },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    host: 'player.austin3@rally.test',
    hostName: 'Leo Martinez',
    follower: 'organiser.austin@rally.test',
  },
];

const hostIdOf = async (page: Page) => {
  const response = await page.request.get('/trpc/auth.me');
  const body = (await response.json()) as { result: { data: { json: { id: string } | null } } };
  return body.result.data.json!.id;
};

for (const size of SIZES) {
  test(`on ${size.name}, a player follows a host from their profile, sees the host's new event first nearby and on /subscriptions, and unfollows (issue 32)`, async ({
    signedIn,
  }) => {
    const title = `Followed hoops ${Date.now() % 100_000}`;
    const host = await signedIn(size.host);
    const hostId = await hostIdOf(host);

    const fan = await signedIn(size.follower);
    await fan.setViewportSize(size.viewport);
    await fan.goto(`/profile/${hostId}`);
    await fan.getByRole('button', { name: FOLLOW_MESSAGES.follow, exact: true }).click();
    await expect(fan.getByRole('button', { name: FOLLOW_MESSAGES.following })).toHaveAttribute('aria-pressed', 'true');

    // The host publishes a new public event, as a person would.
    await createEventThroughForm(host, { title });

    await fan.goto('/home');
    const nearby = fan.getByRole('region', { name: /Nearby events/ });
    const cards = nearby.getByTestId('discover-event');
    await expect(cards.first()).toContainText(FOLLOW_MESSAGES.fromFollowedHost);
    await expect(cards.filter({ hasText: title })).toContainText(FOLLOW_MESSAGES.fromFollowedHost);

    // From the menu, as a person finds the page.
    await fan.getByRole('button', { name: 'Open menu' }).click();
    await fan.getByTestId('side-panel').getByRole('link', { name: FOLLOW_MESSAGES.pageTitle }).click();
    await expect(fan).toHaveURL(/\/subscriptions$/);
    const row = fan.getByTestId('followed-host').filter({ hasText: size.hostName });
    await expect(row).toContainText(title);
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);

    await row.getByRole('link', { name: size.hostName }).click();
    await expect(fan.getByRole('heading', { name: size.hostName, level: 1 })).toBeVisible();
    await expect(fan.getByTestId('follower-count')).toContainText(FOLLOW_MESSAGES.followers(1));
    await expect(fan.getByTestId('host-event').filter({ hasText: title })).toBeVisible();

    await fan.goto('/subscriptions');
    await fan.getByTestId('followed-host').filter({ hasText: size.hostName }).getByRole('button', { name: FOLLOW_MESSAGES.unfollow }).click();
    await fan.getByRole('dialog').getByRole('button', { name: FOLLOW_MESSAGES.unfollow }).click();
    await expect(fan.getByTestId('followed-host').filter({ hasText: size.hostName })).toHaveCount(0);
    await expect(fan.getByTestId('follows-empty')).toBeVisible();
  });
}

test('when the hosts cannot be loaded, /subscriptions logs "Error fetching subscriptions" and shows the empty list (spec section 8)', async ({ signedIn }) => {
  const fan = await signedIn('player.denver1@rally.test');
  await fan.setViewportSize({ width: 390, height: 844 });
  const logged: string[] = [];
  fan.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await fan.route(/\/trpc\/[^?]*follows\.mine/, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }));
  await fan.goto('/subscriptions');
  await expect(fan.getByTestId('follows-empty')).toContainText(FOLLOW_MESSAGES.empty);
  await expect.poll(() => logged).toContain(FOLLOW_MESSAGES.loadFailed);
});
