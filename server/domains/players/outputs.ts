import { z } from 'zod';
import { dateSpecificSchema, weeklySchema } from '../../../shared/availability/schemas.ts';

/**
 * A nearby player for "find available players": a display name, photo, rounded distance and the
 * label of the location matched (never its coordinates), and the availability only when the
 * player's privacy filters let this viewer see it.
 */
export const availablePlayerOutput = z.object({
  id: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  distanceKm: z.number(),
  location: z.string(),
  isTraveling: z.boolean(),
  availability: z.object({ timeZone: z.string(), weeklyAvailability: weeklySchema, dateSpecificAvailability: z.array(dateSpecificSchema) }).nullable(),
});

export const availablePlayersOutput = z.object({ players: z.array(availablePlayerOutput), page: z.number(), hasMore: z.boolean() });
