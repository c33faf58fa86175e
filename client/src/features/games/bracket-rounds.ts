import { bracketRoundTitle } from '../../../../shared/games/bracket-words.ts';
import type { Bracket } from './game-types.ts';

/** Each bracket game's round as the bracket names it ("Semifinals", "Third place"), by game id: the games list says which game is which. */
export function roundTitlesByGame(bracket: Bracket | null | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  if (!bracket) return titles;
  const roundsIn = new Map<number, number>();
  for (const match of bracket.matches) roundsIn.set(match.groupNumber, Math.max(roundsIn.get(match.groupNumber) ?? 0, match.roundNumber));
  for (const match of bracket.matches)
    if (match.gameId) titles.set(match.gameId, bracketRoundTitle(bracket.format, match.groupNumber, match.roundNumber, roundsIn.get(match.groupNumber)!));
  return titles;
}
