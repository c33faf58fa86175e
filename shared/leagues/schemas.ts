/**
 * Every league procedure's input (issue 34): the client's forms and the router import the same
 * schemas. The outputs are beside them in outputs.ts.
 */
import * as z from 'zod/mini';
import { LEAGUE_MESSAGES as M } from './messages.ts';
import { LEAGUE_LIMITS as L, LEAGUE_SEASON_STATUSES, PLAYOFF_FORMATS, ROUND_ROBIN_KINDS } from './leagues.ts';
import { TIE_BREAKERS } from '../games/games.ts';
import { GAME_LIMITS } from '../limits/limits.ts';
import { citySchema } from '../common/schemas.ts';
import { latitude, longitude, radiusKm } from '../common/numbers.ts';
import { calendarDate, instant, text } from '../common/text.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const score = z.int().check(z.minimum(0), z.maximum(GAME_LIMITS.scoreMax));
const sport = text(L.sportMax, { trim: true, min: 1 });
/** A wall-clock time of day, hh:mm (24-hour): bounded, then a linear pattern. */
const timeOfDay = text(5, { maxMessage: M.timeInvalid }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid));
const unique = (message: string) => z.refine<string[]>((values) => new Set(values).size === values.length, message);

// Leagues

export const leagueDetailsInput = z.object({
  name: text(L.nameMax, { trim: true, min: L.nameMin, minMessage: M.nameRequired, maxMessage: M.nameTooLong }),
  sport: z.optional(z.nullable(sport)),
  about: z._default(text(L.aboutMax, { trim: true, multiline: true }), ''),
  city: z.optional(z.nullable(citySchema)),
});
export type LeagueDetailsInput = z.input<typeof leagueDetailsInput>;

/** A league run by a club (organizationId), or by its creator alone (no organizationId). */
export const createLeagueInput = z.object({ ...leagueDetailsInput.shape, organizationId: z.optional(z.nullable(z.uuid())) });
export type CreateLeagueInput = z.input<typeof createLeagueInput>;
export const updateLeagueInput = z.object({ leagueId: z.uuid(), details: leagueDetailsInput });
export const leagueIdInput = z.object({ leagueId: z.uuid() });

export const searchLeaguesInput = z.object({
  q: z.optional(text(L.searchTextMax, { trim: true })),
  sport: z.optional(sport),
  /** A city's name, matched as typed (case aside), or a point with a radius. */
  city: z.optional(text(200, { trim: true })),
  lat: z.optional(latitude()),
  lng: z.optional(longitude()),
  radiusKm: z.optional(radiusKm(L.searchRadiusKmMax)),
  /** Seasons overlapping this window. */
  from: z.optional(calendarDate()),
  to: z.optional(calendarDate()),
  /** A club's own leagues (its page lists them). */
  organizationId: z.optional(z.uuid()),
  cursor: z._default(z.int().check(z.minimum(0), z.maximum(L.searchOffsetMax)), 0),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(L.searchPageSize)), L.searchPageSize),
});
export type SearchLeaguesInput = z.input<typeof searchLeaguesInput>;

// Seasons and divisions

const dateList = (max: number) => z.array(calendarDate()).check(z.maxLength(max), unique(M.duplicateSlotValues));

export const leagueSeasonFields = z
  .object({
    name: text(L.seasonNameMax, { trim: true, min: 1, minMessage: M.seasonNameRequired }),
    startsOn: calendarDate(),
    endsOn: calendarDate(),
    registrationOpensOn: z.optional(z.nullable(calendarDate())),
    registrationClosesOn: z.optional(z.nullable(calendarDate())),
    blackoutDates: z._default(dateList(L.blackoutDatesMax), []),
  })
  .check(
    z.refine((value) => value.endsOn >= value.startsOn, { error: M.endBeforeStart, path: ['endsOn'] }),
    z.refine((value) => value.endsOn < value.startsOn || dayNumber(value.endsOn) - dayNumber(value.startsOn) <= L.seasonDaysMax, {
      error: M.seasonTooLong,
      path: ['endsOn'],
    }),
    z.refine((value) => !value.registrationOpensOn || !value.registrationClosesOn || value.registrationOpensOn <= value.registrationClosesOn, {
      error: M.registrationWindow,
      path: ['registrationClosesOn'],
    }),
    z.refine((value) => (value.blackoutDates ?? []).every((day) => day >= value.startsOn && day <= value.endsOn), {
      error: M.blackoutOutside,
      path: ['blackoutDates'],
    }),
  );
