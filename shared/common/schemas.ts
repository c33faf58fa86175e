import * as z from 'zod/mini';
import { text } from './text.ts';
import { latitude, longitude } from './numbers.ts';

export const uuid = z.uuid();
export const idInput = z.object({ id: z.uuid() });
export const userIdInput = z.object({ userId: z.uuid() });

/** A picked city: US only, stored with coordinates; the geohash is computed on the server. */
export const citySchema = z.object({
  name: text(200, { min: 2 }),
  lat: latitude(),
  lng: longitude(),
});
export type City = z.infer<typeof citySchema>;

/** User search of spec section 5: 3+ characters; '@' means an e-mail, anything else a uid. */
export const userSearchInput = z.object({ query: text(100, { trim: true, min: 3 }) });
