/**
 * Leagues (issue 34): teams of different owners play each other in a league's seasons and
 * divisions. The vocabulary and limits shared by the server, the client and the tests.
 */
import { TIE_BREAKERS, type TieBreaker } from '../games/games.ts';

/** Every size, count and length limit of leagues: the server's schemas and the client's fields read these. */
export const LEAGUE_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  aboutMax: 2000,
  sportMax: 60,
  seasonNameMax: 60,
  divisionNameMax: 60,
  seasonsPerLeague: 50,
  divisionsPerSeason: 30,
  /** A division's teams: a double round robin of 40 is 1,560 games, the most one generation makes. */
  teamsPerDivisionMax: 40,
  teamsPerDivisionMin: 2,
  /** A season lasts at most this many days. */
  seasonDaysMax: 400,
  blackoutDatesMax: 200,
  scheduleDatesMax: 200,
  scheduleTimesMax: 24,
  venuesMax: 50,
  venueNameMax: 80,
  gameMinutesMin: 10,
  gameMinutesMax: 600,
  searchTextMax: 100,
  searchRadiusKmMax: 500,
  searchPageSize: 20,
  searchOffsetMax: 1000,
  /** Leagues listed on "my leagues". */
  mineListed: 100,
  /** Games listed on a division's schedule at once (a 40-team double round robin is 1,560). */
  scheduleListed: 2000,
  playoffSizeMin: 2,
  playoffSizeMax: 32,
} as const;

/** A league season's life: drafted (managers only), published (listed, open for registration in its window), completed. */
export const LEAGUE_SEASON_STATUSES = ['draft', 'published', 'completed'] as const;
export type LeagueSeasonStatus = (typeof LEAGUE_SEASON_STATUSES)[number];
export const LEAGUE_SEASON_STATUS_LABELS: Record<LeagueSeasonStatus, string> = { draft: 'Draft', published: 'Published', completed: 'Completed' };

/** A team's place in a division: asked for (applied) or offered (invited), then approved, declined or withdrawn. */
export const ENTRY_STATES = ['applied', 'invited', 'approved', 'declined', 'withdrawn'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];
export const ENTRY_STATE_LABELS: Record<EntryState, string> = {
  applied: 'Applied',
  invited: 'Invited',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
/** States in which a team still holds or seeks a place (a new application is refused while one is open). */
export const OPEN_ENTRY_STATES: readonly EntryState[] = ['applied', 'invited', 'approved'];

/** A reported score's life: one side reports it, the other side (or a league admin) confirms or disputes it. */
export const SCORE_STATES = ['reported', 'confirmed', 'disputed'] as const;
export type ScoreState = (typeof SCORE_STATES)[number];
export const SCORE_STATE_LABELS: Record<ScoreState, string> = { reported: 'Awaiting confirmation', confirmed: 'Confirmed', disputed: 'Disputed' };

/** A round robin plays every pair once (single) or twice, home and away swapped (double). */
export const ROUND_ROBIN_KINDS = ['single', 'double'] as const;
export type RoundRobinKind = (typeof ROUND_ROBIN_KINDS)[number];
export const ROUND_ROBIN_LABELS: Record<RoundRobinKind, string> = { single: 'Single round robin', double: 'Double round robin (home and away)' };

export const PLAYOFF_FORMATS = ['single_elimination', 'double_elimination'] as const;
export type PlayoffFormat = (typeof PLAYOFF_FORMATS)[number];

/** A new division breaks ties on points the way a season group does by default. */
export const DEFAULT_DIVISION_TIE_BREAKERS: readonly TieBreaker[] = TIE_BREAKERS;

/** The league page's words. */
export const LEAGUE_WORDS = {
  leagues: 'Leagues',
  openForRegistration: 'Open for registration',
  registrationCloses: (day: string) => `Registration closes ${day}`,
  seasons: 'Seasons',
  divisions: 'Divisions',
  schedule: 'Schedule',
  standings: 'Standings',
  entries: 'Teams',
  apply: 'Apply',
  invite: 'Invite a team',
  approve: 'Approve',
  decline: 'Decline',
  accept: 'Accept',
  withdraw: 'Withdraw',
  generateSchedule: 'Generate schedule',
  previewSchedule: 'Preview schedule',
  reportScore: 'Report score',
  confirmScore: 'Confirm score',
  disputeScore: 'Dispute score',
  reschedule: 'Reschedule',
  seedPlayoffs: 'Seed playoffs',
  playoffs: 'Playoffs',
  blackoutDates: 'Blackout dates',
  gameVs: (home: string, away: string) => `${home} vs ${away}`,
  noLeagues: 'No leagues match your search.',
  noGames: 'No games scheduled yet.',
  noTeams: 'No teams in this division yet.',
} as const;

/**
 * Whether a published season takes registrations on `today` (yyyy-mm-dd): inside its window, or,
 * without one, until it starts.
 */
export function isOpenForRegistration(
  season: { status: string; startsOn: string; registrationOpensOn: string | null; registrationClosesOn: string | null },
  today: string,
): boolean {
  if (season.status !== 'published') return false;
  const opens = season.registrationOpensOn ?? '0000-01-01';
  const closes = season.registrationClosesOn ?? season.startsOn;
  return today >= opens && today <= closes;
}
