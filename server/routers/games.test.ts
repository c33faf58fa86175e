import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { teamWithOpenSeason } from '../../tests/season-factories.ts';
import { serveApp } from '../../tests/http-server.ts';
import { subscriptionRefusal } from '../../tests/sse.ts';
import { GAME_MESSAGES, type BracketFormat } from '../../shared/games/games.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let seq = 0;
const player = () => signedInUser(h, { displayName: `Scorer ${++seq}` });
type Player = Awaited<ReturnType<typeof player>>;
const austin = { name: 'Austin, TX', lat: 30.27, lng: -97.74 };

async function organisedEvent() {
  const organiser = await player();
  const event = await createEvent(h.db, organiser.user.id, { title: 'Summer Slam' });
  return { organiser, eventId: event.id };
}

/** brackets-manager's match statuses (brackets-model's Status enum) for a match that can be played. */
const MATCH_READY = 2;
const MATCH_RUNNING = 3;

const names = (count: number) => Array.from({ length: count }, (_, index) => ({ kind: 'name' as const, name: `Seed ${index + 1}` }));

type BracketView = NonNullable<Awaited<ReturnType<Awaited<ReturnType<Player['call']>>['games']['bracket']>>>;

/** Plays every open game of the event, `pick` choosing the winner, until the bracket has none left. Returns the number of games played. */
async function playOut(
  who: Player,
  eventId: string,
  pick: (game: { homeName: string; awayName: string; matchGroup: number; matchRound: number; bracket: BracketView }) => 'home' | 'away' = () => 'home',
) {
  let played = 0;
  for (let guard = 0; guard < 200; guard++) {
    const { games } = await (await who.call()).games.byEvent({ eventId });
    const bracket = await (await who.call()).games.bracket({ eventId });
    const open = games.filter((game) => game.status === 'scheduled' && game.bracketId);
    if (open.length === 0) return played;
    for (const game of open) {
      const match = bracket!.matches.find((candidate) => candidate.id === game.bracketMatchId)!;
      const homeWins =
        pick({ homeName: game.home.name, awayName: game.away.name, matchGroup: match.groupNumber, matchRound: match.roundNumber, bracket: bracket! }) ===
        'home';
      await (
        await who.call()
      ).games.update({
        gameId: game.id,
        version: game.version,
        status: 'final',
        periods: [],
        homeScore: homeWins ? 21 : 15,
        awayScore: homeWins ? 15 : 21,
        forfeitWinner: null,
        court: '',
        notes: '',
        reason: '',
      });
      played++;
    }
  }
  throw new Error('the bracket never finished');
}

/** An organiser's event with a bracket of `size` named entrants (Seed 1 the best), and the organiser's caller. */
async function bracketEvent(format: 'single_elimination' | 'double_elimination' | 'round_robin', size: number, thirdPlace: boolean) {
  const { organiser, eventId } = await organisedEvent();
  const call = await organiser.call();
  await call.games.generatePlayoffBracket({ eventId, sourceGameId: null, format, seeding: { from: 'manual', entrants: names(size) }, thirdPlace });
  return { organiser, eventId, call };
}

