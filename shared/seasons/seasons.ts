/**
 * Seasons (issue 15; spec sections 3 and 7): a team's season with its groups (divisions) and
 * sessions (blocks of team events), and the registrations that put players on it. One table of
 * words and limits for the server's checks and the UI.
 */

export const SEASON_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];
export const SEASON_STATUS_LABELS: Record<SeasonStatus, string> = {
  draft: 'Draft',
  open: 'Registration open',
  closed: 'Registration closed',
  archived: 'Archived',
};

export const SEASON_GROUP_KINDS = ['division', 'age', 'skill', 'gender'] as const;
export type SeasonGroupKind = (typeof SEASON_GROUP_KINDS)[number];
export const SEASON_GROUP_KIND_LABELS: Record<SeasonGroupKind, string> = { division: 'Division', age: 'Age group', skill: 'Skill level', gender: 'Gender' };

export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = { registered: 'Registered', waitlisted: 'Waitlisted', cancelled: 'Cancelled' };
