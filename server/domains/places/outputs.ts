import { z } from 'zod';

export const placePhotoOutput = z.object({ id: z.string(), url: z.string(), position: z.number() });

/** The photos of a place in their new order. */
export const placePhotoListOutput = z.array(placePhotoOutput);

/** What a list of places shows about one: the first photo only, no description or creator. */
export const placeListItemOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  sports: z.array(z.string()),
  surfaces: z.array(z.string()),
  photoUrl: z.string().nullable(),
});

/** The place page: the creator by name only, and whether the viewer is the creator. */
export const placeOutput = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  timezone: z.string(),
  sports: z.array(z.string()),
  surfaces: z.array(z.string()),
  description: z.string(),
  creatorId: z.string().nullable(),
  creatorName: z.string().nullable(),
  isCreator: z.boolean(),
  photos: z.array(placePhotoOutput),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const placesByBoundsOutput = z.object({ items: z.array(placeListItemOutput), hasMore: z.boolean() });

/** Places by name for the event form, with their distance from the given point when there is one. */
export const placeSearchOutput = z.array(placeListItemOutput.extend({ distanceKm: z.number().nullable() }));

/** The events held at a place, a page at a time: the creator by name only. */
export const placeEventsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      gameType: z.string(),
      startsAt: z.date(),
      endsAt: z.date(),
      timezone: z.string(),
      capacity: z.number().nullable(),
      spotsTaken: z.number(),
      priceCents: z.number(),
      currency: z.string(),
      creatorName: z.string().nullable(),
    }),
  ),
  hasMore: z.boolean(),
});
