import { expect, test, type Page } from './fixtures.ts';
import { DEMO_EMAIL } from './helpers.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

/** A fresh invite-only team of the demo organiser, made through the API (the wizard has its own tests); its share path. */
async function teamWithShareLink(owner: Page, name: string): Promise<string> {
  const headers = { origin: new URL(owner.url()).origin };
  const created = await owner.request.post('/trpc/teams.create', {
    headers,
    data: {
      json: {
        name,
        gameType: 'Basketball',
        city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
        description: 'Thursday runs',
        ageGroup: 'Adults',
        gender: 'Mixed',
        skillLevel: 'Intermediate',
        privacy: 'invite-only',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).result.data.json as { id: string };
  await owner.goto(`/team/${id}?tab=manage`);
  const field = owner.getByLabel('Team link');
  await expect(field).toHaveValue(/\/teams\/join\/[0-9a-f]+$/);
  const link = await field.inputValue();
  return new URL(link).pathname;
}

test('a share link asks "Join … as Player?" before joining, and leaving the team asks first too', async ({ signedIn }) => {
  const owner = await signedIn('organiser.austin@rally.test');
  const name = `Eastside Hoopers ${Date.now() % 100_000}`;
  const joinPath = await teamWithShareLink(owner, name);

  const player = await signedIn(DEMO_EMAIL);
  await player.goto(joinPath);
  const joinDialog = player.getByTestId('join-team-confirm');
  await expect(joinDialog.getByRole('heading', { name: TEAM_MESSAGES.joinConfirmTitle(name, 'Player') })).toBeVisible();
  // Stepping back joins nothing, and the page offers the question again.
  await joinDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(player.getByText(TEAM_MESSAGES.joinCancelled)).toBeVisible();
  await player.goto('/my-communities');
  await expect(player.getByRole('link', { name })).toHaveCount(0);
  await player.goto(joinPath);
  await joinDialog.getByRole('button', { name: TEAM_MESSAGES.joinConfirm }).click();
  await expect(player).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(player.getByTestId('team-role')).toHaveText('Player');

  await player.getByRole('button', { name: TEAM_MESSAGES.leaveConfirm }).click();
  const leaveDialog = player.getByTestId('leave-team-confirm');
  await expect(leaveDialog.getByRole('heading', { name: TEAM_MESSAGES.leaveConfirmTitle(name) })).toBeVisible();
  await expect(leaveDialog).toContainText(TEAM_MESSAGES.leaveConfirmBody);
  await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(player.getByTestId('team-role')).toHaveText('Player');
  await player.getByRole('button', { name: TEAM_MESSAGES.leaveConfirm }).click();
  await leaveDialog.getByRole('button', { name: TEAM_MESSAGES.leaveConfirm }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(player.getByTestId('team-role')).toHaveCount(0);
});
