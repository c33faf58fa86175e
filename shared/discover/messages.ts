export const DISCOVER_MESSAGES = {
  noEvents: 'No events match. Try a wider area, other dates or fewer filters.',
  loadFailed: 'Could not load events. Please try again.',
  searchFailed: 'Search is unavailable right now. Please try again.',
  playerSearchFailed: 'Could not search for players.',
} as const;
