/**
 * Hosts you follow (issue 32, spec routes subscriptions and subscriptions/{hostId}). The spec
 * names only the logged load failure; the rest is ours.
 */
export const FOLLOW_MESSAGES = {
  /** Spec section 8: logged (console.error) when the list fails to load, and an empty list shown. */
  loadFailed: 'Error fetching subscriptions',
  pageTitle: 'Hosts you follow',
  intro: 'Organisers and public teams you follow. Their new public events reach you and come first in your nearby events.',
  empty: 'You do not follow any hosts yet',
  emptyHelp: 'Open an organiser’s profile or a public team’s page and press Follow to hear about their new events.',
  loading: 'Loading hosts...',
  follow: 'Follow',
  following: 'Following',
  unfollow: 'Unfollow',
  unfollowTitle: (name: string) => `Unfollow ${name}?`,
  unfollowBody: 'You will no longer hear about their new events.',
  nextEvent: 'Next event',
  noUpcoming: 'No upcoming public events',
  upcomingEvents: 'Upcoming events',
  followers: (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`,
  fromFollowedHost: 'From a host you follow',
  hostNotFound: 'Host not found',
  hostLoadFailed: 'Could not load this host.',
  cannotFollowSelf: 'You cannot follow yourself.',
  privateTeam: 'Only public teams can be followed.',
  blocked: 'You cannot follow this host.',
  tooMany: 'You follow as many hosts as you can. Unfollow one to follow another.',
  organiser: 'Organiser',
  team: 'Team',
  /** The in-app notification and e-mail about a followed host's new event. */
  newEventHeading: (host: string) => `${host} posted a new event`,
  newEventMessage: (host: string, title: string) => `${host} you follow posted ${title}.`,
} as const;

/** How many hosts one user may follow, and how many of a host's events its page lists. */
export const FOLLOW_LIMITS = { maxFollows: 500, hostEvents: 20 } as const;
