import { PRODUCT_NAME } from '../common/constants.ts';
import { SEASON_LIMITS } from '../limits/limits.ts';

/** Seasons, their groups and sessions, and registrations (issue 15). */
export const SEASON_MESSAGES = {
  notFound: 'Season not found',
  labelRequired: 'Give the season a name, such as "Fall 2026"',
  groupNameRequired: 'Give the group a name, such as "Under 12"',
  sessionNameRequired: 'Give the session a name, such as "Tuesday practices"',
  endBeforeStart: 'The end date must be on or after the start date',
  tooLong: `A season can run at most ${SEASON_LIMITS.maxDays} days`,
  sessionOutside: 'A session must fall within its season’s dates',
  groupExists: 'This season already has a group with that name',
  seasonLimit: `A team can keep at most ${SEASON_LIMITS.seasonsPerTeam} seasons`,
  groupLimit: `A season can have at most ${SEASON_LIMITS.groupsPerSeason} groups`,
  sessionLimit: `A season can have at most ${SEASON_LIMITS.sessionsPerSeason} sessions`,
  groupNotFound: 'Group not found in this season',
  sessionNotFound: 'Pick a session of one of the hosting team’s seasons',
  pickGroup: 'Pick a group: this season registers players by group',
  notOnRoster: 'Only players on the team’s roster can be registered',
  alreadyRegistered: 'This player is already registered for the season',
  seasonNotOpen: 'Registration for this season is not open',
  registrationNotFound: 'Registration not found',
  hasRegistrations: 'Players are registered for this season: archive it instead',
  groupHasRegistrations: 'Players are registered in this group: cancel their registrations first',
  /** Spec section 3 (player card): no registrations for the user on the product. */
  noRegistrations: `No registrations were found for this user on ${PRODUCT_NAME}.`,
  registered: (name: string) => `${name} is registered`,
  waitlisted: (name: string) => `${name} is on the waitlist: the group is full`,
  registrationsLoadFailed: 'Could not load the registrations.',
  seasonsLoadFailed: 'Could not load the seasons.',
} as const;
