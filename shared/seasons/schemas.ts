import * as z from 'zod/mini';
import { SEASON_MESSAGES } from './messages.ts';
import { SEASON_GROUP_KINDS, SEASON_STATUSES } from './seasons.ts';
import { SEASON_LIMITS } from '../limits/limits.ts';
import { calendarDate, text } from '../common/text.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A date range whose end is on or after its start (yyyy-mm-dd strings compare as dates). */
const dateRange = <T extends { startsOn: string; endsOn: string }>() =>
  z.refine((value: T) => value.endsOn >= value.startsOn, { error: SEASON_MESSAGES.endBeforeStart, path: ['endsOn'] }) as z.core.$ZodCheck<T>;

const seasonLabel = text(SEASON_LIMITS.labelMax, { trim: true, min: 2, minMessage: SEASON_MESSAGES.labelRequired });

export const seasonFields = z
  .object({
    label: seasonLabel,
    startsOn: calendarDate(),
    endsOn: calendarDate(),
  })
  .check(
    dateRange(),
    z.refine((value) => value.endsOn < value.startsOn || dayNumber(value.endsOn) - dayNumber(value.startsOn) <= SEASON_LIMITS.maxDays, {
      error: SEASON_MESSAGES.tooLong,
      path: ['endsOn'],
    }),
  );

export const createSeasonInput = z.object({ teamId: z.uuid(), season: seasonFields });
export const updateSeasonInput = z.object({ seasonId: z.uuid(), season: seasonFields, status: z.enum(SEASON_STATUSES) });
export const seasonIdInput = z.object({ seasonId: z.uuid() });

export const addSeasonGroupInput = z.object({
  seasonId: z.uuid(),
  name: text(SEASON_LIMITS.groupNameMax, { trim: true, min: 1, minMessage: SEASON_MESSAGES.groupNameRequired }),
  kind: z.enum(SEASON_GROUP_KINDS),
  /** Null: no limit. */
  capacity: z.nullable(z.int().check(z.minimum(1), z.maximum(SEASON_LIMITS.groupCapacityMax))),
});
export const seasonGroupIdInput = z.object({ seasonId: z.uuid(), groupId: z.uuid() });

export const addSeasonSessionInput = z.object({
  seasonId: z.uuid(),
  session: z
    .object({
      name: text(SEASON_LIMITS.sessionNameMax, { trim: true, min: 1, minMessage: SEASON_MESSAGES.sessionNameRequired }),
      startsOn: calendarDate(),
      endsOn: calendarDate(),
    })
    .check(dateRange()),
});
export const seasonSessionIdInput = z.object({ seasonId: z.uuid(), sessionId: z.uuid() });

/** An organiser registers a roster entry: a member (userId) or a member's child on the roster (familyMemberId). */
export const registerForSeasonInput = z.object({
  seasonId: z.uuid(),
  groupId: z.nullable(z.uuid()),
  // Strict: exactly one of the two, never a second id slipped beside the first (and stripped unchecked).
  player: z.union([z.strictObject({ userId: z.uuid() }), z.strictObject({ familyMemberId: z.uuid() })]),
});
export const registrationIdInput = z.object({ registrationId: z.uuid() });
export const playerRegistrationsInput = z.object({ userId: z.uuid() });

export type SeasonFields = z.output<typeof seasonFields>;
