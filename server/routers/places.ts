import { idOutput } from '../domains/outputs.ts';
import { getPlace } from '../domains/places/get-place.ts';
import { placeEventsOutput, placeOutput, placePhotoListOutput, placeSearchOutput, placesByBoundsOutput } from '../domains/places/outputs.ts';
import { placeEvents } from '../domains/events/place-events.ts';
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
} from '../../shared/places/schemas.ts';

/**
 * Places (spec section 7): add, update, by id, by map bounds with page and filter, by name for the
 * event form, and the events held at one. Photos are uploaded and removed over plain HTTP
 * (server/http/routes/places/place-photos.ts); their order is set here.
 */
export const placesRouter = router({
  create: authedProcedure
    .input(placeInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createPlace(ctx.db, ctx.user.id, input)),

  update: authedProcedure
    .input(updatePlaceInput)
    .output(idOutput)
    .mutation(({ ctx, input: { id, ...place } }) => updatePlace(ctx.db, ctx.user.id, id, place)),

  get: publicProcedure
    .input(placeIdInput)
    .output(placeOutput)
    .query(({ ctx, input }) => getPlace(ctx.db, input.id, ctx.auth?.user.id ?? null)),

  byBounds: publicProcedure
    .input(placesByBoundsInput)
    .output(placesByBoundsOutput)
    .query(({ ctx, input }) => placesByBounds(ctx.db, input)),

  search: publicProcedure
    .input(searchPlacesInput)
    .output(placeSearchOutput)
    .query(({ ctx, input }) => searchPlaces(ctx.db, input)),

  events: publicProcedure
    .input(placeEventsInput)
    .output(placeEventsOutput)
    .query(({ ctx, input }) => placeEvents(ctx.db, ctx.auth?.user.id ?? null, input)),

  reorderPhotos: authedProcedure
    .input(reorderPlacePhotosInput)
    .output(placePhotoListOutput)
    .mutation(({ ctx, input }) => reorderPlacePhotos(ctx.db, input.id, ctx.user.id, input.photoIds)),
});
