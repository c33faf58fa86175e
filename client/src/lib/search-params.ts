import { safeParse, type output, type ZodMiniType } from 'zod/mini';
import { citySchema, type City } from '../../../shared/common/schemas.ts';
import { text } from '../../../shared/common/text.ts';

/**
 * Reading a search page's choices back from its address (Discover, Find a team). An address is
 * typed by anyone: a part no search could hold is dropped, never shown as an error.
 */

/** The value when the schema takes it, else undefined. */
export function validParam<S extends ZodMiniType>(schema: S, value: string | null): output<S> | undefined {
  if (value === null) return undefined;
  const result = safeParse(schema, value);
  return result.success ? result.data : undefined;
}

/** A game type's label, as the procedures take it. */
export const gameTypeParam = text(60, { min: 1 });

// A coordinate is a short decimal; anything longer is not one (and is never handed to Number()).
const coordinate = (value: string | null) => (value !== null && /^-?\d{1,3}(\.\d{1,12})?$/.test(value) ? Number(value) : Number.NaN);

/** A place picked on a search page, as address parameters: a city, "anywhere" (null), or none chosen (undefined). */
export function readCityParam(params: URLSearchParams): City | null | undefined {
  if (params.get('anywhere') === '1') return null;
  const name = params.get('city');
  if (name === null) return undefined;
  const parsed = safeParse(citySchema, { name, lat: coordinate(params.get('lat')), lng: coordinate(params.get('lng')) });
  return parsed.success ? parsed.data : undefined;
}

export function writeCityParam(params: URLSearchParams, city: City | null | undefined): void {
  if (city === null) params.set('anywhere', '1');
  if (city) {
    params.set('city', city.name);
    params.set('lat', city.lat.toFixed(6));
    params.set('lng', city.lng.toFixed(6));
  }
}
