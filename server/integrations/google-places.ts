import { AppError } from '../errors/app-error.ts';
import { CITY_MESSAGES } from '../../shared/cities/messages.ts';

const PLACES_API = 'https://places.googleapis.com/v1';
const TIMEOUT_MS = 5_000;
export const GOOGLE_ID_PREFIX = 'google:';

export interface PlaceSuggestion {
  id: string;
  label: string;
  lat: null;
  lng: null;
}

export interface ResolvedPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface GooglePlaces {
  autocomplete(query: string): Promise<PlaceSuggestion[]>;
  resolve(placeId: string): Promise<ResolvedPlace>;
}

interface AutocompleteResponse {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
}

interface PlaceResponse {
  location?: { latitude?: number; longitude?: number };
  displayName?: { text?: string };
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
}

interface GoogleErrorBody {
  error?: { message?: string; status?: string };
}

/** Google Places API (New), used for city search only when GOOGLE_MAPS_API_KEY is set. */
export function googlePlaces(apiKey: string): GooglePlaces {
  async function call<T>(action: string, url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: { 'X-Goog-Api-Key': apiKey, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        // A hung vendor must not hold the user's search open.
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('BAD_REQUEST', CITY_MESSAGES.googleNoAnswer(action));
    }
    if (response.status === 404) throw new AppError('NOT_FOUND', CITY_MESSAGES.notFound);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as GoogleErrorBody | null;
      const detail = body?.error?.message ?? `HTTP ${response.status}.`;
      throw new AppError('BAD_REQUEST', CITY_MESSAGES.googleFailed(action, detail.slice(0, 200)));
    }
    return (await response.json()) as T;
  }

  return {
    async autocomplete(query) {
      const body = await call<AutocompleteResponse>('search cities', `${PLACES_API}/places:autocomplete`, {
        method: 'POST',
        body: { input: query, includedPrimaryTypes: ['locality'], includedRegionCodes: ['us'] },
      });
      return (body.suggestions ?? []).flatMap(({ placePrediction }) =>
        placePrediction?.placeId && placePrediction.text?.text
          ? [{ id: `${GOOGLE_ID_PREFIX}${placePrediction.placeId}`, label: placePrediction.text.text, lat: null, lng: null }]
          : [],
      );
    },

    async resolve(placeId) {
      // Place ids are URL-safe base64-like tokens; anything else must not reach the URL path.
      if (!/^[\w-]{1,256}$/.test(placeId)) throw new AppError('NOT_FOUND', CITY_MESSAGES.notFound);
      const place = await call<PlaceResponse>('look up the city', `${PLACES_API}/places/${placeId}`, {
        method: 'GET',
        headers: { 'X-Goog-FieldMask': 'location,addressComponents,displayName' },
      });
      const component = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type));
      if (component('country')?.shortText !== 'US') throw new AppError('BAD_REQUEST', CITY_MESSAGES.usOnly);
      const city = component('locality')?.longText ?? place.displayName?.text;
      const state = component('administrative_area_level_1')?.shortText;
      const lat = place.location?.latitude;
      const lng = place.location?.longitude;
      if (!city || !state || typeof lat !== 'number' || typeof lng !== 'number') {
        throw new AppError('BAD_REQUEST', CITY_MESSAGES.incompletePlace);
      }
      return { name: `${city}, ${state}`, lat, lng };
    },
  };
}
