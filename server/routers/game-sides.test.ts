import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { createSeason, createTeam } from '../../tests/factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { GAME_MESSAGES } from '../../shared/games/games.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A team with a saved opponent, Riverside Rockets, a season group, and an event it hosts; its owner organises. */
async function league() {
  const owner = await signedInUser(h);
  const team = await createTeam(h.db, owner.user.id, { name: 'Austin Dinkers' });
  const { group } = await createSeason(h.db, team.id);
  const opponent = await h.db.insertInto('externalTeams').values({ teamId: team.id, name: 'Riverside Rockets' }).returning('id').executeTakeFirstOrThrow();
  const event = await createEvent(h.db, owner.user.id, { title: 'Matchday' });
  await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
  const call = await owner.call();
  /** A decided game of the group: home beats away by `homeScore` to `awayScore`. */
  const play = async (
    home: Parameters<typeof call.games.create>[0]['home'],
    away: Parameters<typeof call.games.create>[0]['away'],
    homeScore: number,
    awayScore: number,
  ) => {
    const { id: gameId } = await call.games.create({ eventId: event.id, home, away, startsAt: null, court: '', seasonGroupId: group.id });
    await call.games.update({ gameId, version: 1, status: 'final', periods: [], homeScore, awayScore, forfeitWinner: null, court: '', notes: '', reason: '' });
    return gameId;
  };
  const table = async () => (await call.games.standings({ seasonGroupId: group.id })).rows.map((row) => [row.name, row.played, row.wins, row.points]);
  return { owner, team, group, opponent, event, call, play, table };
}

describe('a typed side name and merging sides in standings (issue 31, defect 7)', () => {
  it('a typed name that is a saved opponent’s, in any case or spacing, is that opponent: standings list it once', async () => {
    const { team, opponent, call, play, table, event } = await league();
    await play({ kind: 'team', teamId: team.id }, { kind: 'external', externalTeamId: opponent.id }, 3, 1);
    const typed = await play({ kind: 'name', name: '  riverside   ROCKETS ' }, { kind: 'team', teamId: team.id }, 2, 0);
    const game = await call.games.get({ gameId: typed });
    expect(game.home).toMatchObject({ name: 'Riverside Rockets', externalTeamId: opponent.id, teamId: null });
    expect(await table()).toEqual([
      ['Austin Dinkers', 2, 1, 3],
      ['Riverside Rockets', 2, 1, 3],
    ]);
    expect(await h.db.selectFrom('externalTeams').select('id').where('teamId', '=', team.id).execute()).toHaveLength(1);
    // The same opponent twice is still one side, typed or picked.
    const same = await rejection(
      call.games.create({
        eventId: event.id,
        home: { kind: 'name', name: 'Riverside Rockets' },
        away: { kind: 'external', externalTeamId: opponent.id },
        startsAt: null,
        court: '',
        seasonGroupId: null,
      }),
    );
    expect(same.message).toBe(GAME_MESSAGES.sameSides);
    // A name that only starts like an opponent's is a side of its own.
    const other = await play({ kind: 'name', name: 'Riverside Rockets B' }, { kind: 'team', teamId: team.id }, 0, 1);
    expect((await call.games.get({ gameId: other })).home.externalTeamId).toBeNull();
  });

  it('merging moves the merged side’s games and results, home and away, to the kept side in one go; standings then list it once', async () => {
    const { team, opponent, call, play, table, group } = await league();
    await play({ kind: 'team', teamId: team.id }, { kind: 'external', externalTeamId: opponent.id }, 3, 1);
    // Two games stored under a stray name before typed names matched opponents.
    const strayHome = await play({ kind: 'name', name: 'Rockets (Riverside)' }, { kind: 'team', teamId: team.id }, 4, 2);
    const strayAway = await play({ kind: 'team', teamId: team.id }, { kind: 'name', name: 'Rockets (Riverside)' }, 1, 1);
    await play({ kind: 'name', name: 'Zilker Smashers' }, { kind: 'name', name: 'Rockets (Riverside)' }, 0, 5);
    expect((await table()).map((row) => row[0])).toContain('Rockets (Riverside)');

    const merged = await call.games.mergeSides({
      seasonGroupId: group.id,
      from: { kind: 'name', name: 'Rockets (Riverside)' },
      into: { kind: 'external', externalTeamId: opponent.id },
    });
    expect(merged).toEqual({ from: 'Rockets (Riverside)', into: 'Riverside Rockets' });
    expect(await table()).toEqual([
      ['Riverside Rockets', 4, 2, 7],
      ['Austin Dinkers', 3, 1, 4],
      ['Zilker Smashers', 1, 0, 0],
    ]);
    const [home, away] = [await call.games.get({ gameId: strayHome }), await call.games.get({ gameId: strayAway })];
    expect(home.home).toMatchObject({ name: 'Riverside Rockets', externalTeamId: opponent.id });
    expect([home.homeScore, home.winner]).toEqual([4, 'home']);
    expect(away.away).toMatchObject({ name: 'Riverside Rockets', externalTeamId: opponent.id });
    expect(away.winner).toBe('tie');

    // Nothing left to merge, the same side twice, and two sides that met are refused.
    const gone = await rejection(
      call.games.mergeSides({ seasonGroupId: group.id, from: { kind: 'name', name: 'Rockets (Riverside)' }, into: { kind: 'team', teamId: team.id } }),
    );
    expect(gone.message).toBe(GAME_MESSAGES.mergeSideNotFound);
    const itself = await rejection(
      call.games.mergeSides({
        seasonGroupId: group.id,
        from: { kind: 'external', externalTeamId: opponent.id },
        into: { kind: 'external', externalTeamId: opponent.id },
      }),
    );
    expect(itself.message).toBe(GAME_MESSAGES.mergeSameSide);
    const met = await rejection(
      call.games.mergeSides({
        seasonGroupId: group.id,
        from: { kind: 'name', name: 'Zilker Smashers' },
        into: { kind: 'external', externalTeamId: opponent.id },
      }),
    );
    expect(met.message).toBe(GAME_MESSAGES.mergePlayedEachOther);
    expect(await table()).toHaveLength(3);
  });

  it('only the season’s organisers merge: a stranger and a player of the team are refused, and nothing moves', async () => {
    const { team, opponent, play, table, group } = await league();
    await play({ kind: 'name', name: 'Rockets' }, { kind: 'team', teamId: team.id }, 2, 1);
    await play({ kind: 'team', teamId: team.id }, { kind: 'external', externalTeamId: opponent.id }, 2, 1);
    const before = await table();
    const input = {
      seasonGroupId: group.id,
      from: { kind: 'name' as const, name: 'Rockets' },
      into: { kind: 'external' as const, externalTeamId: opponent.id },
    };
    const stranger = await signedInUser(h);
    expect((await rejection((await stranger.call()).games.mergeSides(input))).code).toBe('FORBIDDEN');
    const player = await signedInMember(h, team.id, 'player');
    expect((await rejection((await player.call()).games.mergeSides(input))).code).toBe('FORBIDDEN');
    expect(
      (
        await rejection(
          h
            .client('198.18.250.1')
            .call()
            .then((anonymous) => anonymous.games.mergeSides(input)),
        )
      ).code,
    ).toBe('UNAUTHORIZED');
    expect(await table()).toEqual(before);
  });
});
