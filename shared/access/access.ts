/**
 * Who may do what, in one table that the server's permission core (server/access/) and the UI both
 * read, so a button is shown exactly when the procedure behind it would allow it.
 *
 * A person holds a role in a scope: a team, an organisation or a league directly (a roster row),
 * and an event, a form, a season or a site through what owns it (its team or organisation, or the
 * person who made it, who holds it as its owner). An organisation's owners and admins act as
 * admins of its teams and leagues. A team role is one of six and a club role one of five (issue
 * 34); whether its holder has answered the
 * invitation yet is the membership's state, never part of the role. The API shows an invitee's
 * role as 'pending-<role>', as the spec's roster entry does (spec section 3).
 */

export const ROLES = ['owner', 'admin', 'coach', 'player', 'parent', 'fan'] as const;
export type Role = (typeof ROLES)[number];

/**
 * An organisation's (a club's) own roles (issue 34): its players, parents and fans are on its
 * teams, so the club's roster holds those who run it, a treasurer who sees its money, and members.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'coach', 'treasurer', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
/** What a club invitation or role change can give: ownership moves only by transfer. */
export const ASSIGNABLE_ORGANIZATION_ROLES = ['admin', 'coach', 'treasurer', 'member'] as const;
export type AssignableOrganizationRole = (typeof ASSIGNABLE_ORGANIZATION_ROLES)[number];

/** A role of any scope: a team's or an organisation's. */
export type AnyRole = Role | OrganizationRole;
/** Every role, strongest first: the order rosters list them in, and the order `stronger` compares. */
export const ROLE_ORDER = ['owner', 'admin', 'coach', 'treasurer', 'player', 'parent', 'member', 'fan'] as const satisfies readonly AnyRole[];
/** Roles an invitation or a role change can give: ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'coach', 'player', 'parent', 'fan'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const MEMBERSHIP_STATES = ['active', 'invited'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];
export interface Membership {
  role: AnyRole;
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
  /** A league's details, seasons, divisions and schedule; in a club, starting a league for it (issue 34). */
  manageLeague: ['owner', 'admin'],
  /** Approve or decline a team's application to a division, invite a team into one. */
  approveLeagueEntries: ['owner', 'admin'],
  /** Confirm or dispute a league game's reported score, or enter it as final. */
  confirmLeagueScores: ['owner', 'admin'],
  /** Enter a team into a league's division, answer its invitation, withdraw it (in the team's scope). */
  enterLeagues: ['owner', 'admin'],
  /** Report, confirm or dispute the score of the team's own league game (in the team's scope). */
  reportLeagueScores: ['owner', 'admin', 'coach'],
  /** Invite people to a club, change their club role, remove them (issue 34). */
  manageOrganizationMembers: ['owner', 'admin'],
  /** One roster of every member of every club team; a treasurer sees who is there to know who pays. */
  viewOrganizationRoster: ['owner', 'admin', 'coach', 'treasurer'],
  /** The children on the club roster (from the family links of its members): those who look after them. */
  viewOrganizationChildren: ['owner', 'admin', 'coach'],
  /** The inbox of registrations and payments across the club's teams, and its CSV. */
  viewOrganizationPayments: ['owner', 'admin', 'treasurer'],
  /** Club news: every member of the club's teams is told. */
  postOrganizationNews: ['owner', 'admin'],
  /** Members-only club news (the members of the club's teams read it too). */
  readOrganizationNews: ['owner', 'admin', 'coach', 'treasurer', 'member'],
  /**
   * A team's or club's website (issue 35): create it, edit its draft, publish, restore a version.
   * Its creator holds the site as its owner (scope 'site' with the website's creator).
   */
  manageSite: ['owner', 'admin'],
  transferOwnership: ['owner'],
  deleteTeam: ['owner'],
  changePlan: ['owner'],
} as const satisfies Record<string, readonly AnyRole[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Roles of an organisation that carry into its teams and leagues, and the role they carry as. */
export const INHERITED_ROLES: Partial<Record<AnyRole, Role>> = { owner: 'admin', admin: 'admin' };

/** The roles a permission is granted to (for a query's `role in (...)`). */
export const rolesWith = (permission: Permission): readonly AnyRole[] => PERMISSIONS[permission];

/** Whether a membership grants a permission: an active one whose role is in the table. */
export function allows(membership: Membership | null | undefined, permission: Permission): boolean {
  return !!membership && membership.state === 'active' && (PERMISSIONS[permission] as readonly AnyRole[]).includes(membership.role);
}

export const isActive = (membership: Membership | null | undefined): membership is Membership => membership?.state === 'active';
export const isOwner = (membership: Membership | null | undefined): boolean => isActive(membership) && membership.role === 'owner';

/** The role as the API shows it: 'pending-player' for an unanswered invitation (spec section 3). */
export const wireRole = (membership: Membership): string => (membership.state === 'invited' ? `pending-${membership.role}` : membership.role);

/** The API's role text read back: a role missing or containing 'pending' is an unanswered invitation. */
export function fromWireRole(role: string | null | undefined): Membership | null {
  if (!role) return null;
  const invited = role.startsWith('pending-');
  const plain = (invited ? role.slice('pending-'.length) : role) as AnyRole;
  if (!(ROLE_ORDER as readonly string[]).includes(plain)) return null;
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
