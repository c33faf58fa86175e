import * as z from 'zod/mini';
import { BRACKET_FORMATS, GAME_STATUSES, TIE_BREAKERS } from '../../../shared/games/games.ts';

const player = z.object({ id: z.string(), displayName: z.string() });
const side = z.object({ name: z.string(), teamId: z.nullable(z.string()), externalTeamId: z.nullable(z.string()), players: z.array(player) });

export const gameOutput = z.object({
  id: z.string(),
  eventId: z.string(),
  seasonGroupId: z.nullable(z.string()),
  bracketId: z.nullable(z.string()),
  bracketMatchId: z.nullable(z.number()),
  sourceGameId: z.nullable(z.string()),
  home: side,
  away: side,
  startsAt: z.nullable(z.date()),
  court: z.string(),
  status: z.enum(GAME_STATUSES),
  periods: z.array(z.object({ home: z.number(), away: z.number() })),
  homeScore: z.number(),
  awayScore: z.number(),
  winner: z.nullable(z.enum(['home', 'away', 'tie'])),
  notes: z.string(),
  version: z.number(),
  updatedAt: z.date(),
});

export const gamesByEventOutput = z.object({ manages: z.boolean(), games: z.array(gameOutput), going: z.array(player) });
export const oneGameOutput = z.extend(gameOutput, { manages: z.boolean() });

const snapshot = z.object({ status: z.enum(GAME_STATUSES), homeScore: z.number(), awayScore: z.number() });
export const gameHistoryOutput = z.array(
  z.object({ id: z.string(), changedAt: z.date(), changedBy: z.string(), reason: z.string(), before: z.nullable(snapshot), after: snapshot }),
);

const standingRow = z.object({
  rank: z.number(),
  name: z.string(),
  teamId: z.nullable(z.string()),
  externalTeamId: z.nullable(z.string()),
  played: z.number(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
  pointDifference: z.number(),
  points: z.number(),
});

const bracketSide = z.object({ name: z.nullable(z.string()), score: z.nullable(z.number()), result: z.nullable(z.string()), isBye: z.boolean() });
export const bracketOutput = z.nullable(
  z.object({
    id: z.string(),
    format: z.enum(BRACKET_FORMATS),
    sourceGameId: z.nullable(z.string()),
    configuration: z.object({ entrants: z.number(), thirdPlace: z.boolean() }),
    tiesAllowed: z.boolean(),
    matches: z.array(
      z.object({
        id: z.number(),
        groupNumber: z.number(),
        roundNumber: z.number(),
        number: z.number(),
        status: z.number(),
        opponent1: bracketSide,
        opponent2: bracketSide,
        gameId: z.nullable(z.string()),
      }),
    ),
    champion: z.nullable(z.string()),
    /** A round robin's table; null for a knockout. */
    standings: z.nullable(z.object({ tieBreakers: z.array(z.enum(TIE_BREAKERS)), rows: z.array(standingRow) })),
  }),
);

export const bracketIdOutput = z.object({ bracketId: z.string() });

export const standingsOutput = z.object({
  groupName: z.string(),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)),
  rows: z.array(standingRow),
});

/** The organiser's tournaments (games.myTournaments): each event with a live bracket, and its format. */
export const myTournamentsOutput = z.array(
  z.object({
    eventId: z.string(),
    title: z.string(),
    startsAt: z.date(),
    timezone: z.string(),
    cancelled: z.boolean(),
    format: z.enum(BRACKET_FORMATS),
    entrants: z.number(),
  }),
);
/** The names of the side merged away and the side kept, for the organiser's confirmation. */
export const mergedSidesOutput = z.object({ from: z.string(), into: z.string() });
