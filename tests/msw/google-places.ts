import type { HttpHandler } from 'msw';

/** Google Places API (New): filled in with the city search. */
export const googlePlacesHandlers: HttpHandler[] = [];
