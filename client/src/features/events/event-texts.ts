/** Texts and timings of the event pages that the spec does not word; spec words stay in shared/. */
/** Spec section 3: the player card's fallback when a player has no display name. */
export const UNNAMED_PLAYER = 'Unnamed Player';

export const EVENT_TEXTS = {
  /** Spec section 9: home upcoming events are capped at 7. */
  homeUpcomingLimit: 7,
  loadFailed: 'Could not load this event. Please try again.',
  saveFailed: 'Could not save the event. Please try again.',
  joinFailed: 'Could not join the event. Please try again.',
  leaveFailed: 'Could not leave the event. Please try again.',
  rosterFailed: 'Could not load the roster. Please try again.',
  upcomingFailed: 'Could not load your upcoming events.',
  noUpcoming: 'No upcoming events yet.',
  noPast: 'No past events yet.',
  seeAllEvents: 'See all your events',
  seePastEvents: 'Your past events',
  myEventsFailed: 'Could not load your events.',
  opponentsFailed: 'Could not load the team’s opponents.',
  fixErrors: 'Please correct the highlighted fields.',
} as const;
