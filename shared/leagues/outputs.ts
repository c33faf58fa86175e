/**
 * Every league procedure's output (issue 34): exactly which fields leave the server. The client
 * reads the same shapes through the router's inferred types.
 */
import * as z from 'zod/mini';
import { ENTRY_STATES, LEAGUE_SEASON_STATUSES, SCORE_STATES } from './leagues.ts';
import { GAME_STATUSES, TIE_BREAKERS } from '../games/games.ts';

const teamRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.nullable(z.string()) });
const cityOutput = z.nullable(z.object({ name: z.string(), lat: z.number(), lng: z.number() }));

/** What the viewer may do in a league: the UI shows exactly the buttons whose procedures would allow it. */
export const leaguePermissionsOutput = z.object({
  manage: z.boolean(),
  approveEntries: z.boolean(),
  confirmScores: z.boolean(),
});

export const divisionOutput = z.object({
  id: z.string(),
  name: z.string(),
  maxTeams: z.nullable(z.number()),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)),
  formId: z.nullable(z.string()),
  teams: z.array(teamRef),
  games: z.number(),
  /** The event holding the division's playoff bracket, once seeded. */
  playoffEventId: z.nullable(z.string()),
});

export const leagueSeasonOutput = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  registrationOpensOn: z.nullable(z.string()),
  registrationClosesOn: z.nullable(z.string()),
  status: z.enum(LEAGUE_SEASON_STATUSES),
  blackoutDates: z.array(z.string()),
  openForRegistration: z.boolean(),
  divisions: z.array(divisionOutput),
});

export const leagueOutput = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.nullable(z.string()),
  about: z.string(),
  city: cityOutput,
  organization: z.nullable(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  creator: z.nullable(z.object({ id: z.string(), displayName: z.nullable(z.string()) })),
  createdAt: z.date(),
});

export const getLeagueOutput = z.object({
  league: leagueOutput,
  seasons: z.array(leagueSeasonOutput),
  permissions: leaguePermissionsOutput,
});

export const leagueListItem = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.nullable(z.string()),
  cityName: z.nullable(z.string()),
  organizationName: z.nullable(z.string()),
  openForRegistration: z.boolean(),
  /** The season a visitor would join: the one open for registration, else the next or current one. */
  season: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      registrationClosesOn: z.nullable(z.string()),
    }),
  ),
  distanceKm: z.nullable(z.number()),
});
export const searchLeaguesOutput = z.object({ leagues: z.array(leagueListItem), nextCursor: z.nullable(z.number()) });

export const myLeaguesOutput = z.object({
  leagues: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      sport: z.nullable(z.string()),
      cityName: z.nullable(z.string()),
      /** The viewer runs it (an admin) or plays in it through their teams. */
      runs: z.boolean(),
      teams: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

export const entryOutput = z.object({
  id: z.string(),
  divisionId: z.string(),
  team: teamRef,
  state: z.enum(ENTRY_STATES),
  submissionId: z.nullable(z.string()),
  /** The registration form submission's status (e.g. 'paid'), when there is one and the viewer may see it. */
  submissionStatus: z.nullable(z.string()),
  createdAt: z.date(),
  decidedAt: z.nullable(z.date()),
  /** The viewer manages this team: may answer its invitation or withdraw it. */
  managesTeam: z.boolean(),
});
export const entriesOutput = z.object({ manages: z.boolean(), entries: z.array(entryOutput) });
export const entryStateOutput = z.object({ entryId: z.string(), state: z.enum(ENTRY_STATES) });

export const eligibleTeamsOutput = z.object({
  teams: z.array(z.object({ id: z.string(), name: z.string(), logoUrl: z.nullable(z.string()), entryState: z.nullable(z.enum(ENTRY_STATES)) })),
});

export const plannedGameOutput = z.object({
  round: z.number(),
  homeTeamId: z.string(),
  homeName: z.string(),
  awayTeamId: z.string(),
  awayName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.date(),
  venue: z.string(),
});
export const schedulePreviewOutput = z.object({
  games: z.array(plannedGameOutput),
  rounds: z.number(),
  slotsNeeded: z.number(),
  slotsAvailable: z.number(),
});
export const scheduleGeneratedOutput = z.object({ created: z.number() });

const side = z.object({ teamId: z.nullable(z.string()), name: z.string() });
export const leagueGameOutput = z.object({
  id: z.string(),
  eventId: z.string(),
  round: z.nullable(z.number()),
  startsAt: z.nullable(z.date()),
  timezone: z.string(),
  venue: z.string(),
  cancelled: z.boolean(),
  home: side,
  away: side,
  status: z.enum(GAME_STATUSES),
  homeScore: z.number(),
  awayScore: z.number(),
  winner: z.nullable(z.string()),
  report: z.nullable(
    z.object({ state: z.enum(SCORE_STATES), homeScore: z.number(), awayScore: z.number(), reportedSide: z.nullable(z.enum(['home', 'away'])) }),
  ),
  canReport: z.boolean(),
  canConfirm: z.boolean(),
});
export const divisionScheduleOutput = z.object({ manages: z.boolean(), games: z.array(leagueGameOutput) });
export const scoreStateOutput = z.object({ state: z.enum(SCORE_STATES) });

const standingRow = z.object({
  rank: z.number(),
  name: z.string(),
  teamId: z.nullable(z.string()),
  played: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  pointDifference: z.number(),
  points: z.number(),
});
export const divisionStandingsOutput = z.object({
  divisionName: z.string(),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)),
  rows: z.array(standingRow),
});
export const seededPlayoffsOutput = z.object({ eventId: z.string(), bracketId: z.string() });

/** A league, season or division deleted: how many unplayed games went with it. */
export const leagueDeletedOutput = z.object({ games: z.number() });
