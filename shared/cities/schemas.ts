import * as z from 'zod/mini';
import { text } from '../common/text.ts';

/** Shorter text matches too much to be useful; the debounce spares a request per keystroke. */
export const CITY_SEARCH = { minChars: 2, debounceMs: 300 } as const;

/** Typed text of the Go-To Area city search. */
export const citySearchInput = z.object({ query: text(100, { trim: true, min: 1 }) });

/** A suggestion's id: `geonames:<id>` from the gazetteer or `google:<placeId>` from Places. */
export const cityResolveInput = z.object({ id: text(300, { trim: true, min: 1 }) });

/** Gazetteer suggestions carry coordinates; Places suggestions need `cities.resolve` first. */
export const citySuggestion = z.object({
  // eslint-disable-next-line no-restricted-syntax -- an output: what the server sends, not what it accepts
  id: z.string(),
  // eslint-disable-next-line no-restricted-syntax -- an output
  label: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
});
export type CitySuggestion = z.infer<typeof citySuggestion>;
