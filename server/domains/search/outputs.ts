import { z } from 'zod';
import { discoveredEventOutput } from '../events/outputs.ts';

/**
 * The full-search page: events, places, teams and players at once. Players show name, photo and
 * city only, and need a signed-in viewer (playersNeedSignIn says when they were left out).
 */
export const fullSearchOutput = z.object({
  events: z.array(discoveredEventOutput),
  places: z.array(z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), sports: z.array(z.string()) })),
  teams: z.array(z.object({ id: z.string(), name: z.string(), gameType: z.string().nullable(), cityName: z.string().nullable() })),
  players: z.array(z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable(), city: z.string().nullable() })),
  page: z.number(),
  hasMore: z.object({ events: z.boolean(), places: z.boolean(), teams: z.boolean(), players: z.boolean() }),
  playersNeedSignIn: z.boolean(),
});
