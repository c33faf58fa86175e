import { http, HttpResponse, type HttpHandler } from 'msw';

/** The only key the fake Places API accepts. */
export const GOOGLE_PLACES_TEST_KEY = 'test-key';

interface FakePlace {
  placeId: string;
  city: string;
  county: string;
  state: { long: string; short: string };
  country: { long: string; short: string };
  location: { latitude: number; longitude: number };
}

/** A few real places, including a non-US one that a US-restricted search must never offer. */
export const fakePlaces: FakePlace[] = [
  {
    placeId: 'ChIJLwPMoJm1RIYRetVp1EtGm10',
    city: 'Austin',
    county: 'Travis County',
    state: { long: 'Texas', short: 'TX' },
    country: { long: 'United States', short: 'US' },
    location: { latitude: 30.267153, longitude: -97.7430608 },
  },
  {
    placeId: 'ChIJJ3SpfQsLlVQRkYXR9ua5Nhw',
    city: 'Portland',
    county: 'Multnomah County',
    state: { long: 'Oregon', short: 'OR' },
    country: { long: 'United States', short: 'US' },
    location: { latitude: 45.515232, longitude: -122.6783853 },
  },
  {
    placeId: 'ChIJ9-nKCP6bskwRExJR8sz-xdo',
    city: 'Portland',
    county: 'Cumberland County',
    state: { long: 'Maine', short: 'ME' },
    country: { long: 'United States', short: 'US' },
    location: { latitude: 43.6590993, longitude: -70.2568189 },
  },
  {
    placeId: 'ChIJmysnFgZYSoYRSfPTL2YJuck',
    city: 'Paris',
    county: 'Lamar County',
    state: { long: 'Texas', short: 'TX' },
    country: { long: 'United States', short: 'US' },
    location: { latitude: 33.6609389, longitude: -95.555513 },
  },
  {
    placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
    city: 'Paris',
    county: 'Paris',
    state: { long: 'Île-de-France', short: 'IDF' },
    country: { long: 'France', short: 'FR' },
    location: { latitude: 48.856614, longitude: 2.3522219 },
  },
];

const googleError = (code: number, status: string, message: string) => HttpResponse.json({ error: { code, message, status } }, { status: code });

const badKey = () => googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');

const secondaryText = (place: FakePlace) => (place.country.short === 'US' ? `${place.state.short}, USA` : place.country.long);

interface AutocompleteBody {
  input?: string;
  includedPrimaryTypes?: string[];
  includedRegionCodes?: string[];
}

/** Google Places API (New): autocomplete and place details, as the city search calls them. */
export const googlePlacesHandlers: HttpHandler[] = [
  http.post('https://places.googleapis.com/v1/places:autocomplete', async ({ request }) => {
    if (request.headers.get('x-goog-api-key') !== GOOGLE_PLACES_TEST_KEY) return badKey();
    const body = (await request.json()) as AutocompleteBody;
    if (!body.input) return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    const input = body.input.toLowerCase();
    const regions = body.includedRegionCodes?.map((code) => code.toUpperCase());
    const suggestions = fakePlaces
      .filter((place) => place.city.toLowerCase().startsWith(input.split(',')[0]!.trim()))
      .filter((place) => !regions || regions.includes(place.country.short))
      .map((place) => {
        const secondary = secondaryText(place);
        return {
          placePrediction: {
            place: `places/${place.placeId}`,
            placeId: place.placeId,
            text: { text: `${place.city}, ${secondary}`, matches: [{ endOffset: input.length }] },
            structuredFormat: { mainText: { text: place.city, matches: [{ endOffset: input.length }] }, secondaryText: { text: secondary } },
            types: ['geocode', 'locality', 'political'],
          },
        };
      });
    // Like Google, an empty result is an empty object rather than an empty list.
    return HttpResponse.json(suggestions.length ? { suggestions } : {});
  }),

  http.get('https://places.googleapis.com/v1/places/:placeId', ({ request, params }) => {
    if (request.headers.get('x-goog-api-key') !== GOOGLE_PLACES_TEST_KEY) return badKey();
    if (!request.headers.get('x-goog-fieldmask')) {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
      );
    }
    const place = fakePlaces.find((candidate) => candidate.placeId === params.placeId);
    if (!place) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    return HttpResponse.json({
      addressComponents: [
        { longText: place.city, shortText: place.city, types: ['locality', 'political'], languageCode: 'en' },
        { longText: place.county, shortText: place.county, types: ['administrative_area_level_2', 'political'], languageCode: 'en' },
        { longText: place.state.long, shortText: place.state.short, types: ['administrative_area_level_1', 'political'], languageCode: 'en' },
        { longText: place.country.long, shortText: place.country.short, types: ['country', 'political'], languageCode: 'en' },
      ],
      location: place.location,
      displayName: { text: place.city, languageCode: 'en' },
    });
  }),
];