export type LeagueSeasonFields = z.output<typeof leagueSeasonFields>;

export const createLeagueSeasonInput = z.object({ leagueId: z.uuid(), season: leagueSeasonFields });
export const updateLeagueSeasonInput = z.object({ seasonId: z.uuid(), season: leagueSeasonFields, status: z.enum(LEAGUE_SEASON_STATUSES) });

export const divisionFields = z.object({
  name: text(L.divisionNameMax, { trim: true, min: 1, minMessage: M.divisionNameRequired }),
  /** Null: as many as a schedule takes (LEAGUE_LIMITS.teamsPerDivisionMax). */
  maxTeams: z._default(z.nullable(z.int().check(z.minimum(L.teamsPerDivisionMin), z.maximum(L.teamsPerDivisionMax))), null),
  tieBreakers: z._default(z.array(z.enum(TIE_BREAKERS)).check(z.maxLength(TIE_BREAKERS.length)), [...TIE_BREAKERS]),
  /** A registration form (with its fee) each applying team completes; null for none. */
  formId: z._default(z.nullable(z.uuid()), null),
});
export type DivisionFields = z.output<typeof divisionFields>;
export const createDivisionInput = z.object({ seasonId: z.uuid(), division: divisionFields });
export const updateDivisionInput = z.object({ divisionId: z.uuid(), division: divisionFields });
export const divisionIdInput = z.object({ divisionId: z.uuid() });
export const seasonIdInput = z.object({ seasonId: z.uuid() });

// Entries

export const applyInput = z.object({ divisionId: z.uuid(), teamId: z.uuid(), submissionId: z.optional(z.nullable(z.uuid())) });
export const inviteInput = z.object({ divisionId: z.uuid(), teamId: z.uuid() });
export const decideEntryInput = z.object({ entryId: z.uuid(), approve: z.boolean() });
export const respondEntryInput = z.object({ entryId: z.uuid(), accept: z.boolean() });
export const entryIdInput = z.object({ entryId: z.uuid() });

// Schedule and scores

export const scheduleRequestInput = z.object({
  divisionId: z.uuid(),
  rounds: z.enum(ROUND_ROBIN_KINDS),
  dates: dateList(L.scheduleDatesMax).check(z.minLength(1)),
  times: z.array(timeOfDay).check(z.minLength(1), z.maxLength(L.scheduleTimesMax), unique(M.duplicateSlotValues)),
  venues: z.array(text(L.venueNameMax, { trim: true, min: 1 })).check(z.minLength(1), z.maxLength(L.venuesMax), unique(M.duplicateSlotValues)),
  blackoutDates: z._default(dateList(L.blackoutDatesMax), []),
  gameMinutes: z._default(z.int().check(z.minimum(L.gameMinutesMin), z.maximum(L.gameMinutesMax)), 60),
});
export type ScheduleRequestInput = z.input<typeof scheduleRequestInput>;
export type ScheduleRequest = z.output<typeof scheduleRequestInput>;

export const gameIdInput = z.object({ gameId: z.uuid() });
export const rescheduleInput = z.object({
  gameId: z.uuid(),
  startsAt: instant(),
  venue: z.optional(text(L.venueNameMax, { trim: true, min: 1 })),
});
export const reportScoreInput = z.object({ gameId: z.uuid(), homeScore: score, awayScore: score });
export const seedPlayoffsInput = z.object({
  divisionId: z.uuid(),
  size: z.int().check(z.minimum(L.playoffSizeMin), z.maximum(L.playoffSizeMax)),
  format: z._default(z.enum(PLAYOFF_FORMATS), 'single_elimination'),
  startsAt: instant(),
  venue: text(L.venueNameMax, { trim: true, min: 1 }),
  gameMinutes: z._default(z.int().check(z.minimum(L.gameMinutesMin), z.maximum(L.gameMinutesMax)), 60),
});
export type SeedPlayoffsInput = z.input<typeof seedPlayoffsInput>;
