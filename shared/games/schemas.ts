import * as z from 'zod/mini';
import { BRACKET_FORMATS, GAME_MESSAGES, GAME_STATUSES, TIE_BREAKERS } from './games.ts';
import { GAME_LIMITS } from '../limits/limits.ts';
import { isoDateTime, text } from '../common/text.ts';

const score = z.int().check(z.minimum(0), z.maximum(GAME_LIMITS.scoreMax));

const teamSide = z.strictObject({ kind: z.literal('team'), teamId: z.uuid() });
const externalSide = z.strictObject({ kind: z.literal('external'), externalTeamId: z.uuid() });
const namedSide = z.strictObject({ kind: z.literal('name'), name: text(GAME_LIMITS.nameMax, { trim: true, min: 1, minMessage: 'Name the side' }) });
/** Players going to the event, split into a side on the day; the name is optional (their names stand in). */
const playersSide = z.strictObject({
  kind: z.literal('players'),
  userIds: z.array(z.uuid()).check(z.minLength(1, GAME_MESSAGES.pickPlayers), z.maxLength(GAME_LIMITS.sidePlayersMax)),
  name: text(GAME_LIMITS.nameMax, { trim: true }),
});

/** A bracket entrant: a team on Rally, one of the hosting team's opponents (external teams), or a named side. */
export const bracketEntrantInput = z.discriminatedUnion('kind', [teamSide, externalSide, namedSide]);
/** A side of a game: a bracket entrant's kinds, or players picked from the event's joiners. */
export const gameSideInput = z.discriminatedUnion('kind', [teamSide, externalSide, namedSide, playersSide]);
export type GameSideInput = z.output<typeof gameSideInput>;
export type BracketEntrantInput = z.output<typeof bracketEntrantInput>;

export const gamesByEventInput = z.strictObject({ eventId: z.uuid() });
export const gameIdInput = z.strictObject({ gameId: z.uuid() });

export const createGameInput = z.strictObject({
  eventId: z.uuid(),
  home: gameSideInput,
  away: gameSideInput,
  startsAt: z.nullable(isoDateTime()),
  court: text(GAME_LIMITS.courtMax, { trim: true }),
  /** Counts in this season group's standings. */
  seasonGroupId: z.nullable(z.uuid()),
});

/**
 * A game's new state, from the version the editor saw: a save over a newer version is refused
 * (two admins scoring at once), never silently merged.
 */
export const updateGameInput = z.strictObject({
  gameId: z.uuid(),
  version: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  status: z.enum(GAME_STATUSES),
  periods: z.array(z.strictObject({ home: score, away: score })).check(z.maxLength(GAME_LIMITS.periodsMax)),
  homeScore: score,
  awayScore: score,
  /** Only for a forfeit (who won it); otherwise the scores decide. */
  forfeitWinner: z.nullable(z.enum(['home', 'away'])),
  court: text(GAME_LIMITS.courtMax, { trim: true }),
  notes: text(GAME_LIMITS.notesMax, { trim: true, multiline: true }),
  /** Required when a final score changes. */
  reason: text(GAME_LIMITS.reasonMax, { trim: true }),
});
export type UpdateGameInput = z.output<typeof updateGameInput>;

export const generateBracketInput = z.strictObject({
  eventId: z.uuid(),
  /** The game the bracket is generated from (the spec's sourceGameId), if any. */
  sourceGameId: z.nullable(z.uuid()),
  format: z.enum(BRACKET_FORMATS),
  seeding: z.discriminatedUnion('from', [
    /** Entrants in seed order, best first. */
    z.strictObject({ from: z.literal('manual'), entrants: z.array(bracketEntrantInput).check(z.maxLength(GAME_LIMITS.bracketEntrantsMax + 1)) }),
    /** The top of a season group's standings. */
    z.strictObject({
      from: z.literal('standings'),
      seasonGroupId: z.uuid(),
      take: z.int().check(z.minimum(GAME_LIMITS.bracketEntrantsMin), z.maximum(GAME_LIMITS.bracketEntrantsMax)),
    }),
  ]),
  thirdPlace: z.boolean(),
  /** Whether games may end in a tie: only a round robin's may; left out, a round robin allows them and a knockout does not. */
  tiesAllowed: z.optional(z.boolean()),
});
export type GenerateBracketInput = z.output<typeof generateBracketInput>;

export const standingsInput = z.strictObject({ seasonGroupId: z.uuid() });
export const setTieBreakersInput = z.strictObject({
  seasonGroupId: z.uuid(),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)).check(z.maxLength(TIE_BREAKERS.length)),
});

/** A side as standings list it (a team, an opponent, or a name), to merge into another. */
export const mergeSidesInput = z.strictObject({
  seasonGroupId: z.uuid(),
  from: bracketEntrantInput,
  into: bracketEntrantInput,
});
export type MergeSidesInput = z.output<typeof mergeSidesInput>;
