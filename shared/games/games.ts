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
  mergeSameSide: 'Pick two different sides to merge',
  mergeSideNotFound: 'That side has no games in this group',
  mergePlayedEachOther: 'These two sides played each other, so they are different teams: they cannot be merged',
  sidesMerged: (from: string, into: string) => `${from} merged into ${into}. Its games and results are now ${into}’s.`,
  mergeFailed: 'Could not merge the sides',
} as const;

/**
 * A side's name as two spellings of it compare: letter case and spacing aside. "riverside  rockets"
 * is the saved opponent "Riverside Rockets" (issue 31, defect 7); the server compares the same way.
 */
export const sideNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The add-game form's words, as an organiser says them (issue 31: no "A named side", no bare "v"). */
export const ADD_GAME_LABELS = {
  home: 'Home team',
  away: 'Away team',
  /** The choice that opens the name field. */
  typeName: 'Type a team name',
  playersGoing: 'Players going (pick sides)',
  opponentsGroup: 'Saved opponents',
  nameField: (side: string) => `${side} name`,
  namePlaceholder: 'e.g. Riverside Rockets',
  /** Offered under a typed name that is part of a saved opponent's. */
  pickSaved: (name: string) => `Use ${name}`,
  reusesSaved: (name: string) => `Matches saved opponent ${name}: the game uses it, no duplicate is made.`,
  standings: 'Counts in standings',
  notInStandings: 'Not in standings',
  startsAt: 'Starts (venue time)',
  court: 'Court or field',
  submit: 'Add game',
  /** The generate-bracket dialog's game the playoffs follow ("Generated from: No game" before). */
  followsGame: 'Playoffs follow this game',
  followsNoGame: 'None: not after a game',
  followsGameHelp: 'Removing a playoff game takes you back to this game.',
} as const;

/** Merging a side typed twice into the one to keep, from a group's standings. */
export const MERGE_SIDES_LABELS = {
  open: 'Merge sides',
  title: 'Merge two sides',
  from: 'Side to merge away',
  into: 'Keep this side',
  pick: 'Choose a side',
  explain: 'The games and results of the first side move to the side you keep; standings then list it once.',
  confirm: 'Merge',
} as const;
