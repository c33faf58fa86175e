import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createEventThroughForm, viewerStatus } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { PRESENCE_MESSAGES } from '../../shared/presence/presence.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';
import { PRIVACY_TOGGLES } from '../../shared/settings/settings.ts';
import { BADGES, PROFILE_MESSAGES } from '../../shared/users/badges.ts';

/**
 * Presence and the profile's privacy switches, between two people in two browser contexts. Each
 * step waits for a state (the dot shown or gone, a switch saved), never for a moment: the dot
 * arrives over the profile's live stream, so no reload is needed, and none is waited out.
 */

const label = (key: (typeof PRIVACY_TOGGLES)[number]['key']) => PRIVACY_TOGGLES.find((toggle) => toggle.key === key)!.label;
const badge = (key: (typeof BADGES)[number]['key']) => BADGES.find((entry) => entry.key === key)!.label;

async function ownProfilePath(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-panel').getByRole('link', { name: 'Your profile', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function flip(page: Page, key: (typeof PRIVACY_TOGGLES)[number]['key'], on: boolean) {
  await page.goto('/settings?tab=privacy');
  const toggle = page.getByRole('checkbox', { name: label(key) });
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click({ force: true });
  await expect(page.getByText(SETTINGS_MESSAGES.privacyUpdated).first()).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`the online dot follows the tab and the switch (${size.name})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const aliceContext = await browser.newContext({ viewport: size.viewport });
    const alice = await aliceContext.newPage();
    const bob = await (await browser.newContext({ viewport: size.viewport })).newPage();
    await newPlayer(alice, 'presence-alice', 'Alice Ames');
    const profile = await ownProfilePath(alice, 'Alice Ames');
    await newPlayer(bob, 'presence-bob', 'Bob Watcher');

    const dot = bob.getByRole('main').getByRole('img', { name: PRESENCE_MESSAGES.online, exact: true });
    await bob.goto(profile);
    await expect(bob.getByRole('heading', { name: 'Alice Ames', level: 1 })).toBeVisible();
    await expect(dot).toBeVisible();

    // Switched off: gone from Bob's open page, live, and still gone after a reload.
    await flip(alice, 'publicOnlineStatus', false);
    await expect(dot).toBeHidden();
    await bob.reload();
    await expect(bob.getByRole('heading', { name: 'Alice Ames', level: 1 })).toBeVisible();
    await expect(dot).toBeHidden();
    // Alice still sees herself, with a note that others do not.
    await alice.goto(profile);
    await expect(alice.getByRole('main').getByRole('img', { name: PRESENCE_MESSAGES.online, exact: true })).toBeVisible();
    await expect(alice.getByText(PRESENCE_MESSAGES.hiddenFromOthers)).toBeVisible();

    await flip(alice, 'publicOnlineStatus', true);
    await expect(dot).toBeVisible();

    // Alice closes her last tab: offline.
    await aliceContext.close();
    await expect(dot).toBeHidden();
  });
}

test('badges and upcoming games show on the profile only while their switches are on', async ({ browser }) => {
  test.setTimeout(300_000);
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await newPlayer(alice, 'badges-alice', 'Alice Organiser');
  // A one-spot event she organises and plays in: full, and her upcoming game.
  await createEventThroughForm(alice, { title: 'Full court sunrise', capacity: 1 });
  await alice.getByRole('button', { name: EVENT_MESSAGES.organiserJoin }).click();
  await expect(viewerStatus(alice)).toHaveText("You're going");
  const profile = await ownProfilePath(alice, 'Alice Organiser');
  await newPlayer(bob, 'badges-bob', 'Bob Visitor');

  const badges = bob.getByRole('region', { name: PROFILE_MESSAGES.badgesTitle });
  const upcoming = bob.getByRole('region', { name: PROFILE_MESSAGES.upcomingTitle });
  await bob.goto(profile);
  await expect(badges.getByText(badge('full-event-organiser'))).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Full court sunrise' })).toBeVisible();

  await flip(alice, 'publicBadges', false);
  await flip(alice, 'publicUpcomingGames', false);
  await bob.reload();
  await expect(bob.getByRole('heading', { name: 'Alice Organiser', level: 1 })).toBeVisible();
  await expect(badges).toBeHidden();
  await expect(upcoming).toBeHidden();

  // The owner still sees both, with a note that nobody else does.
  await alice.goto(profile);
  await expect(alice.getByRole('region', { name: PROFILE_MESSAGES.badgesTitle }).getByText(badge('full-event-organiser'))).toBeVisible();
  await expect(alice.getByText(PROFILE_MESSAGES.badgesHidden)).toBeVisible();
  await expect(alice.getByRole('region', { name: PROFILE_MESSAGES.upcomingTitle }).getByRole('link', { name: 'Full court sunrise' })).toBeVisible();
  await expect(alice.getByText(PROFILE_MESSAGES.upcomingHidden)).toBeVisible();

  await flip(alice, 'publicBadges', true);
  await bob.reload();
  await expect(badges.getByText(badge('full-event-organiser'))).toBeVisible();
  await expect(upcoming).toBeHidden();
});
