import { PLACE_LIMITS } from '../limits/limits.ts';

/** Texts of the places pages: 'Place not found' is the spec's (section 8); the rest are ours. */
export const PLACE_MESSAGES = {
  notFound: 'Place not found',
  notCreator: 'Only the person who added this place can change it.',
  nameRequired: 'Name is required',
  addressRequired: 'Enter the street address',
  chooseLocation: 'Choose the city from the list, or use your current location',
  pickSports: 'Pick at least one sport',
  unknownSport: 'Pick sports from the list',
  invalidBounds: 'The map area is not valid: its north edge must be above its south edge.',
  tooManyPhotos: `A place can have at most ${PLACE_LIMITS.photos.max} photos.`,
  photoNotFound: 'Photo not found',
  photoTooLarge: 'That photo is too large. Choose one under 10 MB.',
  photoOrder: 'List every photo of the place exactly once.',
  loadFailed: 'Could not load this place. Please try again.',
  listFailed: 'Could not load places. Please try again.',
  eventsFailed: 'Could not load the events at this place.',
  saveFailed: 'Could not save the place. Please try again.',
  created: 'Place added',
  sameSpot: 'Already on Rally, right by your pin. Is it one of these?',
  addAnyway: 'No, add mine',
  updated: 'Place updated',
  noPlacesHere: 'No places in this area yet.',
  noUpcomingEvents: 'No upcoming events here yet.',
  noPastEvents: 'No past events here.',
  locationFailed: 'Could not get your location. Choose the city instead.',
} as const;
