/**
 * Who may do what, in one table that the server's permission core (server/access/) and the UI both
 * read, so a button is shown exactly when the procedure behind it would allow it.
 *
 * A person holds a role in a scope: a team, an organisation or a league directly (a roster row),
 * and an event, a form, a season or a site through what owns it (its team or organisation, or the
 * person who made it, who holds it as its owner). An organisation's owners and admins act as
 * admins of its teams and leagues. A role is one of six; whether its holder has answered the
 * invitation yet is the membership's state, never part of the role. The API shows an invitee's
 * role as 'pending-<role>', as the spec's roster entry does (spec section 3).
 */

export const ROLES = ['owner', 'admin', 'coach', 'player', 'parent', 'fan'] as const;
export type Role = (typeof ROLES)[number];
/** Roles an invitation or a role change can give: ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'coach', 'player', 'parent', 'fan'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const MEMBERSHIP_STATES = ['active', 'invited'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];
export interface Membership {
  role: Role;
  state: MembershipState;
}

export const SCOPE_KINDS = ['team', 'organization', 'league', 'event', 'form', 'season', 'site'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

/** What each role may do, in every scope it holds. */
export const PERMISSIONS = {
  /** Name, about, city, who it is for, privacy, logo. */
  editTeam: ['owner', 'admin'],
  inviteMembers: ['owner', 'admin', 'coach'],
  changeRoles: ['owner', 'admin'],
  removeMembers: ['owner', 'admin'],
  resetShareLink: ['owner', 'admin'],
  manageExternalTeams: ['owner', 'admin', 'coach'],
  /** Host events for the team, see who answered, nudge those who have not. */
  manageSchedule: ['owner', 'admin', 'coach'],
  /** Seasons, their groups and sessions, and who is registered for them (issue 15). */
  manageSeasons: ['owner', 'admin'],
  /** Build forms, publish them, read and refund their submissions. */
  manageForms: ['owner', 'admin'],
  /** Games and brackets of the team's events. */
  manageGames: ['owner', 'admin'],
  /** Send the members an invoice (billing's recipients). */
  invoiceMembers: ['owner', 'admin'],
  /** An announcement reaches every member as a notification (key 'announcements'); chat does not. */
  postAnnouncement: ['owner', 'admin', 'coach'],
  /** A club's name, slug, about, city, sports, logo and contact (issue 34). */
  editOrganization: ['owner', 'admin'],
  /** Create a team inside a club, attach or detach one (the team's owner consents by being a club admin too). */
  manageOrganizationTeams: ['owner', 'admin'],
  /** A team joins or leaves a club only with its owner's consent (and the club's admin's: manageOrganizationTeams). */
  moveTeamBetweenClubs: ['owner'],
  /**
   * A team's or club's website (issue 35): create it, edit its draft, publish, restore a version.
   * Its creator holds the site as its owner (scope 'site' with the website's creator).
   */
  manageSite: ['owner', 'admin'],
  transferOwnership: ['owner'],
  deleteTeam: ['owner'],
  changePlan: ['owner'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Roles of an organisation that carry into its teams and leagues, and the role they carry as. */
export const INHERITED_ROLES: Partial<Record<Role, Role>> = { owner: 'admin', admin: 'admin' };

/** The roles a permission is granted to (for a query's `role in (...)`). */
export const rolesWith = (permission: Permission): readonly Role[] => PERMISSIONS[permission];

/** Whether a membership grants a permission: an active one whose role is in the table. */
export function allows(membership: Membership | null | undefined, permission: Permission): boolean {
  return !!membership && membership.state === 'active' && (PERMISSIONS[permission] as readonly Role[]).includes(membership.role);
}

export const isActive = (membership: Membership | null | undefined): membership is Membership => membership?.state === 'active';
export const isOwner = (membership: Membership | null | undefined): boolean => isActive(membership) && membership.role === 'owner';

/** The role as the API shows it: 'pending-player' for an unanswered invitation (spec section 3). */
export const wireRole = (membership: Membership): string => (membership.state === 'invited' ? `pending-${membership.role}` : membership.role);

/** The API's role text read back: a role missing or containing 'pending' is an unanswered invitation. */
export function fromWireRole(role: string | null | undefined): Membership | null {
  if (!role) return null;
  const invited = role.startsWith('pending-');
  const plain = (invited ? role.slice('pending-'.length) : role) as Role;
  if (!(ROLES as readonly string[]).includes(plain)) return null;
  return { role: plain, state: invited ? 'invited' : 'active' };
}

/** Spec section 3: a role missing or containing 'pending' is an unanswered invitation (the API's role text). */
export const isPendingRole = (role: string | null | undefined): boolean => !role || role.includes('pending');
/** The role an invitation's API text offers: 'pending-coach' offers 'coach'. */
export const invitedRole = (role: string): AssignableRole => role.replace(/^pending-/, '') as AssignableRole;

/** The UI's check, on the role text the API shows: the same table as the server's. */
export const can = (role: string | null | undefined, permission: Permission): boolean => allows(fromWireRole(role), permission);

/** Whether the API's role text is the owner's (the UI hides what ownership alone may not do). */
export const isOwnerRole = (role: string | null | undefined): boolean => isOwner(fromWireRole(role));