describe('playoff brackets', () => {
  const sizes = [2, 3, 5, 8, 13, 16];
  for (const size of sizes) {
    it(`single elimination with ${size} entrants: byes go to the top seeds, winners advance, one champion`, async () => {
      const { organiser, eventId } = await organisedEvent();
      await (
        await organiser.call()
      ).games.generatePlayoffBracket({
        eventId,
        sourceGameId: null,
        format: 'single_elimination',
        seeding: { from: 'manual', entrants: names(size) },
        thirdPlace: size >= 4,
      });
      const bracketSize = 2 ** Math.ceil(Math.log2(size));
      const opening = await (await organiser.call()).games.bracket({ eventId });
      // Round one is played only by the seeds without a bye: the top (bracketSize - size) seeds wait.
      const roundOne = opening!.matches.filter(
        (match) => match.groupNumber === 1 && match.roundNumber === 1 && !match.opponent1.isBye && !match.opponent2.isBye,
      );
      expect(roundOne).toHaveLength(size - bracketSize / 2);
      const byes = bracketSize - size;
      const inRoundOne = new Set(roundOne.flatMap((match) => [match.opponent1.name, match.opponent2.name]));
      for (let seed = 1; seed <= byes; seed++) expect(inRoundOne.has(`Seed ${seed}`)).toBe(false);
      expect(roundOne.every((match) => match.gameId !== null)).toBe(true);
      const played = await playOut(organiser, eventId);
      expect(played).toBe(size - 1 + (size >= 4 ? 1 : 0));
      const bracket = await (await organiser.call()).games.bracket({ eventId });
      // Home is the better seed in every pairing here, so the top seed wins it all.
      expect(bracket!.champion).toBe('Seed 1');
    });
  }

  for (const size of sizes) {
    it(`double elimination with ${size} entrants: losers drop to the second bracket; the grand final is reset when its underdog wins`, async () => {
      const { organiser, eventId } = await organisedEvent();
      await (
        await organiser.call()
      ).games.generatePlayoffBracket({
        eventId,
        sourceGameId: null,
        format: 'double_elimination',
        seeding: { from: 'manual', entrants: names(size) },
        thirdPlace: false,
      });
      // The loser's-bracket side (away) wins the first grand final, forcing the reset, which home wins.
      let grandFinals = 0;
      const played = await playOut(organiser, eventId, ({ matchGroup }) => {
        if (matchGroup !== 3) return 'home';
        grandFinals++;
        return grandFinals === 1 ? 'away' : 'home';
      });
      if (size > 2) {
        expect(grandFinals).toBe(2);
        // Every entrant but the champion loses twice, and the champion once: 2n - 1 games.
        expect(played).toBe(2 * size - 1);
      }
      const bracket = await (await organiser.call()).games.bracket({ eventId });
      expect(bracket!.champion).toBe('Seed 1');
    });
  }

  for (const size of sizes) {
    it(`round robin with ${size} entrants: everyone meets everyone once`, async () => {
      const { organiser, eventId } = await organisedEvent();
      await (
        await organiser.call()
      ).games.generatePlayoffBracket({
        eventId,
        sourceGameId: null,
        format: 'round_robin',
        seeding: { from: 'manual', entrants: names(size) },
        thirdPlace: false,
      });
      const { games } = await (await organiser.call()).games.byEvent({ eventId });
      expect(games).toHaveLength((size * (size - 1)) / 2);
      const pairs = new Set(games.map((game) => [game.home.name, game.away.name].sort().join(' v ')));
      expect(pairs.size).toBe(games.length);
    });
  }

  it('double elimination: correcting the first grand final schedules the reset, or cancels its unplayed game; a reset not needed takes no result', async () => {
    const { organiser, eventId, call } = await bracketEvent('double_elimination', 4, false);
    // Home, the better seed, wins everything: Seed 1 comes through unbeaten and wins the grand final.
    expect(await playOut(organiser, eventId)).toBe(6);
    const gameOf = async (round: number) => {
      const bracket = (await call.games.bracket({ eventId }))!;
      const match = bracket.matches.find((candidate) => candidate.groupNumber === 3 && candidate.roundNumber === round);
      const { games } = await call.games.byEvent({ eventId });
      return { bracket, match, game: games.find((game) => game.bracketMatchId === match?.id) };
    };
    const score = async (game: { id: string; version: number }, homeWins: boolean, reason = '') =>
      call.games.update({
        gameId: game.id,
        version: game.version,
        status: 'final',
        periods: [],
        homeScore: homeWins ? 21 : 15,
        awayScore: homeWins ? 15 : 21,
        forfeitWinner: null,
        court: '',
        notes: '',
        reason,
      });
    const decided = await gameOf(1);
    expect(decided.bracket.champion).toBe('Seed 1');
    expect((await gameOf(2)).match).toBeUndefined();

    // The losers' bracket side won after all: the reset is to be played, and nobody is champion yet.
    await score(decided.game!, false, 'Scores were swapped');
    const needed = await gameOf(2);
    expect(needed.bracket.champion).toBeNull();
    expect(needed.game).toMatchObject({ status: 'scheduled', home: { name: 'Seed 1' }, away: { name: 'Seed 2' } });

    // Corrected back: the reset's unplayed game is cancelled, and it takes no result.
    await score((await gameOf(1)).game!, true, 'The first scores were right');
    const skipped = await gameOf(2);
    expect(skipped.match).toBeUndefined();
    expect(skipped.bracket.champion).toBe('Seed 1');
    const cancelled = (await call.games.byEvent({ eventId })).games.find((game) => game.id === needed.game!.id)!;
    expect(cancelled.status).toBe('cancelled');
    expect((await rejection(score(cancelled, false))).message).toBe(GAME_MESSAGES.resetNotPlayed);

    // And once more: the same game is scheduled again, and its winner is champion.
    await score((await gameOf(1)).game!, false, 'Scores were swapped after all');
    const again = await gameOf(2);
    expect(again.game).toMatchObject({ id: needed.game!.id, status: 'scheduled' });
    await score(again.game!, false);
    expect((await call.games.bracket({ eventId }))!.champion).toBe('Seed 2');
  });

  it('a second bracket waits for a reset; the reset keeps the history and cancels what was not played; bracket games cannot be deleted', async () => {
    const { eventId, call } = await bracketEvent('single_elimination', 4, false);
    expect(
      (
        await rejection(
          call.games.generatePlayoffBracket({
            eventId,
            sourceGameId: null,
            format: 'single_elimination',
            seeding: { from: 'manual', entrants: names(4) },
            thirdPlace: false,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.bracketExists);
    const [first] = (await call.games.byEvent({ eventId })).games;
    expect((await rejection(call.games.remove({ gameId: first!.id }))).message).toBe(GAME_MESSAGES.bracketGameLocked);
    await call.games.update({
      gameId: first!.id,
      version: first!.version,
      status: 'final',
      periods: [],
      homeScore: 3,
      awayScore: 1,
      forfeitWinner: null,
      court: '',
      notes: '',
      reason: '',
    });
    await call.games.resetPlayoffBracket({ eventId });
    expect(await call.games.bracket({ eventId })).toBeNull();
    const after = (await call.games.byEvent({ eventId })).games;
    expect(after.map((game) => game.status).sort()).toEqual(['cancelled', 'final']);
    expect(
      (
        await rejection(
          call.games.generatePlayoffBracket({
            eventId,
            sourceGameId: null,
            format: 'single_elimination',
            seeding: { from: 'manual', entrants: [...names(2), { kind: 'name', name: 'seed 1' }] },
            thirdPlace: false,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.duplicateEntrants);
    expect(
      (
        await rejection(
          call.games.generatePlayoffBracket({
            eventId,
            sourceGameId: null,
            format: 'single_elimination',
            seeding: { from: 'manual', entrants: names(1) },
            thirdPlace: false,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.tooFewEntrants);
    await call.games.generatePlayoffBracket({
      eventId,
      sourceGameId: first!.id,
      format: 'round_robin',
      seeding: { from: 'manual', entrants: names(3) },
      thirdPlace: false,
    });
    expect((await call.games.bracket({ eventId }))!.sourceGameId).toBe(first!.id);
  });
});

/**
 * Who wins each deciding game: a single-elimination final, or a double-elimination grand final and
 * its reset. 'home' and 'away' are the game's sides; in a grand final 'winners' is the side that came
 * through the winners' bracket unbeaten and 'losers' the losers' bracket winner.
 */
type Decider = 'home' | 'away' | 'winners' | 'losers';
interface BracketCase {
  format: BracketFormat;
  size: number;
  thirdPlace: boolean;
  finals: Decider[];
  games: number;
}

const bracketCases: BracketCase[] = [];
for (let size = 2; size <= 9; size++) {
  for (const thirdPlace of [false, true])
    for (const final of ['home', 'away'] as const)
      bracketCases.push({ format: 'single_elimination', size, thirdPlace, finals: [final], games: size - 1 + (thirdPlace && size >= 4 ? 1 : 0) });
  // Two entrants meet once: brackets-manager makes no losers' bracket or grand final for them.
  const doubleFinals: Decider[][] = size === 2 ? [['home'], ['away']] : [['winners'], ['losers', 'winners'], ['losers', 'losers']];
  for (const finals of doubleFinals)
    bracketCases.push({ format: 'double_elimination', size, thirdPlace: false, finals, games: size === 2 ? 1 : 2 * size - 2 + (finals.length - 1) });
  bracketCases.push({ format: 'round_robin', size, thirdPlace: false, finals: [], games: (size * (size - 1)) / 2 });
}

/** Whether the match decides the champion: the final of a single-elimination bracket, or any match of double elimination's last group. */
function isDeciding(format: BracketFormat, bracket: BracketView, group: number, round: number): boolean {
  if (format === 'round_robin') return false;
  const lastGroup = format === 'single_elimination' ? 1 : Math.max(...bracket.matches.map((match) => match.groupNumber));
  const lastRound = Math.max(...bracket.matches.filter((match) => match.groupNumber === lastGroup).map((match) => match.roundNumber));
  return group === lastGroup && (lastGroup > 1 || round === lastRound);
}

/** The winner of the winners' bracket final (group 1's last round), once it is played. */
function winnersBracketChampion(bracket: BracketView): string | null {
  const final = bracket.matches.filter((match) => match.groupNumber === 1).sort((a, b) => b.roundNumber - a.roundNumber)[0];
  if (final?.opponent1.result === 'win') return final.opponent1.name;
  return final?.opponent2.result === 'win' ? final.opponent2.name : null;
}

describe('the bracket case table: every format × entrant count × who wins each final (issue 31, defect 1)', () => {
  for (const bracketCase of bracketCases) {
    const { format, size, thirdPlace, finals, games: expectedGames } = bracketCase;
    const title = `${format} with ${size} entrants${thirdPlace ? ', third place asked for' : ''}${finals.length ? `, finals won by ${finals.join(' then ')}` : ''}: ${expectedGames} games, ${format === 'round_robin' ? 'nothing' : 'a champion and nothing'} left to play`;
    it(title, async () => {
      const { organiser, eventId } = await organisedEvent();
      await (
        await organiser.call()
      ).games.generatePlayoffBracket({ eventId, sourceGameId: null, format, seeding: { from: 'manual', entrants: names(size) }, thirdPlace });
      const decided: string[] = [];
      const played = await playOut(organiser, eventId, ({ homeName, awayName, matchGroup, matchRound, bracket }) => {
        if (!isDeciding(format, bracket, matchGroup, matchRound)) return 'home';
        const decider = finals[decided.length];
        if (decider === undefined)
          throw new Error(
            `another final (${homeName} v ${awayName}, round ${matchRound}) came up after ${decided.join(', ')} won; champion shown: ${bracket.champion}`,
          );
        const unbeaten = winnersBracketChampion(bracket);
        const side = decider === 'home' || decider === 'away' ? decider : (decider === 'winners') === (homeName === unbeaten) ? 'home' : 'away';
        decided.push(side === 'home' ? homeName : awayName);
        return side;
      });
      expect(decided).toHaveLength(finals.length);
      expect(played).toBe(expectedGames);

      const call = await organiser.call();
      const bracket = (await call.games.bracket({ eventId }))!;
      // A round robin has no final: its standings rank it.
      expect(bracket.champion).toBe(format === 'round_robin' ? null : decided.at(-1));
      // Nothing is left to play: no open game, and no match that would make one.
      const { games } = await call.games.byEvent({ eventId });
      expect(games.filter((game) => game.status !== 'final')).toEqual([]);
      expect(games).toHaveLength(expectedGames);
      expect(bracket.matches.filter((match) => match.status === MATCH_READY || match.status === MATCH_RUNNING)).toEqual([]);
    });
  }
});

describe('games and scores', () => {
  it('two admins score at once: the second save over an old version is refused, not lost; a final score is corrected only with a reason, and the history keeps both', async () => {
    const owner = await player();
    const team = await (
      await owner.call()
    ).teams.create({
      name: `Scorers ${seq}`,
      gameType: 'Basketball',
      city: austin,
      description: '',
      ageGroup: 'Adults',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const admin = await player();
    await (await owner.call()).teams.inviteMembers({ teamId: team.id, invites: [{ email: admin.user.email, role: 'admin' }] });
    await (await admin.call()).teams.respondToInvite({ teamId: team.id, accept: true });
    const event = await createEvent(h.db, owner.user.id, { title: 'League night' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();

    const { id: gameId } = await (
      await owner.call()
    ).games.create({
      eventId: event.id,
      home: { kind: 'team', teamId: team.id },
      away: { kind: 'name', name: 'Pickup Crew' },
      startsAt: null,
      court: 'Court 1',
      seasonGroupId: null,
    });
    const seenByOwner = await (await owner.call()).games.get({ gameId });
    const seenByAdmin = await (await admin.call()).games.get({ gameId });
    expect(seenByAdmin.manages).toBe(true);
    const save = (version: number, home: number, away: number, status: 'live' | 'final', reason = '') => ({
      gameId,
      version,
      status,
      periods: [],
      homeScore: home,
      awayScore: away,
      forfeitWinner: null,
      court: 'Court 1',
      notes: '',
      reason,
    });
    await (await owner.call()).games.update(save(seenByOwner.version, 10, 8, 'live'));
    expect((await rejection((await admin.call()).games.update(save(seenByAdmin.version, 12, 8, 'live')))).message).toBe(GAME_MESSAGES.changedMeanwhile);
    const fresh = await (await admin.call()).games.get({ gameId });
    expect([fresh.homeScore, fresh.awayScore]).toEqual([10, 8]);
    const final = await (await admin.call()).games.update(save(fresh.version, 21, 18, 'final'));
    expect(final.winner).toBe('home');
    expect((await rejection((await owner.call()).games.update(save(final.version, 21, 19, 'final')))).message).toBe(GAME_MESSAGES.correctionNeedsReason);
    await (await owner.call()).games.update(save(final.version, 21, 19, 'final', 'Scorer missed a free throw'));
    const history = await (await owner.call()).games.history({ gameId });
    expect(history[0]).toMatchObject({
      reason: 'Scorer missed a free throw',
      before: { homeScore: 21, awayScore: 18 },
      after: { homeScore: 21, awayScore: 19 },
    });
    expect(history.map((change) => change.after.homeScore)).toEqual([21, 21, 10, 0]);

    // Periods add up to the score, whatever totals the client sends.
    const periods = await (
      await owner.call()
    ).games.update({
      ...save(final.version + 1, 0, 0, 'final', 'By quarter'),
      periods: [
        { home: 5, away: 4 },
        { home: 6, away: 7 },
      ],
    });
    expect([periods.homeScore, periods.awayScore, periods.winner]).toEqual([11, 11, 'tie']);
  });

  it('a stranger and the wrong role are refused; a private event’s games are hidden from strangers', async () => {
    const owner = await player();
    const team = await (
      await owner.call()
    ).teams.create({
      name: `Roles ${seq}`,
      gameType: 'Basketball',
      city: austin,
      description: '',
      ageGroup: 'Adults',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const coach = await player();
    await (await owner.call()).teams.inviteMembers({ teamId: team.id, invites: [{ email: coach.user.email, role: 'coach' }] });
    await (await coach.call()).teams.respondToInvite({ teamId: team.id, accept: true });
    const event = await createEvent(h.db, owner.user.id, { title: 'Open run' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
    const { id: gameId } = await (
      await owner.call()
    ).games.create({
      eventId: event.id,
      home: { kind: 'name', name: 'Shirts' },
      away: { kind: 'name', name: 'Skins' },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    });
    const update = {
      gameId,
      version: 1,
      status: 'live' as const,
      periods: [],
      homeScore: 1,
      awayScore: 0,
      forfeitWinner: null,
      court: '',
      notes: '',
      reason: '',
    };
    const stranger = await player();
    expect((await rejection((await stranger.call()).games.update(update))).message).toBe(GAME_MESSAGES.onlyOrganisers);
    expect((await rejection((await coach.call()).games.update(update))).message).toBe(GAME_MESSAGES.onlyOrganisers);
    expect(
      (
        await rejection(
          (await coach.call()).games.generatePlayoffBracket({
            eventId: event.id,
            sourceGameId: null,
            format: 'round_robin',
            seeding: { from: 'manual', entrants: names(3) },
            thirdPlace: false,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.onlyOrganisers);
    expect(
      (
        await rejection(
          (await stranger.call()).games.create({
            eventId: event.id,
            home: { kind: 'name', name: 'A' },
            away: { kind: 'name', name: 'B' },
            startsAt: null,
            court: '',
            seasonGroupId: null,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.onlyOrganisers);
    expect(
      (
        await rejection(
          (await owner.call()).games.create({
            eventId: event.id,
            home: { kind: 'name', name: 'Shirts' },
            away: { kind: 'name', name: 'shirts' },
            startsAt: null,
            court: '',
            seasonGroupId: null,
          }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.sameSides);

    const hidden = await createEvent(h.db, owner.user.id, { title: 'Closed scrimmage', isPrivate: true });
    await (
      await owner.call()
    ).games.create({
      eventId: hidden.id,
      home: { kind: 'name', name: 'A' },
      away: { kind: 'name', name: 'B' },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    });
    expect((await rejection((await stranger.call()).games.byEvent({ eventId: hidden.id }))).message).toBe(GAME_MESSAGES.notFound);
    expect(
      (
        await rejection(
          (await stranger.call()).games.update({ ...update, gameId: (await (await owner.call()).games.byEvent({ eventId: hidden.id })).games[0]!.id }),
        )
      ).message,
    ).toBe(GAME_MESSAGES.notFound);
    // Live too: the subscription refuses with NOT_FOUND before any stream (it was an in-band INTERNAL_SERVER_ERROR).
    const app = await serveApp(h.deps);
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { eventId: hidden.id } }));
      for (const headers of [{ cookie: `rally_session=${stranger.browser.cookies.read()}` }, {}] as Record<string, string>[]) {
        expect((await subscriptionRefusal(`${app.base}/trpc/games.onEventGames?input=${input}`, headers)).code).toBe('NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });

  it('a cancelled event keeps its games as they were: shown, but nobody scores, adds or generates', async () => {
    const { organiser, eventId } = await organisedEvent();
    const { id: gameId } = await (
      await organiser.call()
    ).games.create({ eventId, home: { kind: 'name', name: 'Shirts' }, away: { kind: 'name', name: 'Skins' }, startsAt: null, court: '', seasonGroupId: null });
    await (await organiser.call()).events.cancel({ eventId, scope: 'occurrence', reason: 'Rained out' });
    const after = await (await organiser.call()).games.byEvent({ eventId });
    expect(after.manages).toBe(false);
    expect(after.games.map((game) => game.id)).toEqual([gameId]);
    const update = {
      gameId,
      version: 1,
      status: 'live' as const,
      periods: [],
      homeScore: 1,
      awayScore: 0,
      forfeitWinner: null,
      court: '',
      notes: '',
      reason: '',
    };
    expect((await rejection((await organiser.call()).games.update(update))).message).toBe(EVENT_MESSAGES.cancelled);
    expect(
      (
        await rejection(
          (await organiser.call()).games.create({
            eventId,
            home: { kind: 'name', name: 'A' },
            away: { kind: 'name', name: 'B' },
            startsAt: null,
            court: '',
            seasonGroupId: null,
          }),
        )
      ).message,
    ).toBe(EVENT_MESSAGES.cancelled);
    expect(
      (
        await rejection(
          (await organiser.call()).games.generatePlayoffBracket({
            eventId,
            sourceGameId: null,
            format: 'round_robin',
            seeding: { from: 'manual', entrants: names(3) },
            thirdPlace: false,
          }),
        )
      ).message,
    ).toBe(EVENT_MESSAGES.cancelled);
    // A stranger is still told what a stranger is told.
    expect((await rejection((await (await player()).call()).games.update(update))).message).toBe(GAME_MESSAGES.onlyOrganisers);
  });
});

describe('sides picked from the event’s joiners', () => {
  it('take only players going, never one player on both sides, and show private players only to themselves and the organiser', async () => {
    const { organiser, eventId } = await organisedEvent();
    const [ana, ben, cal, dee] = [await player(), await player(), await player(), await player()];
    const outsider = await player();
    for (const who of [ana, ben, cal]) await h.db.insertInto('eventJoiners').values({ eventId, userId: who.user.id, status: 'going' }).execute();
    await h.db.insertInto('eventJoiners').values({ eventId, userId: dee.user.id, status: 'waitlisted' }).execute();
    await h.db.updateTable('users').set({ privacyPublicUpcomingGames: false }).where('id', '=', cal.user.id).execute();
    const game = (home: string[], away: string[], homeName = '') => ({
      eventId,
      home: { kind: 'players' as const, userIds: home, name: homeName },
      away: { kind: 'players' as const, userIds: away, name: '' },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    });

    // The organiser is offered exactly the players going.
    const offered = await (await organiser.call()).games.byEvent({ eventId });
    expect(offered.going.map((row) => row.id).sort()).toEqual([ana.user.id, ben.user.id, cal.user.id].sort());
    expect((await (await ana.call()).games.byEvent({ eventId })).going).toEqual([]);

    expect((await rejection((await organiser.call()).games.create(game([ana.user.id], [dee.user.id])))).message).toBe(GAME_MESSAGES.notGoing);
    expect((await rejection((await organiser.call()).games.create(game([ana.user.id], [outsider.user.id])))).message).toBe(GAME_MESSAGES.notGoing);
    expect((await rejection((await organiser.call()).games.create(game([ana.user.id, ben.user.id], [ben.user.id])))).message).toBe(
      GAME_MESSAGES.playerOnBothSides,
    );
    expect((await rejection((await organiser.call()).games.create(game([], [ben.user.id])))).message).toContain(GAME_MESSAGES.pickPlayers);
    // Only the organiser picks sides.
    expect((await rejection((await ana.call()).games.create(game([ana.user.id], [ben.user.id])))).message).toBe(GAME_MESSAGES.onlyOrganisers);

    await (await organiser.call()).games.create(game([ana.user.id, cal.user.id], [ben.user.id], 'Shirts'));
    const [seen] = (await (await organiser.call()).games.byEvent({ eventId })).games;
    expect(seen!.home.name).toBe('Shirts');
    // Unnamed, a side is called after its first player.
    expect(seen!.away.name).toBe(`Team ${ben.user.displayName}`);
    expect(seen!.home.players.map((row) => row.id).sort()).toEqual([ana.user.id, cal.user.id].sort());
    // Cal keeps his games private: a stranger and a guest see Ana only; Cal sees himself.
    const byStranger = (await (await outsider.call()).games.byEvent({ eventId })).games[0]!;
    expect(byStranger.home.players.map((row) => row.id)).toEqual([ana.user.id]);
    expect((await (await h.client().call()).games.byEvent({ eventId })).games[0]!.home.players.map((row) => row.id)).toEqual([ana.user.id]);
    expect((await (await cal.call()).games.byEvent({ eventId })).games[0]!.home.players.map((row) => row.id).sort()).toEqual([ana.user.id, cal.user.id].sort());

    // A private player first on an unnamed side does not name it.
    await (await organiser.call()).games.create(game([cal.user.id], [ana.user.id]));
    const second = (await (await outsider.call()).games.byEvent({ eventId })).games[1]!;
    expect([second.home.name, second.away.name]).toEqual(['Home side', `Team ${ana.user.displayName}`]);
  });
});

describe('standings', () => {
  it('are computed from decided games, with the group’s tie-breakers in order', async () => {
    const owner = await player();
    const {
      teamId,
      groupIds: [groupId],
    } = await teamWithOpenSeason(owner, {
      teamName: `Standings ${seq}`,
      season: { label: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-11-30' },
      groups: [{ name: 'Division A', kind: 'division', capacity: null }],
    });
    const event = await createEvent(h.db, owner.user.id, { title: 'Matchday' });
    await h.db.updateTable('events').set({ hostingTeamId: teamId }).where('id', '=', event.id).execute();
    const play = async (home: string, away: string, homeScore: number, awayScore: number) => {
      const { id: gameId } = await (
        await owner.call()
      ).games.create({
        eventId: event.id,
        home: { kind: 'name', name: home },
        away: { kind: 'name', name: away },
        startsAt: null,
        court: '',
        seasonGroupId: groupId,
      });
      await (
        await owner.call()
      ).games.update({ gameId, version: 1, status: 'final', periods: [], homeScore, awayScore, forfeitWinner: null, court: '', notes: '', reason: '' });
    };
    // Ants and Bees both finish on 6 points; Ants beat Bees, but Bees have the better difference.
    await play('Ants', 'Bees', 1, 0);
    await play('Bees', 'Cats', 9, 0);
    await play('Ants', 'Cats', 0, 1);
    await play('Ants', 'Dogs', 2, 0);
    await play('Bees', 'Dogs', 3, 0);
    await play('Cats', 'Dogs', 1, 1);
    // A game not yet decided does not count.
    await (
      await owner.call()
    ).games.create({
      eventId: event.id,
      home: { kind: 'name', name: 'Dogs' },
      away: { kind: 'name', name: 'Ants' },
      startsAt: null,
      court: '',
      seasonGroupId: groupId,
    });

    const byHeadToHead = await (await owner.call()).games.standings({ seasonGroupId: groupId });
    expect(byHeadToHead.rows.map((row) => [row.name, row.points, row.wins, row.losses, row.ties, row.pointDifference])).toEqual([
      ['Ants', 6, 2, 1, 0, 2],
      ['Bees', 6, 2, 1, 0, 11],
      ['Cats', 4, 1, 1, 1, -8],
      ['Dogs', 1, 0, 2, 1, -5],
    ]);
    await (await owner.call()).games.setTieBreakers({ seasonGroupId: groupId, tieBreakers: ['pointDifference', 'headToHead'] });
    const byDifference = await (await owner.call()).games.standings({ seasonGroupId: groupId });
    expect(byDifference.rows.slice(0, 2).map((row) => row.name)).toEqual(['Bees', 'Ants']);
    // A player may read them; only the season's organisers set the tie-breakers.
    const stranger = await player();
    expect((await (await stranger.call()).games.standings({ seasonGroupId: groupId })).rows).toHaveLength(4);
    expect((await rejection((await stranger.call()).games.setTieBreakers({ seasonGroupId: groupId, tieBreakers: [] }))).code).toBe('FORBIDDEN');

    // A bracket seeded from the standings takes its top entrants in order.
    await (
      await owner.call()
    ).games.generatePlayoffBracket({
      eventId: event.id,
      sourceGameId: null,
      format: 'single_elimination',
      seeding: { from: 'standings', seasonGroupId: groupId, take: 4 },
      thirdPlace: false,
    });
    const bracket = await (await owner.call()).games.bracket({ eventId: event.id });
    const firstRound = bracket!.matches
      .filter((match) => match.groupNumber === 1 && match.roundNumber === 1)
      .map((match) => [match.opponent1.name, match.opponent2.name]);
    expect(firstRound).toEqual([
      ['Bees', 'Dogs'],
      ['Ants', 'Cats'],
    ]);
  });
});

describe('ties in a round robin (issue 31, defect 3)', () => {
  const final = (game: { id: string; version: number }, homeScore: number, awayScore: number) => ({
    gameId: game.id,
    version: game.version,
    status: 'final' as const,
    periods: [],
    homeScore,
    awayScore,
    forfeitWinner: null,
    court: '',
    notes: '',
    reason: '',
  });
  /** Scores the event's game between a and b, whichever of them brackets-manager made the home side. */
  const score = async (who: Player, eventId: string, a: string, b: string, aScore: number, bScore: number) => {
    const { games } = await (await who.call()).games.byEvent({ eventId });
    const game = games.find((row) => [row.home.name, row.away.name].sort().join() === [a, b].sort().join())!;
    const aHome = game.home.name === a;
    return (await who.call()).games.update(final(game, aHome ? aScore : bScore, aHome ? bScore : aScore));
  };
  const roundRobin = async (entrants: string[], tiesAllowed?: boolean) => {
    const { organiser, eventId } = await organisedEvent();
    await (
      await organiser.call()
    ).games.generatePlayoffBracket({
      eventId,
      sourceGameId: null,
      format: 'round_robin',
      seeding: { from: 'manual', entrants: entrants.map((name) => ({ kind: 'name' as const, name })) },
      thirdPlace: false,
      ...(tiesAllowed === undefined ? {} : { tiesAllowed }),
    });
    return { organiser, eventId };
  };

  it('a 2-2 is recorded as a draw, and the table counts wins, ties and losses with the tie-breakers in order', async () => {
    const { organiser, eventId } = await roundRobin(['Ants', 'Bees', 'Cats', 'Dogs']);
    const before = await (await organiser.call()).games.bracket({ eventId });
    expect(before!.tiesAllowed).toBe(true);
    // Every entrant is listed before a game is played.
    expect(before!.standings!.rows.map((row) => [row.name, row.played, row.points])).toEqual([
      ['Ants', 0, 0],
      ['Bees', 0, 0],
      ['Cats', 0, 0],
      ['Dogs', 0, 0],
    ]);

    const drawn = await score(organiser, eventId, 'Ants', 'Bees', 2, 2);
    expect([drawn.status, drawn.homeScore, drawn.awayScore, drawn.winner]).toEqual(['final', 2, 2, 'tie']);
    const match = (await (await organiser.call()).games.bracket({ eventId }))!.matches.find((row) => row.gameId === drawn.id)!;
    expect([match.opponent1.result, match.opponent2.result, match.opponent1.score, match.opponent2.score]).toEqual(['draw', 'draw', 2, 2]);

    await score(organiser, eventId, 'Ants', 'Cats', 1, 0);
    await score(organiser, eventId, 'Bees', 'Cats', 5, 0);
    await score(organiser, eventId, 'Ants', 'Dogs', 0, 1);
    await score(organiser, eventId, 'Bees', 'Dogs', 0, 1);
    await score(organiser, eventId, 'Cats', 'Dogs', 2, 2);
    const bracket = await (await organiser.call()).games.bracket({ eventId });
    expect(bracket!.standings!.tieBreakers).toEqual(['headToHead', 'pointDifference', 'pointsFor']);
    // Ants and Bees are level on 4 points and drew each other: the point difference puts Bees first.
    expect(bracket!.standings!.rows.map((row) => [row.rank, row.name, row.played, row.wins, row.ties, row.losses, row.pointDifference, row.points])).toEqual([
      [1, 'Dogs', 3, 2, 1, 0, 2, 7],
      [2, 'Bees', 3, 1, 1, 1, 4, 4],
      [3, 'Ants', 3, 1, 1, 1, 0, 4],
      [4, 'Cats', 3, 0, 1, 2, -6, 1],
    ]);
    expect(bracket!.champion).toBeNull();

    // A visitor reads the same table; a stranger cannot score a game.
    const stranger = await player();
    expect((await (await stranger.call()).games.bracket({ eventId }))!.standings!.rows[0]!.name).toBe('Dogs');
    const { games } = await (await organiser.call()).games.byEvent({ eventId });
    expect((await rejection((await stranger.call()).games.update(final(games[0]!, 3, 3)))).message).toBe(GAME_MESSAGES.onlyOrganisers);
  });

  it('head-to-head decides first between sides level on points', async () => {
    const { organiser, eventId } = await roundRobin(['Ants', 'Bees', 'Cats']);
    // Ants beat Bees 1-0; Bees beat Cats 9-0; Cats beat Ants 1-0: three level on 3 points, head-to-head level too, so the difference decides.
    await score(organiser, eventId, 'Ants', 'Bees', 1, 0);
    await score(organiser, eventId, 'Bees', 'Cats', 9, 0);
    await score(organiser, eventId, 'Ants', 'Cats', 0, 1);
    expect((await (await organiser.call()).games.bracket({ eventId }))!.standings!.rows.map((row) => row.name)).toEqual(['Bees', 'Ants', 'Cats']);
    const { organiser: other, eventId: second } = await roundRobin(['Ants', 'Bees', 'Cats', 'Dogs']);
    // Ants and Bees level on 4 points; Bees have the better difference, but Ants beat them.
    await score(other, second, 'Ants', 'Bees', 1, 0);
    await score(other, second, 'Ants', 'Cats', 0, 0);
    await score(other, second, 'Ants', 'Dogs', 0, 1);
    await score(other, second, 'Bees', 'Cats', 9, 0);
    await score(other, second, 'Bees', 'Dogs', 0, 0);
    await score(other, second, 'Cats', 'Dogs', 0, 5);
    expect((await (await other.call()).games.bracket({ eventId: second }))!.standings!.rows.map((row) => [row.name, row.points, row.pointDifference])).toEqual([
      ['Dogs', 7, 6],
      ['Ants', 4, 0],
      ['Bees', 4, 8],
      ['Cats', 1, -14],
    ]);
  });

  it('a knockout refuses a tie, and so does a round robin whose organiser turned ties off', async () => {
    const { organiser, eventId } = await organisedEvent();
    await (
      await organiser.call()
    ).games.generatePlayoffBracket({
      eventId,
      sourceGameId: null,
      format: 'single_elimination',
      seeding: { from: 'manual', entrants: names(2) },
      thirdPlace: false,
    });
    expect((await (await organiser.call()).games.bracket({ eventId }))!.tiesAllowed).toBe(false);
    expect((await (await organiser.call()).games.bracket({ eventId }))!.standings).toBeNull();
    expect((await rejection(score(organiser, eventId, 'Seed 1', 'Seed 2', 2, 2))).message).toBe(GAME_MESSAGES.tiesNotAllowed);
    expect((await (await organiser.call()).games.byEvent({ eventId })).games[0]!.status).toBe('scheduled');

    const { organiser: other, eventId: knockout } = await organisedEvent();
    const asked = (await other.call()).games.generatePlayoffBracket({
      eventId: knockout,
      sourceGameId: null,
      format: 'double_elimination',
      seeding: { from: 'manual', entrants: names(4) },
      thirdPlace: false,
      tiesAllowed: true,
    });
    expect((await rejection(asked)).message).toBe(GAME_MESSAGES.knockoutNoTies);

    const { organiser: strict, eventId: noTies } = await roundRobin(['Ants', 'Bees', 'Cats'], false);
    expect((await (await strict.call()).games.bracket({ eventId: noTies }))!.tiesAllowed).toBe(false);
    expect((await rejection(score(strict, noTies, 'Ants', 'Bees', 2, 2))).message).toBe(GAME_MESSAGES.tiesNotAllowed);
    await score(strict, noTies, 'Ants', 'Bees', 3, 2);
    expect((await (await strict.call()).games.bracket({ eventId: noTies }))!.standings!.rows[0]).toMatchObject({ name: 'Ants', wins: 1, points: 3 });
  });
});
