import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { createTeam } from '../../tests/factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { GAME_MESSAGES } from '../../shared/games/games.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let seq = 0;
const person = () => signedInUser(h, { displayName: `Organiser ${++seq}` });
type Person = Awaited<ReturnType<typeof person>>;
const seeds = (count: number) => Array.from({ length: count }, (_, index) => ({ kind: 'name' as const, name: `Seed ${index + 1}` }));

async function withBracket(organiser: Person, eventId: string, format: 'single_elimination' | 'round_robin' = 'single_elimination') {
  await (
    await organiser.call()
  ).games.generatePlayoffBracket({ eventId, sourceGameId: null, format, seeding: { from: 'manual', entrants: seeds(4) }, thirdPlace: true });
}

describe('games.myTournaments', () => {
  it('lists the events with a live bracket that the organiser runs, and a team event’s to the team’s admins only', async () => {
    const organiser = await person();
    const cup = await createEvent(h.db, organiser.user.id, { title: 'Winter Cup' });
    const pool = await createEvent(h.db, organiser.user.id, { title: 'Pool night', startsAt: new Date(Date.now() + 48 * 3600_000) });
    const plain = await createEvent(h.db, organiser.user.id, { title: 'No bracket here' });
    const wasReset = await createEvent(h.db, organiser.user.id, { title: 'Reset one' });
    await withBracket(organiser, cup.id);
    await withBracket(organiser, pool.id, 'round_robin');
    await withBracket(organiser, wasReset.id);
    await (await organiser.call()).games.resetPlayoffBracket({ eventId: wasReset.id });

    const listed = await (await organiser.call()).games.myTournaments();
    // Latest date first; an event without a bracket, or whose bracket was reset, is no tournament.
    expect(listed.map((row) => [row.title, row.format, row.entrants])).toEqual([
      ['Pool night', 'round_robin', 4],
      ['Winter Cup', 'single_elimination', 4],
    ]);
    expect(listed.map((row) => row.eventId)).not.toContain(plain.id);

    // A team's event: its admins run the games, so it is theirs too; a player's it is not.
    const team = await createTeam(h.db, organiser.user.id, { name: `League ${seq}` });
    const league = await createEvent(h.db, organiser.user.id, { title: 'League playoffs' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', league.id).execute();
    await withBracket(organiser, league.id);
    const admin = await signedInMember(h, team.id, 'admin');
    const player = await signedInMember(h, team.id, 'player');
    expect((await (await admin.call()).games.myTournaments()).map((row) => row.title)).toEqual(['League playoffs']);
    expect(await (await player.call()).games.myTournaments()).toEqual([]);
  });

  it('shows a stranger none of another organiser’s tournaments, and refuses someone signed out', async () => {
    const organiser = await person();
    const event = await createEvent(h.db, organiser.user.id, { title: 'Private cup', isPrivate: true });
    await withBracket(organiser, event.id);
    const stranger = await person();
    expect(await (await stranger.call()).games.myTournaments()).toEqual([]);
    expect((await rejection((await h.client().call()).games.myTournaments())).code).toBe('UNAUTHORIZED');
    // Nor may the stranger open the private event's bracket page: the event is not there for them.
    expect((await rejection((await stranger.call()).games.bracket({ eventId: event.id }))).message).toBe(GAME_MESSAGES.notFound);
  });

  it('lets a player who can see the event read its bracket, and refuses them scoring it', async () => {
    const organiser = await person();
    const event = await createEvent(h.db, organiser.user.id, { title: 'Open cup' });
    await withBracket(organiser, event.id);
    const watcher = await person();
    const bracket = await (await watcher.call()).games.bracket({ eventId: event.id });
    expect(bracket!.matches).toHaveLength(4);
    const { manages, games } = await (await watcher.call()).games.byEvent({ eventId: event.id });
    expect(manages).toBe(false);
    const game = games[0]!;
    const refusal = await rejection(
      (await watcher.call()).games.update({
        gameId: game.id,
        version: game.version,
        status: 'final',
        periods: [],
        homeScore: 21,
        awayScore: 10,
        forfeitWinner: null,
        court: '',
        notes: '',
        reason: '',
      }),
    );
    expect(refusal.message).toBe(GAME_MESSAGES.onlyOrganisers);
  });
});
