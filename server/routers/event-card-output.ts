import { z } from 'zod';

/**
 * What any list of events shows about one (discover, nearby, favourites, my events): no
 * description, roster or creator contact, which only the event page gives, behind its visibility
 * rule.
 */
export const eventCardOutput = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  gameType: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  timezone: z.string(),
  locationName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  capacity: z.number().nullable(),
  spotsTaken: z.number(),
  priceCents: z.number(),
  isPrivate: z.boolean(),
});
