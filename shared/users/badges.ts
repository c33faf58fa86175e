/**
 * Badges are earned, computed from what a user did (issue 33), never granted by hand:
 * - first-game: went to one game, that is an event that has started, not cancelled, where they
 *   were going (on its list, not waitlisted) or played on a side of one of its games;
 * - ten-games: the same count reached ten;
 * - full-event-organiser: created an event, not cancelled, whose spots all filled (capacity reached);
 * - team-captain: owns an active team (the team's owner role, its captain).
 */
export const BADGES = [
  { key: 'first-game', label: 'First game', description: 'Played a first game' },
  { key: 'ten-games', label: 'Ten games', description: 'Played ten games' },
  { key: 'full-event-organiser', label: 'Organiser of a full event', description: 'Organised an event that filled every spot' },
  { key: 'team-captain', label: 'Team captain', description: 'Captains a team' },
] as const;

export type BadgeKey = (typeof BADGES)[number]['key'];

/** Games needed for the ten-games badge. */
export const TEN_GAMES = 10;

/** How many upcoming games a public profile lists, soonest first. */
export const PROFILE_UPCOMING_GAMES_MAX = 5;

export const PROFILE_MESSAGES = {
  badgesTitle: 'Badges',
  noBadges: 'No badges yet',
  upcomingTitle: 'Upcoming games',
  noUpcoming: 'No upcoming games',
  /** Shown to the owner only, when a switch hides the section from everyone else. */
  badgesHidden: 'Only you can see your badges: "Show my badges publicly" is off.',
  upcomingHidden: 'Only you can see your upcoming games: "Show my upcoming events" is off.',
} as const;
