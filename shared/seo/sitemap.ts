/**
 * The product's sitemap (issue 35): one sitemap index at /sitemap.xml, pointing at one paged
 * sitemap per kind of public page (/sitemaps/{section}-{page}.xml). Kept here so the server and
 * its tests read the same bounds.
 */
export const SITEMAP_SECTIONS = ['pages', 'events', 'places', 'teams', 'clubs', 'leagues', 'posts', 'sites'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export const SITEMAP_LIMITS = {
  /** Addresses in one child sitemap (the protocol allows 50,000; smaller pages answer fast). */
  pageSize: 1000,
  /** Child sitemaps per section at most: the index stays small whatever the tables hold. */
  maxPages: 50,
  /** How far ahead upcoming events are listed. */
  eventsAheadDays: 365,
} as const;

/** A child sitemap's address: /sitemaps/events-1.xml. */
export const sitemapPagePath = (section: SitemapSection, page: number) => `/sitemaps/${section}-${page}.xml`;
export const SITEMAP_PAGE_PATH = /^\/sitemaps\/([a-z]+)-([1-9]\d{0,2})\.xml$/;

/** The public pages that are always there: marketing, help and the lists a visitor starts from. */
export const SITEMAP_STATIC_PATHS = [
  '/discover',
  '/teams-v3',
  '/organizations',
  '/posts',
  '/features',
  '/find-players',
  '/organize-events',
  '/community-connect',
  '/forms-and-waivers',
  '/collect-payments',
  '/create-webpages',
  '/create-tournaments',
  '/organizer/pricing',
  '/member/pricing',
  '/faqs',
  '/guide',
  '/about-us',
  '/sign-up',
] as const;

/** Paths a crawler is asked not to fetch on the product's own domain: the API and pages about one person. */
export const ROBOTS_DISALLOWED = ['/trpc/', '/dev/', '/uploads/private/', '/internal/', '/settings', '/messages', '/notifications', '/home', '/admin'] as const;
