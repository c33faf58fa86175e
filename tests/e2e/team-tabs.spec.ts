import { expect, test, type Page } from './fixtures.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

// Issue 31: the team page was one long scroll; on a phone it is tabs, and the address keeps the open one.
const PHONE = { width: 390, height: 844 };

/** A window of `email`'s own at the phone size where the long scroll was seen (`signedIn` opens its own context). */
async function onPhone(signedIn: (email: string) => Promise<Page>, email: string) {
  const page = await signedIn(email);
  await page.setViewportSize(PHONE);
  return page;
}

async function openAustinDinkers(page: Page) {
  await page.goto('/my-communities');
  await page.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Austin Dinkers', level: 1 })).toBeVisible();
}

test('on a phone the team page is tabs; the address keeps the open tab through a reload, Back and a shared link', async ({ signedIn }) => {
  const member = await onPhone(signedIn, 'player.austin2@rally.test');
  await openAustinDinkers(member);
  const tabs = member.getByTestId('team-tabs');
  // A player has no Manage tab; their first tab is the schedule.
  await expect(tabs.getByRole('tab')).toHaveText(['Schedule', 'Roster', 'Chat', 'Seasons']);
  await expect(tabs.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByRole('heading', { name: 'Schedule', level: 2 })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Chat', level: 2 })).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Seasons' }).click();
  await expect(member).toHaveURL(/\/team\/[0-9a-f-]{36}\?tab=seasons$/);
  await expect(member.getByTestId('team-forms')).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Schedule', level: 2 })).toHaveCount(0);
  await member.reload();
  await expect(tabs.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByTestId('team-forms')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Chat' }).click();
  await expect(member.getByTestId('team-chat')).toContainText('I can bring the spare balls.');
  await member.goBack();
  await expect(member).toHaveURL(/\?tab=seasons$/);
  await expect(tabs.getByRole('tab', { name: 'Seasons' })).toHaveAttribute('aria-selected', 'true');
  await member.goForward();
  await expect(member.getByTestId('team-chat')).toBeVisible();

  // A shared link to Manage opens, for a player, on their first tab; the owner gets Manage itself.
  const manageLink = member.url().replace('tab=chat', 'tab=manage');
  await member.goto(manageLink);
  await expect(tabs.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByTestId('team-manage')).toHaveCount(0);
  const owner = await onPhone(signedIn, 'organiser.austin@rally.test');
  await owner.goto(manageLink);
  await expect(owner.getByTestId('team-tabs').getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
  await expect(owner.getByTestId('team-manage')).toBeVisible();
  // The tab row scrolls sideways on a phone instead of widening the page.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Its five tabs fit whole, or the edge that hides one fades, so no tab is a cut-off word with no sign of more.
  await owner.getByTestId('team-tabs').evaluate((node) => node.scrollTo({ left: 0 }));
  await expect
    .poll(() =>
      owner.getByTestId('team-tabs').evaluate((node) => node.scrollWidth <= node.clientWidth + 1 || getComputedStyle(node).maskImage.includes('gradient')),
    )
    .toBe(true);
});

test('an organiser pins a chat message with an expiry; members see it at the top of the team page until it is unpinned', async ({ signedIn }) => {
  const body = `Tournament sign-ups close Friday ${Date.now() % 100_000}`;
  const organiser = await onPhone(signedIn, 'organiser.austin@rally.test');
  await openAustinDinkers(organiser);
  await organiser.getByTestId('team-tabs').getByRole('tab', { name: 'Chat' }).click();
  await organiser.getByLabel('Message the team').fill(body);
  await organiser.getByRole('button', { name: 'Send', exact: true }).click();
  const message = organiser.getByTestId('chat-message').filter({ hasText: body });
  await message.getByRole('button', { name: new RegExp(`^${TEAM_MESSAGES.pinAction}`) }).click();
  const dialog = organiser.getByTestId('pin-message-dialog');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  const day = `${inAWeek.getFullYear()}-${String(inAWeek.getMonth() + 1).padStart(2, '0')}-${String(inAWeek.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel(TEAM_MESSAGES.pinExpiryLabel).fill(day);
  await dialog.getByRole('button', { name: TEAM_MESSAGES.pinConfirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(message.getByText(TEAM_MESSAGES.pinned, { exact: true })).toBeVisible();
  await expect(organiser.getByTestId('pinned-announcement').filter({ hasText: body })).toBeVisible();

  // A member opening the team, on any tab, finds it first, with its end date.
  const member = await onPhone(signedIn, 'player.austin2@rally.test');
  await openAustinDinkers(member);
  const pinned = member.getByTestId('pinned-announcement').filter({ hasText: body });
  await expect(pinned).toContainText('Pinned until');
  const top = await member.getByTestId('pinned-announcements').boundingBox();
  const tabsTop = await member.getByTestId('team-tabs').boundingBox();
  expect(top!.y).toBeLessThan(tabsTop!.y);
  await expect(member.getByRole('button', { name: TEAM_MESSAGES.unpinAction })).toHaveCount(0);

  await organiser.getByTestId('pinned-announcement').filter({ hasText: body }).getByRole('button', { name: TEAM_MESSAGES.unpinAction }).click();
  await expect(organiser.getByTestId('pinned-announcement').filter({ hasText: body })).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Austin Dinkers', level: 1 })).toBeVisible();
  await expect(member.getByTestId('pinned-announcement').filter({ hasText: body })).toHaveCount(0);
});
