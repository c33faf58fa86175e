export const CITY_MESSAGES = {
  notFound: 'City not found',
  searching: 'Searching...',
  noMatch: 'No US city matches',
  searchFailed: 'City search is unavailable right now. Please try again.',
  usOnly: 'Only US cities can be chosen.',
  googleNoAnswer: (action: string) => `Google Places could not ${action}: the service did not answer.`,
  googleFailed: (action: string, detail: string) => `Google Places could not ${action}: ${detail}`,
  incompletePlace: 'Google Places returned a place without a city, state or location.',
} as const;
