import * as z from 'zod/mini';

/** Shorter text matches too much to be useful; the debounce spares a request per keystroke. */
export const CITY_SEARCH = { minChars: 2, debounceMs: 300 } as const;

/** Typed text of the Go-To Area city search. */
export const citySearchInput = z.object({ query: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** A suggestion's id: `geonames:<id>` from the gazetteer or `google:<placeId>` from Places. */
export const cityResolveInput = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)) });

/** Gazetteer suggestions carry coordinates; Places suggestions need `cities.resolve` first. */
export const citySuggestion = z.object({
  id: z.string(),
  label: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;

export const CITY_MESSAGES = {
  notFound: 'City not found',
  searching: 'Searching...',
  noMatch: 'No US city matches',
  searchFailed: 'City search is unavailable right now. Please try again.',
} as const;
