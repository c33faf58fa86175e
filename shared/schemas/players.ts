import * as z from 'zod/mini';
import { calendarDate, isoDateTime, text } from './text.ts';

export const PLAYER_SEARCH = { pageSize: 20, maxRadiusKm: 160, defaultRadiusKm: 25 } as const;

const bounds = z.object({
  north: z.number().check(z.gte(-90), z.lte(90)),
  south: z.number().check(z.gte(-90), z.lte(90)),
  east: z.number().check(z.gte(-180), z.lte(180)),
  west: z.number().check(z.gte(-180), z.lte(180)),
});

/** "Who plays <sport> within <radius> of <place> (or in these map bounds) and is available <then>?" */
export const findAvailablePlayersInput = z.object({
  sport: z.optional(text(60, { min: 1 })),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  radiusKm: z.optional(z.number().check(z.gt(0), z.lte(PLAYER_SEARCH.maxRadiusKm))),
  bounds: z.optional(bounds),
  /** An instant (ISO date-time): available at that moment in each player's own zone. */
  at: z.optional(isoDateTime()),
  /** A calendar date: available at some time that day. */
  date: z.optional(calendarDate()),
  page: z.optional(z.int().check(z.gte(0), z.lte(50))),
});
export type FindAvailablePlayersInput = z.infer<typeof findAvailablePlayersInput>;
