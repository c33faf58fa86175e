import { safeParse } from 'zod/mini';
import { citySchema, type City } from '../../../shared/schemas/common.ts';

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
