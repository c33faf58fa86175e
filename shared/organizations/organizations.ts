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
} as const;

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
