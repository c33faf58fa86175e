/**
 * The blocks a website page is made of (issue 35): one name each, as the builder (Puck's component
 * config) and the server's renderer both key them. Blocks with live data are filled from the
 * database when the page is rendered (publish, and the sites.rerender job when that data changes).
 */
export const BLOCK_TYPES = ['Hero', 'Text', 'Gallery', 'Schedule', 'Roster', 'Standings', 'Registrations', 'Sponsors', 'Contact', 'Map'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_LABELS: Record<BlockType, string> = {
  Hero: 'Hero',
  Text: 'Text',
  Gallery: 'Image gallery',
  Schedule: 'Schedule',
  Roster: 'Roster',
  Standings: 'Standings and brackets',
  Registrations: 'Open registrations',
  Sponsors: 'Sponsors',
  Contact: 'Contact',
  Map: 'Map',
};

/** Blocks whose content comes from the team's or club's data, re-rendered when that data changes. */
export const LIVE_BLOCK_TYPES: ReadonlySet<BlockType> = new Set(['Schedule', 'Roster', 'Standings', 'Registrations']);

export const SITE_LIMITS = {
  titleMax: 120,
  pagesMax: 10,
  blocksPerPageMax: 40,
  slugMax: 60,
  pageTitleMax: 120,
  seoDescriptionMax: 300,
  headingMax: 120,
  subheadingMax: 300,
  bodyMax: 5000,
  buttonLabelMax: 40,
  linkMax: 500,
  imageUrlMax: 500,
  altMax: 200,
  galleryImagesMax: 12,
  sponsorsMax: 20,
  nameMax: 80,
  addressMax: 300,
  scheduleItemsMax: 20,
  /** Published versions kept per site; older ones are deleted as a new one lands. */
  versionsKept: 20,
  /** Websites one person may create per day. */
  createsPerDay: 20,
  blockIdMax: 80,
  /** The widths (px) an uploaded site image is stored at, for srcset. */
  imageWidths: [480, 960, 1600],
  imageMaxBytes: 8 * 1024 * 1024,
  /** The sites.rerender job waits this long so a burst of score entries renders the site once. */
  rerenderDebounceSeconds: 3,
} as const;

/** The page a site opens on: the first page, at /site/view/{id}; others at /site/view/{id}/{slug}. */
export const HOME_SLUG = 'home';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_COLORS = { primary: '#1d4ed8', accent: '#f59e0b' } as const;
