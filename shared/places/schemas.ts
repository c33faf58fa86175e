import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { PLACE_LIMITS } from '../limits/limits.ts';
import { PLACE_MESSAGES } from './messages.ts';
import { latitude, longitude } from '../common/numbers.ts';

/** Places (spec sections 2 and 7): venues with a geo point, the sports they serve and their surfaces. */

/** The surfaces a place can offer; a fixed list so that filters and badges stay consistent. */
export const PLACE_SURFACES = ['Hard court', 'Clay', 'Grass', 'Turf', 'Indoor wood', 'Sand', 'Ice', 'Track', 'Water', 'Trail', 'Other'] as const;
export type PlaceSurface = (typeof PLACE_SURFACES)[number];

export const placeInput = z.object({
  name: text(PLACE_LIMITS.name.max, {
    trim: true,
    min: PLACE_LIMITS.name.min,
    minMessage: PLACE_MESSAGES.nameRequired,
    maxMessage: `Name must be at most ${PLACE_LIMITS.name.max} characters`,
  }),
  address: text(PLACE_LIMITS.address.max, {
    trim: true,
    min: PLACE_LIMITS.address.min,
    minMessage: PLACE_MESSAGES.addressRequired,
    maxMessage: `Address must be at most ${PLACE_LIMITS.address.max} characters`,
  }),
  lat: latitude(),
  lng: longitude(),
  /** The city label picked from the city search ("Austin, TX"), shown beside the address. */
  city: z._default(text(PLACE_LIMITS.city.max, { trim: true }), ''),
  /** Game types played here (labels of system.gameTypes, 'Any' excluded). */
  sports: z.array(text(60, { min: 1 })).check(z.minLength(PLACE_LIMITS.sports.min, PLACE_MESSAGES.pickSports), z.maxLength(PLACE_LIMITS.sports.max)),
  surfaces: z._default(z.array(z.enum(PLACE_SURFACES)).check(z.maxLength(PLACE_SURFACES.length)), []),
  description: z._default(
    text(PLACE_LIMITS.description.max, {
      trim: true,
      multiline: true,
      maxMessage: `Description must be at most ${PLACE_LIMITS.description.max} characters`,
    }),
    '',
  ),
});
export type PlaceInput = z.infer<typeof placeInput>;
export type PlaceFormValues = z.input<typeof placeInput>;

export const updatePlaceInput = z.extend(placeInput, { id: z.uuid() });
export const placeIdInput = z.object({ id: z.uuid() });

/**
 * A map's visible area. West greater than east means the area crosses the antimeridian (the map
 * shows 170°E to 170°W); both are accepted.
 */
export const boundsInput = z.object({ north: latitude(), south: latitude(), east: longitude(), west: longitude() });
export type Bounds = z.infer<typeof boundsInput>;

export const placesByBoundsInput = z.object({
  bounds: boundsInput,
  page: z._default(z.int().check(z.gte(0), z.lte(50)), 0),
  filter: z.optional(
    z.object({
      sport: z.optional(text(60, { min: 1 })),
      q: z.optional(text(PLACE_LIMITS.searchQuery.max, { trim: true })),
    }),
  ),
});
export type PlacesByBoundsInput = z.infer<typeof placesByBoundsInput>;

/** The event form's place picker: by name, nearest first when the form knows where it is. */
export const searchPlacesInput = z.object({
  q: text(PLACE_LIMITS.searchQuery.max, { trim: true, min: PLACE_LIMITS.searchQuery.min }),
  near: z.optional(z.object({ lat: latitude(), lng: longitude() })),
});
export type SearchPlacesInput = z.infer<typeof searchPlacesInput>;

export const placeEventsInput = z.object({
  id: z.uuid(),
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
  page: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
});
export type PlaceEventsInput = z.infer<typeof placeEventsInput>;

export const reorderPlacePhotosInput = z.object({
  id: z.uuid(),
  photoIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(PLACE_LIMITS.photos.max)),
});

/** Paths of the place pages, shared by links, the poster's QR code and tests. */
export const placePaths = {
  view: (id: string) => `/places/view/${id}`,
  edit: (id: string) => `/places/edit/${id}`,
  poster: (id: string) => `/places/poster?id=${encodeURIComponent(id)}`,
  create: '/places/new',
  /** Photo uploads are plain HTTP (the body is the image's bytes), beside the avatar upload. */
  photos: (id: string) => `/uploads/place-photos/${id}`,
  photo: (id: string, photoId: string) => `/uploads/place-photos/${id}/${photoId}`,
} as const;
