import { z } from 'zod';
import { getPlace } from '../domains/places/get-place.ts';
import { placeEvents } from '../domains/places/place-events.ts';
import { reorderPlacePhotos } from '../domains/places/place-photos.ts';
import { placesByBounds } from '../domains/places/places-by-bounds.ts';
import { createPlace, updatePlace } from '../domains/places/save-place.ts';
import { searchPlaces } from '../domains/places/search-places.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import {
  placeEventsInput,
  placeIdInput,
  placeInput,
  placesByBoundsInput,
  reorderPlacePhotosInput,
  searchPlacesInput,
  updatePlaceInput,
} from '../../shared/schemas/places.ts';

const photo = z.object({ id: z.string(), url: z.string(), position: z.number() });
const listItem = z.object({
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

/**
 * Places (spec section 7): add, update, by id, by map bounds with page and filter, by name for the
 * event form, and the events held at one. Photos are uploaded and removed over plain HTTP
 * (server/http/place-photos.ts); their order is set here.
 */
export const placesRouter = router({
  create: authedProcedure
    .input(placeInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => createPlace(ctx.db, ctx.user.id, input)),

  update: authedProcedure
    .input(updatePlaceInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input: { id, ...place } }) => updatePlace(ctx.db, ctx.user.id, id, place)),

  get: publicProcedure
    .input(placeIdInput)
    .output(
      z.object({
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
        photos: z.array(photo),
        createdAt: z.date(),
        updatedAt: z.date(),
      }),
    )
    .query(({ ctx, input }) => getPlace(ctx.db, input.id, ctx.auth?.user.id ?? null)),

  byBounds: publicProcedure
    .input(placesByBoundsInput)
    .output(z.object({ items: z.array(listItem), hasMore: z.boolean() }))
    .query(({ ctx, input }) => placesByBounds(ctx.db, input)),

  search: publicProcedure
    .input(searchPlacesInput)
    .output(z.array(listItem.extend({ distanceKm: z.number().nullable() })))
    .query(({ ctx, input }) => searchPlaces(ctx.db, input)),

  events: publicProcedure
    .input(placeEventsInput)
    .output(
      z.object({
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
      }),
    )
    .query(({ ctx, input }) => placeEvents(ctx.db, ctx.auth?.user.id ?? null, input)),

  reorderPhotos: authedProcedure
    .input(reorderPlacePhotosInput)
    .output(z.array(photo))
    .mutation(({ ctx, input }) => reorderPlacePhotos(ctx.db, input.id, ctx.user.id, input.photoIds)),
});
