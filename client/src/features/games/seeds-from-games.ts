import { isDecided } from '../../../../shared/games/games.ts';
import type { Game } from './game-types.ts';

/**
 * The sides of an event's own games in seed order, for a pickup tournament's playoffs: most wins
 * first, then the better point difference, then more points scored; sides still unplayed follow
 * in the order they first appear. Names only: they go into the typed list the organiser can edit.
 */
export function seedsFromGames(games: Game[]): string[] {
  const table = new Map<string, { name: string; order: number; played: number; wins: number; difference: number; scored: number }>();
  const entry = (name: string) => {
    const key = name.trim().toLowerCase();
    const found = table.get(key) ?? { name: name.trim(), order: table.size, played: 0, wins: 0, difference: 0, scored: 0 };
    table.set(key, found);
    return found;
  };
  for (const game of games) {
    const home = entry(game.home.name);
    const away = entry(game.away.name);
    if (!isDecided(game.status)) continue;
    home.played++;
    away.played++;
    if (game.winner === 'home') home.wins++;
    if (game.winner === 'away') away.wins++;
    home.difference += game.homeScore - game.awayScore;
    away.difference += game.awayScore - game.homeScore;
    home.scored += game.homeScore;
    away.scored += game.awayScore;
  }
  return [...table.values()]
    .sort((a, b) => Number(b.played > 0) - Number(a.played > 0) || b.wins - a.wins || b.difference - a.difference || b.scored - a.scored || a.order - b.order)
    .map((row) => row.name);
}
