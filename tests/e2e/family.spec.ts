import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

// Sign-ups are rate limited per IP (10 an hour) and every spec signs up from localhost, so these
// tests share three new players and run in order: each picks up where the last left off.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a long password';
const players: Record<'alice' | 'bob' | 'cara', { email: string; displayName: string } | null> = { alice: null, bob: null, cara: null };

async function pageFor(browser: Browser, who: keyof typeof players, displayName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const known = players[who];
  if (known) {
    await signIn(page, known.email, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  } else {
    players[who] = await newPlayer(page, `family-${who}`, displayName);
  }
  return page;
}

/** Adds a new row for an app user found by e-mail and picks them, as the spec's row flow goes. */
async function addAppUserRow(page: Page, relation: string, email: string, displayName: string) {
  await page.goto('/settings?tab=general');
  await page.getByRole('button', { name: 'Add family member' }).click();
  const row = page.getByTestId('family-row-new').last();
  await row.getByLabel('Relation').selectOption({ label: relation });
  await row.getByLabel('Are they on Rally?').selectOption({ label: 'Yes, they are on Rally' });
  await row.getByLabel('Find them by e-mail or user ID').fill(email);
  await row.getByTestId('user-search-result').filter({ hasText: displayName }).getByRole('button', { name: 'Select' }).click();
  await expect(row.getByText(`Selected: ${displayName}`)).toBeVisible();
}

const bell = (page: Page, unread: number) => page.getByRole('link', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
const sendRequest = (page: Page) => page.getByRole('button', { name: 'Send Request', exact: true });
// The profile form above has a Save Changes of its own.
const saveChanges = (page: Page) => page.getByRole('form', { name: 'Family members' }).getByRole('button', { name: APP_MESSAGES.saveChanges, exact: true });

test('a family request accepted by a second user in a second browser context', async ({ browser }) => {
  test.slow();
  const alice = await pageFor(browser, 'alice', 'Alice Asks');
  const bob = await pageFor(browser, 'bob', 'Bob Answers');
  await expect(bell(bob, 0)).toBeVisible();

  await addAppUserRow(alice, 'Parent', players.bob!.email, 'Bob Answers');
  await sendRequest(alice).click();
  await expect(alice.getByText('Connection request sent', { exact: true })).toBeVisible();
  const saved = alice.getByTestId('family-row-saved').filter({ hasText: 'Bob Answers' });
  await expect(saved.getByText('Connection request sent to Bob Answers. Waiting for confirmation.')).toBeVisible();
  await expect(alice.getByTestId('family-row-new')).toHaveCount(0);

  // Bob's header learns of the request while he sits on another page: no reload.
  await expect(bell(bob, 1)).toBeVisible();
  await bell(bob, 1).click();
  await expect(bob).toHaveURL(/\/notifications$/);
  const request = bob.getByTestId('notification-item').filter({ hasText: 'Alice Asks added you as their parent.' });
  // Its title leads to the person asking; the answer is given here.
  await expect(request.getByRole('link', { name: 'Family connection request' })).toHaveAttribute('href', /^\/profile\/[0-9a-f-]{36}$/);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText('You accepted this request.')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(bell(bob, 0)).toBeVisible();

  // Alice's open settings page follows: the accepted notice arrives and her row shows it.
  await expect(bell(alice, 1)).toBeVisible();
  await expect(saved.getByText('Connected')).toBeVisible();
  await expect(saved.getByText('Connection request sent to Bob Answers. Waiting for confirmation.')).toHaveCount(0);
  await alice.reload();
  await expect(alice.getByTestId('family-row-saved').filter({ hasText: 'Bob Answers' }).getByText('Connected')).toBeVisible();

  // Bob now lists Alice too, as his child: the reciprocal of "Bob is my parent".
  await bob.goto('/settings?tab=general');
  const bobsRow = bob.getByTestId('family-row-saved').filter({ hasText: 'Alice Asks' });
  await expect(bobsRow.getByText('Child', { exact: true })).toBeVisible();
  await expect(bobsRow.getByText('Connected')).toBeVisible();
});

test('the notifications page: empty state, decline in place, mark read, delete, mark all read', async ({ browser }) => {
  test.slow();
  const bob = await pageFor(browser, 'bob', 'Bob Answers');
  const cara = await pageFor(browser, 'cara', 'Cara Reads');

  await bell(cara, 0).click();
  await expect(cara.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(cara.getByText('No notifications yet')).toBeVisible();
  const results = await new AxeBuilder({ page: cara }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await addAppUserRow(bob, 'Sibling', players.cara!.email, 'Cara Reads');
  await sendRequest(bob).click();
  await expect(bob.getByText('Connection request sent to Cara Reads. Waiting for confirmation.')).toBeVisible();

  // Cara's open page lists it as it arrives.
  const request = cara.getByTestId('notification-item').filter({ hasText: 'Bob Answers added you as their sibling.' });
  await expect(request).toBeVisible();
  await expect(bell(cara, 1)).toBeVisible();
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(cara.getByText('Family request declined')).toBeVisible();
  await expect(cara.getByText('No notifications yet')).toBeVisible();
  await expect(bell(cara, 0)).toBeVisible();

  // Bob is told; the row is gone from his family section; he reads the notice and deletes it.
  await expect(bell(bob, 1)).toBeVisible();
  await expect(bob.getByTestId('family-row-saved').filter({ hasText: 'Cara Reads' })).toHaveCount(0);
  await bell(bob, 1).click();
  const declined = bob.getByTestId('notification-item').filter({ hasText: 'Cara Reads declined your family connection request.' });
  // Opening the page marks what it shows read; it stays marked as new for this visit.
  await expect(declined.getByText('New', { exact: true })).toBeVisible();
  await expect(bell(bob, 0)).toBeVisible();
  await expect(declined.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await declined.getByRole('button', { name: 'Delete' }).click();
  await expect(declined).toHaveCount(0);
  await expect(bob.getByTestId('notification-item').filter({ hasText: 'Alice Asks added you as their parent.' })).toBeVisible();

  // Asked again: marking everything read keeps the request answerable.
  await addAppUserRow(bob, 'Sibling', players.cara!.email, 'Cara Reads');
  await sendRequest(bob).click();
  await expect(bell(cara, 1)).toBeVisible();
  const again = cara.getByTestId('notification-item').filter({ hasText: 'Bob Answers added you as their sibling.' });
  await expect(again.getByText('Unread')).toBeVisible();
  await cara.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(cara, 0)).toBeVisible();
  await expect(again.getByText('Unread')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Accept' })).toBeVisible();
});

test('family members without an account: the row flow, checks before saving, edit and remove', async ({ browser }) => {
  test.slow();
  const page = await pageFor(browser, 'cara', 'Cara Reads');
  await page.goto('/settings?tab=general');
  // Bob's request waits for Cara's answer: it is a notification, not a row of hers.
  await expect(page.getByText('No family members yet.')).toBeVisible();
  await expect(saveChanges(page)).toHaveCount(0);

  // An app-user row with nobody picked blocks the save.
  await page.getByRole('button', { name: 'Add family member' }).click();
  const row = page.getByTestId('family-row-new');
  await row.getByLabel('Relation').selectOption({ label: 'Spouse' });
  await row.getByLabel('Are they on Rally?').selectOption({ label: 'Yes, they are on Rally' });
  await sendRequest(page).click();
  await expect(page.getByText('Please select a user from the search results')).toBeVisible();
  await expect(row.getByText('Please search and select a user')).toBeVisible();

  // Switched to someone without an account: their details, checked before saving.
  await row.getByLabel('Relation').selectOption({ label: 'Child' });
  await row.getByLabel('Are they on Rally?').selectOption({ label: 'No, add their details' });
  await expect(saveChanges(page)).toBeVisible();
  await row.getByLabel('First name').fill('Robin');
  await row.getByLabel('Last name').fill('Reads');
  await row.getByLabel('Age').fill('130');
  await row.getByLabel('Phone').fill('(512) 555-0147');
  await saveChanges(page).click();
  await expect(row.getByText('Age must be a whole number from 1 to 120')).toBeVisible();
  await row.getByLabel('Age').fill('7');
  await saveChanges(page).click();
  await expect(page.getByText('Family members updated successfully')).toBeVisible();

  const saved = page.getByTestId('family-row-saved').filter({ hasText: 'Robin Reads' });
  await expect(saved.getByText('Not on Rally')).toBeVisible();
  await expect(saved.getByLabel('Phone')).toHaveValue('+15125550147');
  await saved.getByLabel('Age').fill('8');
  await saveChanges(page).click();
  // The first save's message may still be showing: the button going away is this save's success.
  await expect(saveChanges(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('family-row-saved').getByLabel('Age')).toHaveValue('8');

  await page.getByRole('button', { name: 'Remove Robin Reads' }).click();
  await expect(page.getByText('Family connection removed')).toBeVisible();
  await expect(page.getByText('No family members yet.')).toBeVisible();
});
