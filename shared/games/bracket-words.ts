/**
 * The words of a playoff bracket as people read it (issue 31): its groups and rounds, the bracket
 * page and the organiser's Tournaments page. The server, the client and the tests use these.
 */
import type { BracketFormat } from './games.ts';

export const THIRD_PLACE = 'Third place';

const GROUP_TITLES: Record<BracketFormat, Record<number, string>> = {
  single_elimination: { 1: 'Bracket', 2: THIRD_PLACE },
  double_elimination: { 1: 'Winners’ bracket', 2: 'Losers’ bracket', 3: 'Grand final' },
  round_robin: { 1: 'Round robin' },
};

/** A group of a bracket's matches: brackets-manager numbers them; single elimination's second is its third-place game. */
export const bracketGroupTitle = (format: BracketFormat, group: number) => GROUP_TITLES[format][group] ?? `Group ${group}`;

/** A column of matches: the knockout's last rounds by name, the third-place game by what it is, other rounds by number. */
export function bracketRoundTitle(format: BracketFormat, group: number, round: number, rounds: number): string {
  if (format === 'single_elimination' && group === 1) return round === rounds ? 'Final' : round === rounds - 1 && rounds > 2 ? 'Semifinals' : `Round ${round}`;
  if (format === 'single_elimination' && group === 2) return THIRD_PLACE;
  if (format === 'double_elimination' && group === 3) return round === 1 ? 'Grand final' : 'Grand final reset';
  return `Round ${round}`;
}

/** Whether a format fills its field up to a power of two with byes (a round robin has none). */
export const formatHasByes = (format: BracketFormat) => format !== 'round_robin';

export const BRACKET_WORDS = {
  byesNote: 'Byes go to the top seeds when the count is not a power of two.',
  /** The bracket page's heading and tab title. */
  pageHeading: 'Playoff bracket',
  pageTitle: (eventTitle: string) => `Bracket: ${eventTitle}`,
  openPage: 'Open the bracket page',
  backToEvent: 'Back to the event',
  scoreOnEventPage: 'Score its games on the event page',
  generateOnEventPage: 'Generate one on the event page',
  loadFailed: 'Could not load the bracket.',
  /** On a phone, under a bracket wider than the screen. */
  scrollCue: 'Swipe sideways to see every round →',
  tournaments: 'Tournaments',
  tournamentsIntro: 'Your events with a playoff bracket: open one to follow or score it.',
  noTournaments: 'You are not running a tournament yet.',
  noTournamentsHelp: 'Create an event, then generate its playoff bracket from the event page: it is listed here.',
  createTournament: 'Create a tournament',
  howTournamentsWork: 'How tournaments work',
  tournamentsLoadFailed: 'Could not load your tournaments.',
  viewBracket: 'View bracket',
  cancelled: 'Cancelled',
  entrants: (count: number) => `${count} entrant${count === 1 ? '' : 's'}`,
} as const;
