/**
 * Every size, count and length limit, grouped by area: the one table that server and client read
 * (docs/architecture.md, "Bounded input"). Rate limits (how many in what window) are in
 * rate-limits.ts beside it; what a team's paid plan allows is product pricing, in
 * shared/billing/billing.ts (TEAM_PLAN_LIMITS).
 */

// Accounts, people and sign-in

export const LIMITS = {
  displayName: { min: 2, max: 25 },
  fullName: { min: 2, max: 300 },
  lastName: { min: 1, max: 100 },
  email: { max: 100 },
  familyMemberAge: { min: 1, max: 120 },
  password: { min: 8, max: 128 },
} as const;

/** The longest `?next=` value followed after sign-in (shared/auth/return-path.ts). */
export const RETURN_PATH_MAX_LENGTH = 2048;

export const FAMILY_ROWS_MAX = 20;

// Requests, live subscriptions and uploads

/**
 * What one API request may carry; the client's batch link and the server read the same numbers.
 * The body cap fits the largest legitimate input (an event with a 5,000-character description and
 * 366 excluded dates is under 20 KB) with room to spare; uploads have their own limits.
 */
export const API_LIMITS = {
  maxBodyBytes: 1024 * 1024,
  maxBatchSize: 20,
  /** Node refuses request heads over 16 KiB; a longer batch of queries is split by the client. */
  maxUrlLength: 8_000,
} as const;

/**
 * Live subscriptions (server-sent events) one user, or one address signed out, may hold open in a
 * server process at once: a browser tab opens one to four, so this is far above honest use.
 */
export const LIVE_LIMITS = {
  subscriptionsPerUser: 32,
  subscriptionsPerAddress: 64,
} as const;

/** Header and body bounds of the routes outside tRPC. */
export const HTTP_LIMITS = {
  /** A Host header longer than this is no host[:port] (CSRF origin check, the dev outbox's loopback check). */
  hostMaxLength: 300,
  /** Stripe's events are a few kilobytes; a megabyte leaves room for the largest. */
  stripeWebhookMaxBytes: 1024 * 1024,
} as const;

export const UPLOAD_LIMITS = {
  avatarMaxBytes: 5 * 1024 * 1024,
  /**
   * A few kilobytes of PNG can declare a huge canvas; decoding one would take gigabytes. 50
   * megapixels covers any phone camera while keeping a decode in the low hundreds of megabytes.
   */
  imageMaxInputPixels: 50_000_000,
} as const;

// Teams, seasons, events and games

export const TEAM_LIMITS = {
  logoMaxBytes: 5 * 1024 * 1024,
  logoPx: 256,
  messageMax: 2000,
  chatPageSize: 50,
  externalTeamNameMax: 80,
  externalTeamsMax: 200,
  nameMax: 60,
  descriptionMax: 2000,
  /** Invitations one request can send: a roster's worth, not a mailing list. */
  invitesPerRequest: 50,
  /** Nearest-first search pages. */
  searchPageSize: 20,
  /** The deepest page of the search, and the longest team name typed into it. */
  searchMaxPage: 50,
  searchTextMax: 100,
  searchRadiusKmMax: 500,
  /** Teams travel farther than a pickup game: the search starts wider than Discover's. */
  searchRadiusKmDefault: 80,
} as const;

export const SEASON_LIMITS = {
  labelMax: 80,
  groupNameMax: 60,
  sessionNameMax: 80,
  groupCapacityMax: 10_000,
  /** Per team and per season: a league's worth, not an archive without end. */
  seasonsPerTeam: 100,
  groupsPerSeason: 50,
  sessionsPerSeason: 50,
  /** A season runs at most this long (a school year with its summer, not a decade). */
  maxDays: 400,
} as const;

export const EVENT_LIMITS = {
  title: { min: 1, max: 120 },
  description: { max: 5000 },
  durationMinutes: { min: 1, max: 7 * 24 * 60 },
  capacity: { max: 10_000 },
  /** Addresses one event may invite by e-mail: a club's list, not a mailing run. */
  emailInvitesPerEvent: 200,
  guestLimit: { max: 20 },
  priceCents: { max: 1_000_000 },
  slotGroups: { max: 20 },
  hours: { max: 24 * 30 },
  excludedDates: { max: 366 },
  /** How far ahead occurrences of an open-ended recurring event exist at any time. */
  materializeWeeks: 26,
  /** Occurrences one series may ever have when its rule has COUNT or UNTIL. */
  maxOccurrences: 260,
} as const;

export const GAME_LIMITS = {
  nameMax: 80,
  courtMax: 60,
  notesMax: 1000,
  reasonMax: 300,
  periodsMax: 20,
  scoreMax: 9999,
  gamesPerEvent: 200,
  bracketEntrantsMin: 2,
  bracketEntrantsMax: 64,
  /** Players on one ad-hoc side picked from the event's joiners. */
  sidePlayersMax: 50,
  /** An organiser's tournaments listed at once (the Tournaments page): more than any club runs live. */
  tournamentsListed: 100,
} as const;

// Places

export const PLACE_LIMITS = {
  name: { min: 1, max: 120 },
  address: { min: 3, max: 300 },
  city: { max: 200 },
  description: { max: 2000 },
  sports: { min: 1, max: 15 },
  /** Photos per place: enough to show courts, parking and signage without turning into an album. */
  photos: { max: 12 },
  /** Uploaded bytes; phone photos are typically 2-8 MB. */
  photoMaxBytes: 10 * 1024 * 1024,
  /** Stored photos are re-encoded to WebP at most this wide (and tall). */
  photoMaxPx: 1600,
  pageSize: 20,
  searchResults: 10,
  searchQuery: { min: 2, max: 100 },
  /** A new place with a like name this close to one already listed is asked about first: it is likely the same. */
  sameSpotKm: 0.3,
} as const;

// Forms and invoices

export const FORM_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  fieldsMax: 100,
  labelMax: 200,
  helpMax: 500,
  optionsMax: 50,
  optionLabelMax: 120,
  shortTextMax: 500,
  longTextMax: 5000,
  waiverTextMax: 20_000,
  /** A drawn signature as a PNG data URL. */
  signatureMaxChars: 300_000,
  signerNameMax: 120,
  /** Per item, in cents: a season's fee, not a car. */
  priceMaxCents: 1_000_000,
  quantityMax: 20,
  discountCodesMax: 20,
  discountCodeMax: 30,
  installmentsMax: 6,
  /** An uploaded image or PDF; images are re-encoded smaller, so this bounds the upload itself. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** The longest side an uploaded image keeps. */
  fileImageMaxPx: 2000,
  fileNameMax: 200,
} as const;

export const INVOICE_LIMITS = {
  lineItemsMax: 20,
  descriptionMax: 200,
  noteMax: 1000,
  /** Stripe's own ceiling for one Checkout amount in USD cents. */
  amountCentsMax: 99_999_999,
  /** Players the invoice form lists at once; typing part of a name narrows the list. */
  recipientsShown: 50,
  recipientQueryMax: 100,
} as const;

// Messages, notifications and activity alerts

export const MESSAGE_MAX_LENGTH = 2000;

/** The spec's 14 keys plus two per team: far more than anyone's teams need, far less than a flood. */
export const NOTIFICATION_SETTING_KEYS_MAX = 500;

/** Ours: enough cities for home, work and a few trips, few enough to keep alert matching cheap. */
export const ACTIVITY_SUBSCRIPTIONS_PER_USER = 20;
