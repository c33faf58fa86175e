import { expect, test, type Browser } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

async function signedIn(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test('joins to one event read as one notice that leads to the event; opening the page marks it read', async ({ browser }) => {
  test.setTimeout(480_000);
  const title = `Grouped ${Math.random().toString(36).slice(2, 8)} run`;
  const organiser = await signedIn(browser, 'organiser.denver@rally.test');
  const eventPath = await createEventThroughForm(organiser, { title });
  for (const email of ['player.denver1@rally.test', 'player.denver2@rally.test', 'player.austin2@rally.test']) {
    const player = await signedIn(browser, email);
    await player.goto(eventPath);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByTestId('viewer-status')).toHaveText("You're going");
    await player.context().close();
  }

  await organiser.goto('/notifications');
  const grouped = organiser.getByTestId('notification-item').filter({ hasText: title });
  await expect(grouped).toHaveCount(1);
  await expect(grouped.getByRole('link')).toHaveText(new RegExp(`^.+ and 2 others joined ${title}$`));
  // Opened: what it shows is read (the bell says so), and marked new for this visit.
  await expect(grouped.getByText('New', { exact: true })).toBeVisible();
  await expect(organiser.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await grouped.getByRole('link').click();
  await expect(organiser).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(organiser.getByRole('heading', { name: title })).toBeVisible();
});
