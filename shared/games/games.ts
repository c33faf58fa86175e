/**
 * Games, scores, standings and playoff brackets (issue 16): the vocabulary shared by the server,
 * the client and the tests. The messages in GAME_MESSAGES marked "spec" are section 8's words.
 */
import { GAME_LIMITS } from '../limits/limits.ts';

export const GAME_STATUSES = ['scheduled', 'live', 'final', 'forfeited', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  final: 'Final',
  forfeited: 'Forfeited',
  cancelled: 'Cancelled',
};
/** A game whose result counts: in standings, and to move a bracket on. */
export const isDecided = (status: GameStatus) => status === 'final' || status === 'forfeited';

export const BRACKET_FORMATS = ['single_elimination', 'double_elimination', 'round_robin'] as const;
export type BracketFormat = (typeof BRACKET_FORMATS)[number];
export const BRACKET_FORMAT_LABELS: Record<BracketFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
};

export const TIE_BREAKERS = ['headToHead', 'pointDifference', 'pointsFor'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];
export const TIE_BREAKER_LABELS: Record<TieBreaker, string> = { headToHead: 'Head-to-head', pointDifference: 'Point difference', pointsFor: 'Points scored' };
/** A round robin's ties on points are broken by every tie-breaker, in this order (a season group's default order). */
export const ROUND_ROBIN_TIE_BREAKERS: readonly TieBreaker[] = TIE_BREAKERS;
/** Whether a format's games may end level: a knockout needs someone to go through. */
export const formatAllowsTies = (format: BracketFormat) => format === 'round_robin';

/** Points a win, a tie and a loss are worth in standings. */
export const STANDING_POINTS = { win: 3, tie: 1, loss: 0 } as const;

export const GAME_MESSAGES = {
  notFound: 'Game not found', // spec
  loadGamesFailed: 'Failed to load games', // spec
  loadGameFailed: 'Failed to load game', // spec
  updatedNotFound: 'Updated game not found', // spec
  updateFailed: 'Failed to update game', // spec
  generateFailed: 'Failed to generate playoff bracket', // spec
  resetFailed: 'Failed to reset playoff bracket', // spec
  changedMeanwhile: 'Someone else changed this game while you were editing. Their version is shown: check it and save again.',
  correctionNeedsReason: 'Say why the final score is being corrected',
  tiesNotAllowed: 'A game in this bracket needs a winner: level scores are not allowed here',
  knockoutNoTies: 'A knockout cannot end in a tie: only a round robin can allow ties',
  sameSides: 'A game needs two different sides',
  sideNotFound: 'Pick a team of this event’s team, one of its opponents, or name the side',
  notGoing: 'Pick players who are going to this event',
  playerOnBothSides: 'A player can be on only one side of a game',
  pickPlayers: 'Pick at least one player for each side',
  nameBothSides: 'Name both sides to add the game',
  tooManyGames: `An event can hold at most ${GAME_LIMITS.gamesPerEvent} games`,
  bracketExists: 'This event already has a playoff bracket: reset it first',
  noBracket: 'This event has no playoff bracket',
  tooFewEntrants: `A bracket needs at least ${GAME_LIMITS.bracketEntrantsMin} entrants`,
  tooManyEntrants: `A bracket takes at most ${GAME_LIMITS.bracketEntrantsMax} entrants`,
  duplicateEntrants: 'Each entrant can be in the bracket once',
  entrantTooLong: (start: string, max: number) => `“${start}…” is too long: a name has at most ${max} characters`,
  bracketGameLocked: 'This game belongs to a playoff bracket: reset the bracket to remove it',
  waitingForOpponents: 'This game is waiting for the winners of earlier games',
  forfeitNeedsWinner: 'Say which side won the forfeit',
  groupNotOfTeam: 'Pick a group of one of the hosting team’s seasons',
  resultLocked: 'The next round has already started from this result: reset the bracket to change it',
  resetNotPlayed: 'The grand final was decided in its first game: the reset is not played',
  onlyOrganisers: 'Only the event’s organiser and its team’s admins can change its games',
  noStandings: 'No games have been decided in this group yet.',
  bracketReset: 'Playoff bracket reset. Its games are kept in the history.',
  champion: (name: string) => `${name} are the champions`,
  standingsLoadFailed: 'Could not load the standings.',
  tiesAllowedLabel: 'Games may end in a tie',
  tiesAllowedHelp: `A tie is worth ${STANDING_POINTS.tie} point to each side, a win ${STANDING_POINTS.win}.`,
  tiesAllowedNote: 'ties allowed',
  noTiesNote: 'no ties',
  levelScoreIsTie: 'Level scores: this game ends in a tie.',
  roundRobinStandings: 'Round robin standings',
  tieBreakersUsed: (order: string) => `Level on points: ${order}.`,
} as const;
