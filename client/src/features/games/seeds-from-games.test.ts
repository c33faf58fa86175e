import { describe, expect, it } from 'vitest';
import type { Game } from './game-types.ts';
import { seedsFromGames } from './seeds-from-games.ts';

const game = (home: string, away: string, homeScore: number, awayScore: number, status: Game['status'] = 'final'): Game =>
  ({
    home: { name: home, teamId: null, externalTeamId: null, players: [] },
    away: { name: away, teamId: null, externalTeamId: null, players: [] },
    homeScore,
    awayScore,
    status,
    winner: status === 'final' ? (homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : 'tie') : null,
  }) as unknown as Game;

describe('seeds from an event’s games', () => {
  it('ranks by wins, then point difference, then points scored; unplayed sides follow in order', () => {
    const seeds = seedsFromGames([
      game('Ants', 'Bees', 21, 19),
      game('Cats', 'Dogs', 21, 5),
      game('bees', 'Dogs', 21, 10),
      game('Elks', 'Cats', 0, 0, 'scheduled'),
    ]);
    // Ants, Bees and Cats have one win each: Cats +16, Bees +9, Ants +2. Elks have not played.
    expect(seeds).toEqual(['Cats', 'Bees', 'Ants', 'Dogs', 'Elks']);
  });
});
