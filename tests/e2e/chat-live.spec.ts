import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newPlayer } from './settings-helpers.ts';
import { MESSAGING_MESSAGES as M } from '../../shared/messaging/messages.ts';

/**
 * Typing, "Seen" and the menu's unread count between two people, each in their own browser, one
 * on a desktop and one on a phone. Nothing here reloads or refocuses a page: what shows up came
 * over the live streams. Every check waits for a state, never for a moment.
 */

async function profilePath(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-panel').getByRole('link', { name: 'Your profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Phoebe Phone' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test('typing, a live message, Seen and the unread count in the menu, between a desktop and a phone', async ({ browser }) => {
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await newPlayer(phone, 'chat-phone', 'Phoebe Phone');
  const phonePath = await profilePath(phone);
  await newPlayer(desk, 'chat-desk', 'Dana Desk');

  // The phone's menu is open, its Messages entry without a count, when the first message arrives.
  await phone.goto('/home');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const phoneMessagesLink = phone.getByTestId('side-panel').getByRole('link', { name: /^Messages/ });
  await expect(phoneMessagesLink).toHaveText('Messages');

  await desk.goto(phonePath);
  await desk.getByRole('link', { name: 'Message', exact: true }).click();
  await desk.getByRole('textbox', { name: 'Message Phoebe Phone' }).fill('Are you in for Saturday?');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk).toHaveURL(/\/messages\?conversation=/);

  await expect(phoneMessagesLink).toHaveAccessibleName(`Messages ${M.menuUnread(1)}`);
  await expect(phoneMessagesLink.getByTestId('messages-unread')).toHaveText('1');
  await phoneMessagesLink.click();
  await phone.getByTestId('conversation-item').filter({ hasText: 'Dana Desk' }).click();
  await expect(phone.getByTestId('message').getByText('Are you in for Saturday?')).toBeVisible();

  // The phone has read it: the desk sees "Seen" under its message, and the phone's count goes.
  await expect(desk.getByTestId('seen-marker')).toHaveText(M.seen);
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await expect(phone.getByTestId('side-panel').getByRole('link', { name: /^Messages/ })).toHaveText('Messages');
  await phone.getByRole('button', { name: 'Close menu' }).click();
  await expect(phone.getByTestId('side-panel')).toBeHidden();

  // The desk types: the phone sees who; the desk itself does not see its own typing.
  const typingOnPhone = phone.getByTestId('typing-line');
  await desk.getByRole('textbox', { name: 'Message Phoebe Phone' }).fill('Bring the');
  await expect(typingOnPhone).toHaveText(M.typing('Dana Desk'));
  await expect(desk.getByTestId('typing-line')).toHaveText('');

  // The message arrives without a reload and the typing line goes with it; "Seen" moves to the new message once read.
  await desk.getByRole('textbox', { name: 'Message Phoebe Phone' }).fill('Bring the ball, please');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(phone.getByTestId('message').getByText('Bring the ball, please')).toBeVisible();
  await expect(typingOnPhone).toHaveText('');
  await expect(desk.getByTestId('thread-entry').filter({ hasText: 'Bring the ball, please' }).getByTestId('seen-marker')).toHaveText(M.seen);
  await expect(desk.getByTestId('seen-marker')).toHaveCount(1);

  // And the other way round: the phone replies while the desk is on another page; the desk's top bar counts it.
  await desk.getByRole('link', { name: 'Home', exact: true }).click();
  await phone.getByRole('textbox', { name: 'Message Dana Desk' }).fill('Will do');
  await phone.getByRole('button', { name: 'Send', exact: true }).click();
  const deskMessages = desk.getByTestId('top-nav').getByRole('link', { name: /^Messages/ });
  await expect(deskMessages.getByTestId('messages-unread')).toHaveText('1');
  await expect(deskMessages).toHaveAccessibleName(`Messages ${M.menuUnread(1)}`);
});

test('a group of three: made from the player search, a message reaches the others live', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const pageAt = async (width: number, height: number) => (await browser.newContext({ viewport: { width, height } })).newPage();
  const host = await pageAt(1280, 800);
  const guest = await pageAt(390, 844);
  const third = await pageAt(1280, 800);
  const guestName = `Gina ${stamp}`;
  const thirdName = `Theo ${stamp}`;
  const { email: guestEmail } = await newPlayer(guest, 'group-guest', guestName);
  const { email: thirdEmail } = await newPlayer(third, 'group-third', thirdName);
  await newPlayer(host, 'group-host', 'Hank Host');
  for (const page of [guest, third]) await page.goto('/messages');

  await host.goto('/messages');
  await host.getByRole('button', { name: M.newGroup }).click();
  const dialog = host.getByTestId('new-group');
  await dialog.getByLabel(M.groupTitle).fill('Saturday crew');
  // The player search finds people by e-mail, as everywhere in the app.
  for (const [email, name] of [
    [guestEmail, guestName],
    [thirdEmail, thirdName],
  ] as const) {
    await dialog.getByRole('searchbox', { name: M.pickerSearch }).fill(email);
    await dialog.getByRole('button', { name, exact: true }).click();
  }
  await expect(dialog.getByText(M.groupPeople(3))).toBeVisible();
  await dialog.getByRole('button', { name: M.createGroup }).click();
  await expect(host.getByRole('heading', { name: 'Saturday crew' })).toBeVisible();

  // The others' lists get the group live; the guest (on a phone) opens it.
  await expect(third.getByTestId('group-item').filter({ hasText: 'Saturday crew' })).toBeVisible();
  await guest.getByTestId('group-item').filter({ hasText: 'Saturday crew' }).click();
  await expect(guest.getByRole('heading', { name: 'Saturday crew' })).toBeVisible();

  await host.getByRole('textbox', { name: 'Message Saturday crew' }).fill('Courts at 9?');
  await expect(guest.getByTestId('typing-line')).toHaveText(M.typing('Hank Host'));
  await host.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(guest.getByTestId('message').filter({ hasText: 'Courts at 9?' })).toContainText('Hank Host');
  await expect(guest.getByTestId('typing-line')).toHaveText('');
  await expect(third.getByTestId('group-item').filter({ hasText: 'Saturday crew' })).toContainText('Courts at 9?');
  // The guest read it with the thread open: the host's "Seen by" names them.
  await expect(host.getByTestId('seen-marker')).toHaveText(M.seenBy([guestName], 0));
});
