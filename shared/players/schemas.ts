import * as z from 'zod/mini';
import { calendarDate, isoDateTime, text } from '../common/text.ts';
import { latitude, longitude, radiusKm } from '../common/numbers.ts';

export const PLAYER_SEARCH = { pageSize: 20, maxRadiusKm: 160, defaultRadiusKm: 25 } as const;

const bounds = z.object({
  north: latitude(),
  south: latitude(),
  east: longitude(),
  west: longitude(),
});

/** "Who plays <sport> within <radius> of <place> (or in these map bounds) and is available <then>?" */
export const findAvailablePlayersInput = z.object({
  sport: z.optional(text(60, { min: 1 })),
  lat: latitude(),
  lng: longitude(),
  radiusKm: z.optional(radiusKm(PLAYER_SEARCH.maxRadiusKm)),
  bounds: z.optional(bounds),
  /** An instant (ISO date-time): available at that moment in each player's own zone. */
  at: z.optional(isoDateTime()),
  /** A calendar date: available at some time that day. */
  date: z.optional(calendarDate()),
  page: z.optional(z.int().check(z.gte(0), z.lte(50))),
});
export type FindAvailablePlayersInput = z.infer<typeof findAvailablePlayersInput>;
