/**
 * The round robin schedule generator (issue 34): pairings by the circle method, then each game put
 * in the earliest free slot (date, time, venue) where neither team is already playing at that date
 * and time. Pure and deterministic: the same teams, rounds and slots always give the same schedule.
 */
import type { RoundRobinKind } from '../../../shared/leagues/leagues.ts';

export interface Pairing<T> {
  round: number;
  home: T;
  away: T;
}

/**
 * Every pair once (single) or twice with home and away swapped (double), in rounds in which no team
 * plays twice. With an odd number of teams one team rests each round (a bye). Home and away
 * alternate round by round, so no team is at home for the whole first half.
 */
export function roundRobinPairings<T>(teams: readonly T[], kind: RoundRobinKind): Pairing<T>[] {
  if (teams.length < 2) return [];
  const circle: (T | null)[] = [...teams];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const rounds = n - 1;
  const first: Pairing<T>[] = [];
  // The first entry stays put; the rest turn one place each round.
  let rotating = circle.slice(1);
  for (let round = 0; round < rounds; round++) {
    const order = [circle[0]!, ...rotating];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i];
      const b = order[n - 1 - i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      // The fixed team swaps sides each round; the other pairs by position and round, so homes spread evenly.
      const aHome = i === 0 ? round % 2 === 0 : (i + round) % 2 === 1;
      first.push({ round: round + 1, home: aHome ? a : b, away: aHome ? b : a });
    }
    rotating = [rotating[rotating.length - 1]!, ...rotating.slice(0, -1)];
  }
  if (kind === 'single') return first;
  return [...first, ...first.map((game) => ({ round: game.round + rounds, home: game.away, away: game.home }))];
}

export interface SlotRequest {
  dates: readonly string[];
  times: readonly string[];
  venues: readonly string[];
  blackoutDates: readonly string[];
}

export interface PlacedGame<T> extends Pairing<T> {
  date: string;
  time: string;
  venue: string;
}

export type Placement<T> = { ok: true; games: PlacedGame<T>[]; slotsAvailable: number } | { ok: false; slotsNeeded: number; slotsAvailable: number };

/**
 * Puts each game, round by round, in the earliest slot with a free venue where neither of its teams
 * is already playing at that date and time. Blackout dates are skipped. Fails (with the counts for
 * the message) when the slots run out.
 */
export function placeGames<T>(pairings: readonly Pairing<T>[], slots: SlotRequest, keyOf: (team: T) => string): Placement<T> {
  const blackout = new Set(slots.blackoutDates);
  const dates = [...new Set(slots.dates)].filter((day) => !blackout.has(day)).sort();
  const times = [...new Set(slots.times)].sort();
  const venues = [...new Set(slots.venues)];
  const groups = dates.flatMap((date) => times.map((time) => ({ date, time })));
  const slotsAvailable = groups.length * venues.length;
  const slotsNeeded = pairings.length;
  if (slotsNeeded > slotsAvailable) return { ok: false, slotsNeeded, slotsAvailable };
  const used = groups.map(() => 0);
  const busy = groups.map(() => new Set<string>());
  const placed: PlacedGame<T>[] = [];
  // The earliest time that still has a free venue: nothing before it can take a game.
  let floor = 0;
  for (const game of pairings) {
    const home = keyOf(game.home);
    const away = keyOf(game.away);
    while (floor < groups.length && used[floor]! >= venues.length) floor++;
    let at = floor;
    while (at < groups.length && (used[at]! >= venues.length || busy[at]!.has(home) || busy[at]!.has(away))) at++;
    if (at >= groups.length) return { ok: false, slotsNeeded, slotsAvailable };
    const group = groups[at]!;
    placed.push({ ...game, date: group.date, time: group.time, venue: venues[used[at]!]! });
    used[at]!++;
    busy[at]!.add(home).add(away);
  }
  return { ok: true, games: placed, slotsAvailable };
}
