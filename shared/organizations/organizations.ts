/** Bounds of a club's fields, and the slugs nobody may take (they name pages or read as official). */
export const ORGANIZATION_LIMITS = {
  nameMax: 80,
  slugMin: 3,
  slugMax: 40,
  aboutMax: 4000,
  sportsMax: 10,
  phoneMax: 30,
  websiteMax: 200,
  searchTextMax: 100,
  searchPageSize: 20,
  searchMaxPage: 50,
  searchRadiusKmDefault: 80,
  searchRadiusKmMax: 500,
  clubsPerDay: { limit: 10, windowSeconds: 24 * 60 * 60 },
  pageTeams: 100,
  pageEvents: 20,
  pageForms: 20,
  /** The club admin area's lists: a page at a time; a CSV holds at most csvRows lines. */
  rosterPageSize: 50,
  inboxPageSize: 50,
  adminMaxPage: 200,
  csvRows: 5000,
  newsTitleMax: 120,
  newsBodyMax: 4000,
  newsPageSize: 10,
  newsMaxPage: 50,
  /** The members an invitation can name at once is one; invitations a club admin may send a day. */
  invitesPerDay: { limit: 100, windowSeconds: 24 * 60 * 60 },
  newsPerDay: { limit: 20, windowSeconds: 24 * 60 * 60 },
} as const;

/** Who reads a club's news post: anyone, or the club's members and the members of its teams. */
export const NEWS_VISIBILITIES = ['public', 'members'] as const;
export type NewsVisibility = (typeof NEWS_VISIBILITIES)[number];

/** The kinds of row in the registrations and payments inbox. */
export const INBOX_KINDS = ['registration', 'payment'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** Every status an inbox row can have: a registration's (form submission) or a payment's. */
export const INBOX_STATUSES = [
  'submitted',
  'pending-payment',
  'paid',
  'balance-due',
  'refunded',
  'waitlisted',
  'cancelled',
  'pending',
  'expired',
  'partially_refunded',
] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The admin area's sections, in the order the club page shows them (the `tab` address parameter). */
export const CLUB_ADMIN_TABS = ['teams', 'members', 'money', 'news', 'settings'] as const;
export type ClubAdminTab = (typeof CLUB_ADMIN_TABS)[number];

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'create',
  'edit',
  'help',
  'login',
  'logout',
  'new',
  'org',
  'orgs',
  'organization',
  'organizations',
  'rally',
  'search',
  'settings',
  'signup',
  'support',
  'team',
  'teams',
  'www',
]);

/** One or more runs of lowercase letters and digits joined by single hyphens; linear to test. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
