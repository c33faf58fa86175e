import { expect, test } from './fixtures.ts';
import { SEASON_MESSAGES } from '../../shared/seasons/messages.ts';
import { createEventThroughForm } from './event-helpers.ts';

test('an organiser runs a season: a group of one, a session, two registrations (the second waitlisted); the player sees it on their card', async ({
  signedIn,
}) => {
  const label = `Spring league ${Date.now() % 100_000}`;
  const organiser = await signedIn('organiser.austin@rally.test');
  await organiser.goto('/my-communities');
  await organiser.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await organiser.getByTestId('team-tabs').getByRole('tab', { name: 'Seasons' }).click();
  const seasons = organiser.getByTestId('team-seasons');
  await seasons.getByRole('button', { name: 'New season' }).click();
  // A failed submit takes the organiser to the first field to fix.
  await seasons.getByRole('button', { name: 'Create season' }).click();
  await expect(seasons.getByLabel('Season name')).toBeFocused();
  await seasons.getByLabel('Season name').fill(label);
  await seasons.getByLabel('Starts').fill('2027-03-01');
  await seasons.getByLabel('Ends').fill('2027-02-01');
  await seasons.getByRole('button', { name: 'Create season' }).click();
  await expect(seasons.getByText(SEASON_MESSAGES.endBeforeStart)).toBeVisible();
  await expect(seasons.getByLabel('Ends')).toBeFocused();
  await seasons.getByLabel('Ends').fill('2027-05-31');
  await seasons.getByRole('button', { name: 'Create season' }).click();

  const season = seasons.getByRole('region', { name: label });
  await expect(season).toContainText('Mar 1 – May 31, 2027');
  await expect(season.getByLabel('Season status')).toHaveValue('draft');
  await season.getByLabel('Group name').fill('Open division');
  await season.getByLabel('Capacity').fill('1');
  await season.getByRole('button', { name: 'Add group' }).click();
  await expect(season).toContainText('Open division · Division · 0 of 1 places taken');
  await season.getByLabel('Session name').fill('Tuesday nights');
  await season.getByRole('button', { name: 'Add session' }).click();
  await expect(season).toContainText('Tuesday nights · Mar 1 – May 31, 2027');

  const player = season.getByLabel('Player from the roster');
  await player.selectOption({ label: 'Ava Brooks' });
  await season.getByRole('button', { name: 'Register' }).click();
  await expect(season.getByRole('list', { name: 'Registrations' })).toContainText('Ava Brooks · Open divisionRegistered');
  // The form is done with Ava (its choice cleared) before Leo is chosen, and shows Leo before Register.
  await expect(player).toHaveValue('');
  await expect(player.getByRole('option', { name: 'Ava Brooks', exact: true })).toHaveCount(0);
  await player.selectOption({ label: 'Leo Martinez' });
  await expect(player).not.toHaveValue('');
  await season.getByRole('button', { name: 'Register' }).click();
  await expect(season.getByRole('list', { name: 'Registrations' })).toContainText('Leo Martinez · Open divisionWaitlisted');
  await expect(season).toContainText('1 of 1 places taken · 1 waiting');
  await season.getByLabel('Season status').selectOption('open');
  await expect(season.getByLabel('Season status')).toHaveValue('open');

  // Ava opens her player card from Home: the team, the season's name and its dates.
  const ava = await signedIn('player.austin2@rally.test');
  await ava.getByRole('button', { name: 'Player card' }).click();
  const card = ava.getByTestId('player-card');
  await expect(card.getByText('Ava Brooks')).toBeVisible();
  await expect(card.getByText('player.austin2@rally.test')).toBeVisible();
  await expect(card.getByRole('img', { name: "QR code of Ava Brooks's profile" })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Registrations' })).toContainText(`Austin Dinkers${label}Mar 1 – May 31, 2027`);

  // The organiser cancels Ava's place: Leo, first in line, moves up.
  await season.getByRole('button', { name: "Cancel Ava Brooks's registration" }).click();
  await expect(season.getByRole('list', { name: 'Registrations' })).toContainText('Leo Martinez · Open divisionRegistered');
  await ava.reload();
  await ava.getByRole('button', { name: 'Player card' }).click();
  await expect(ava.getByTestId('player-card')).toContainText(SEASON_MESSAGES.noRegistrations);
});

test('an organiser makes a team event one of a season session’s events from the create form; the season counts it', async ({ signedIn }) => {
  const organiser = await signedIn('organiser.austin@rally.test');
  await organiser.goto('/my-communities');
  await organiser.getByTestId('my-team').filter({ hasText: 'Austin Dinkers' }).getByRole('link').first().click();
  await expect(organiser).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  const teamId = organiser.url().split('/').pop()!;
  await organiser.getByTestId('team-tabs').getByRole('tab', { name: 'Seasons' }).click();
  const session = organiser
    .getByTestId('team-seasons')
    .getByRole('region', { name: 'Spring league', exact: true })
    .getByTestId('season-session')
    .filter({ hasText: 'Tuesday nights' });
  const before = Number((await session.textContent())?.match(/(\d+) events?/)?.[1]);
  expect(Number.isInteger(before)).toBe(true);
  await createEventThroughForm(organiser, {
    title: `League night ${Date.now() % 100_000}`,
    path: `/create?team=${teamId}`,
    seasonSession: 'Spring league: Tuesday nights',
  });
  await organiser.goto(`/team/${teamId}?tab=seasons`);
  await expect(session).toContainText(`${before + 1} event${before + 1 === 1 ? '' : 's'}`);
});
