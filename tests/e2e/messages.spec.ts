import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { MESSAGING_MESSAGES } from '../../shared/messaging/messages.ts';

test('a player messages another from their profile, and the other reads it and replies', async ({ browser }) => {
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  // The demo accounts keep their thread from run to run: this run's messages are told apart by a stamp.
  const run = Date.now() % 100_000;
  const question = `Pickup run Saturday at 9? (${run})`;
  const reply = `I'm in. (${run})`;
  await signIn(bob, 'player.portland2@rally.test', DEMO_PASSWORD);
  await expect(bob).toHaveURL(/\/home$/);
  await bob.getByRole('button', { name: 'Open menu' }).click();
  await bob.getByTestId('side-panel').getByRole('link', { name: 'Your profile', exact: true }).click();
  await expect(bob.getByRole('heading', { name: 'Mia Johansson' })).toBeVisible();
  const profileUrl = new URL(bob.url()).pathname;

  await signIn(alice, 'player.portland3@rally.test', DEMO_PASSWORD);
  await expect(alice).toHaveURL(/\/home$/);
  await alice.goto(profileUrl);
  await alice.getByRole('link', { name: 'Message', exact: true }).click();
  await alice.getByRole('textbox', { name: 'Message Mia Johansson' }).fill(question);
  await alice.getByRole('button', { name: 'Send' }).click();
  await expect(alice).toHaveURL(/\/messages\?conversation=/);
  await expect(alice.getByTestId('message').getByText(question)).toBeVisible();

  await bob.goto('/messages');
  await bob.getByTestId('conversation-item').filter({ hasText: 'Lucas Silva' }).click();
  await expect(bob.getByTestId('message').getByText(question)).toBeVisible();
  await bob.getByRole('textbox', { name: 'Message Lucas Silva' }).fill(reply);
  await bob.getByRole('button', { name: 'Send' }).click();
  await expect(bob.getByTestId('message').getByText(reply)).toBeVisible();

  // A thread longer than its box shows its newest message, as it is sent and when it is opened again.
  const long = Array.from({ length: 14 }, (_, line) => `Bring item ${line + 1} from the shed.`).join('\n');
  for (const n of [1, 2, 3]) {
    await bob.getByRole('textbox', { name: 'Message Lucas Silva' }).fill(`${run}-${n}. ${long}`);
    await bob.getByRole('button', { name: 'Send' }).click();
    await expect(bob.getByTestId('message').getByText(`${run}-${n}. Bring`)).toBeInViewport();
  }
  const thread = bob.getByTestId('thread-messages');
  await expect.poll(() => thread.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
  await alice.reload();
  await expect(alice.getByTestId('message').getByText(`${run}-3. Bring`)).toBeInViewport();
  await expect(alice.getByTestId('message').getByText(question)).not.toBeInViewport();
});

test('a newcomer with no conversations is told how to start one, and led to find a player', async ({ page }) => {
  await newPlayer(page, 'no-chats', 'Nell Newcomer');
  await page.goto('/messages');
  const empty = page.getByTestId('no-conversations');
  await expect(empty).toContainText(MESSAGING_MESSAGES.noConversations);
  await expect(empty).toContainText(MESSAGING_MESSAGES.howToStart);
  await empty.getByRole('link', { name: MESSAGING_MESSAGES.findPlayer }).click();
  await expect(page).toHaveURL(/\/full-search$/);
});
