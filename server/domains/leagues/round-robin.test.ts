import { describe, expect, it } from 'vitest';
import { placeGames, roundRobinPairings, type Pairing } from './round-robin.ts';

const teams = (count: number) => Array.from({ length: count }, (_, index) => `T${String(index + 1).padStart(2, '0')}`);
const pairKey = (game: Pairing<string>) => [game.home, game.away].sort().join('-');
const dates = (count: number, from = '2027-03-01') =>
  Array.from({ length: count }, (_, index) => new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));

describe('roundRobinPairings', () => {
  it.each([2, 3, 4, 7, 12, 16])('single: every pair of %i teams meets exactly once, nobody twice in a round', (count) => {
    const games = roundRobinPairings(teams(count), 'single');
    expect(games).toHaveLength((count * (count - 1)) / 2);
    expect(new Set(games.map(pairKey)).size).toBe(games.length);
    const rounds = new Map<number, string[]>();
    for (const game of games) rounds.set(game.round, [...(rounds.get(game.round) ?? []), game.home, game.away]);
    for (const playing of rounds.values()) expect(new Set(playing).size).toBe(playing.length);
    expect(rounds.size).toBe(count % 2 === 0 ? count - 1 : count);
  });

  it('double: every pair meets twice, home and away swapped', () => {
    const games = roundRobinPairings(teams(6), 'double');
    expect(games).toHaveLength(30);
    const directed = new Set(games.map((game) => `${game.home}>${game.away}`));
    expect(directed.size).toBe(30);
    for (const game of games) expect(directed.has(`${game.away}>${game.home}`)).toBe(true);
    expect(Math.max(...games.map((game) => game.round))).toBe(10);
  });

  it('spreads home games: in a double round robin each team is at home as often as away', () => {
    const games = roundRobinPairings(teams(8), 'double');
    for (const team of teams(8)) {
      expect(games.filter((game) => game.home === team)).toHaveLength(7);
      expect(games.filter((game) => game.away === team)).toHaveLength(7);
    }
  });

  it('is deterministic and makes nothing of fewer than two teams', () => {
    expect(roundRobinPairings(teams(9), 'double')).toEqual(roundRobinPairings(teams(9), 'double'));
    expect(roundRobinPairings(teams(1), 'single')).toEqual([]);
  });
});

describe('placeGames', () => {
  const key = (team: string) => team;

  it('never puts a team in two games at one date and time, and keeps to the chosen venues', () => {
    const games = roundRobinPairings(teams(16), 'double');
    const placement = placeGames(games, { dates: dates(40), times: ['18:00', '19:30'], venues: ['Court 1', 'Court 2', 'Court 3'], blackoutDates: [] }, key);
    expect(placement.ok).toBe(true);
    if (!placement.ok) return;
    expect(placement.games).toHaveLength(240);
    const seen = new Set<string>();
    const slots = new Set<string>();
    for (const game of placement.games) {
      for (const team of [game.home, game.away]) {
        const at = `${game.date} ${game.time} ${team}`;
        expect(seen.has(at)).toBe(false);
        seen.add(at);
      }
      const slot = `${game.date} ${game.time} ${game.venue}`;
      expect(slots.has(slot)).toBe(false);
      slots.add(slot);
      expect(['Court 1', 'Court 2', 'Court 3']).toContain(game.venue);
    }
  });

  it('skips blackout dates', () => {
    const games = roundRobinPairings(teams(4), 'single');
    const blackout = ['2027-03-02', '2027-03-04'];
    const placement = placeGames(games, { dates: dates(6), times: ['10:00'], venues: ['Field A', 'Field B'], blackoutDates: blackout }, key);
    expect(placement.ok).toBe(true);
    if (!placement.ok) return;
    expect(placement.games.map((game) => game.date)).not.toContain('2027-03-02');
    expect(placement.games.map((game) => game.date)).not.toContain('2027-03-04');
    expect(new Set(placement.games.map((game) => game.date))).toEqual(new Set(['2027-03-01', '2027-03-03', '2027-03-05']));
  });

  it('fails with the counts when the slots are too few, blackout dates not counted', () => {
    const games = roundRobinPairings(teams(6), 'double');
    expect(placeGames(games, { dates: dates(5), times: ['18:00'], venues: ['Court 1', 'Court 2'], blackoutDates: [] }, key)).toEqual({
      ok: false,
      slotsNeeded: 30,
      slotsAvailable: 10,
    });
    expect(placeGames(games, { dates: dates(15), times: ['18:00'], venues: ['Court 1', 'Court 2'], blackoutDates: dates(1) }, key)).toEqual({
      ok: false,
      slotsNeeded: 30,
      slotsAvailable: 28,
    });
  });

  it('fails when enough slots exist but the teams would have to play twice at once', () => {
    // Two teams, one time, two venues: two slots for the two games, but both games need the same teams at once.
    const games = roundRobinPairings(teams(2), 'double');
    expect(placeGames(games, { dates: dates(1), times: ['18:00'], venues: ['A', 'B'], blackoutDates: [] }, key)).toEqual({
      ok: false,
      slotsNeeded: 2,
      slotsAvailable: 2,
    });
  });
});
