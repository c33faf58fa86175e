import { expect, test } from './fixtures.ts';
import { newPlayer } from './settings-helpers.ts';

/**
 * The messages page no longer polls (it used to, every 15 s), and these pages are neither reloaded
 * nor refocused: whatever shows up arrived over the live stream. The test waits for the state with
 * the usual limit rather than racing a clock, which a loaded CI machine would lose.
 */

test('messages arrive live: in the inbox, in an open thread, and back to the sender, with no reload', async ({ browser }) => {
  const sender = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  await newPlayer(reader, 'live-reader', 'Rhea Reader');
  await reader.getByRole('button', { name: 'Open menu' }).click();
  await reader.getByTestId('side-panel').getByRole('link', { name: 'Your profile', exact: true }).click();
  await expect(reader.getByRole('heading', { name: 'Rhea Reader' })).toBeVisible();
  const profileUrl = new URL(reader.url()).pathname;

  await newPlayer(sender, 'live-sender', 'Sid Sender');
  await sender.goto(profileUrl);
  await sender.getByRole('link', { name: 'Message', exact: true }).click();
  await sender.getByRole('textbox', { name: 'Message Rhea Reader' }).fill('First, to open the conversation');
  await sender.getByRole('button', { name: 'Send' }).click();
  await expect(sender).toHaveURL(/\/messages\?conversation=/);

  await reader.goto('/messages');
  const item = reader.getByTestId('conversation-item').filter({ hasText: 'Sid Sender' });
  await expect(item).toContainText('First, to open the conversation');
  // Only the open stream can bring these: nothing on the reader's page refetches by itself.
  const send = async (page: typeof sender, to: string, body: string) => {
    await page.getByRole('textbox', { name: `Message ${to}` }).fill(body);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  };
  await send(sender, 'Rhea Reader', 'Second, while the inbox is open');
  await expect(item).toContainText('Second, while the inbox is open');
  await expect(item.getByLabel('2 unread')).toBeVisible();

  await item.click();
  await expect(reader.getByTestId('message').getByText('Second, while the inbox is open')).toBeVisible();
  await send(sender, 'Rhea Reader', 'Third, while the thread is open');
  await expect(reader.getByTestId('message').getByText('Third, while the thread is open')).toBeVisible();

  await send(reader, 'Sid Sender', 'Got all three');
  await expect(sender.getByTestId('message').getByText('Got all three')).toBeVisible();
});
