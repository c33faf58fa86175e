/**
 * Team roles and what each may do: one table that the server's checks and the UI both read, so a
 * button is shown exactly when the procedure behind it would allow it (spec section 6: team members
 * with roles). Roles, what each may do and invitation state live in shared/access/access.ts.
 */

import { ASSIGNABLE_ROLES, PERMISSIONS, ROLES, type AssignableRole, type Permission, type Role } from '../access/access.ts';

export { can, invitedRole, isPendingRole } from '../access/access.ts';

export const TEAM_ROLES = ROLES;
export type TeamRole = Role;
export const ASSIGNABLE_TEAM_ROLES = ASSIGNABLE_ROLES;
export type AssignableTeamRole = AssignableRole;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  coach: 'Coach',
  player: 'Player',
  parent: 'Parent/Guardian',
  fan: 'Fan',
};

/** The role table (shared/access/access.ts), under the name the team pages know it by. */
export const TEAM_PERMISSIONS = PERMISSIONS;
export type TeamPermission = Permission;

/** Privacy choices of the create wizard: who can find the team and how people get on it. */
export const TEAM_PRIVACY = ['public', 'private', 'invite-only'] as const;
export type TeamPrivacy = (typeof TEAM_PRIVACY)[number];
export const TEAM_PRIVACY_LABELS: Record<TeamPrivacy, { label: string; help: string }> = {
  public: { label: 'Public', help: 'Anyone can find the team and join it.' },
  private: { label: 'Private', help: 'Only members and invitees can see the team.' },
  'invite-only': { label: 'Invite only', help: 'Anyone can find the team; only invited people can join.' },
};

export const TEAM_AGE_GROUPS = ['All ages', 'Under 8', 'Under 10', 'Under 12', 'Under 14', 'Under 16', 'Under 18', 'Adults', 'Seniors (50+)'] as const;
export const TEAM_GENDERS = ['Any', 'Female', 'Male', 'Mixed'] as const;
export const TEAM_SKILL_LEVELS = ['All levels', 'Beginner', 'Intermediate', 'Advanced', 'Competitive'] as const;

export const RSVP_ANSWERS = ['going', 'maybe', 'not-going'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
export const RSVP_LABELS: Record<RsvpAnswer, string> = { going: 'Going', maybe: 'Maybe', 'not-going': 'Not going' };
/** A nudge to non-responders at most this often per event. */
export const RSVP_NUDGE_INTERVAL_HOURS = 12;

/** The create wizard's six pages (issue 14); leaving on pages 2 to 6 queues the reminder mail. */
export const TEAM_WIZARD_STEPS = ['Basics', 'Who it is for', 'Privacy', 'Plan', 'Invite players', 'Review'] as const;
export const TEAM_WIZARD_REMINDER_FROM_STEP = 2;
