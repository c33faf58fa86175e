import { expect, test } from './fixtures.ts';
import { createEventThroughForm } from './event-helpers.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

test('joins to one event read as one notice that leads to the event; opening the page marks it read', async ({ signedIn }) => {
  test.setTimeout(480_000);
  const title = `Grouped ${Math.random().toString(36).slice(2, 8)} run`;
  const organiser = await signedIn('organiser.denver@rally.test');
  const eventPath = await createEventThroughForm(organiser, { title });
  for (const email of ['player.denver1@rally.test', 'player.denver2@rally.test', 'player.austin2@rally.test']) {
    const player = await signedIn(email);
    await player.goto(eventPath);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByTestId('viewer-status')).toHaveText("You're going");
    await player.context().close();
  }

  await organiser.goto('/notifications');
  const grouped = organiser.getByTestId('notification-item').filter({ hasText: title });
  await expect(grouped).toHaveCount(1);
  await expect(grouped.getByRole('link')).toHaveText(new RegExp(`^.+ and 2 others joined ${title}$`));
  // The title names the event: no second line repeating it.
  await expect(grouped.getByText(title, { exact: true })).toHaveCount(0);
  // Opened: what it shows is read (the bell says so), and marked new for this visit.
  await expect(grouped.getByText('New', { exact: true })).toBeVisible();
  await expect(organiser.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await grouped.getByRole('link').click();
  await expect(organiser).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(organiser.getByRole('heading', { name: title })).toBeVisible();
});

test('a city alert about several new events lists each one, and each leads to its event', async ({ page }) => {
  // The demo subscriber follows basketball and pickleball around Austin; the demo events there matched.
  await signIn(page, 'player.austin2@rally.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/notifications');
  const alert = page.getByTestId('notification-item').filter({ hasText: /\d+ new events near you/ });
  await expect(alert).toHaveCount(1);
  const events = alert.getByRole('list', { name: /Events in: \d+ new events near you/ });
  await expect(events.getByRole('link', { name: 'Weeknight Pickleball at Zilker' })).toBeVisible();
  await events.getByRole('link', { name: 'Saturday Open Run' }).click();
  await expect(page).toHaveURL(/\/evt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Saturday Open Run' })).toBeVisible();
});
