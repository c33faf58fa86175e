/** Business constants and limits from spec section 9, shared by server and client. */
export const PRODUCT_NAME = 'Rally';

export const LIMITS = {
  displayName: { min: 2, max: 25 },
  fullName: { min: 2, max: 300 },
  lastName: { min: 1, max: 100 },
  email: { max: 100 },
  familyMemberAge: { min: 1, max: 120 },
  password: { min: 8, max: 128 },
} as const;

export const TIMINGS = {
  userSearchDebounceMs: 300,
  userSearchMinChars: 3,
  logoutTimeoutMs: 10_000,
  logoutFailsafeMs: 5_000,
  protectedRouteCheckDelayMs: 1_000,
  snackbarDefaultMs: 3_500,
  snackbarDeleteMs: 3_000,
  snackbarLogoutErrorMs: 5_000,
  reloadAfterPaymentMs: 1_000,
  postSignupRedirectMs: 250,
  placeLoadingDebounceMs: 500,
} as const;

export const LAYOUT = {
  sidePanelWidthPx: 350,
} as const;

/** Session lifetime: sliding, renewed when less than half remains. */
export const SESSION = {
  cookieName: 'rally_session',
  lifetimeDays: 30,
  renewWhenDaysLeft: 15,
} as const;

/**
 * The device cookie: set at sign-in, kept through sign-out, so attempts from a browser the account
 * already used are counted apart from strangers' (OWASP's "device cookies" against lockout).
 * 400 days is the longest a browser keeps a cookie.
 */
export const DEVICE_COOKIE = {
  name: 'rally_device',
  maxAgeDays: 400,
} as const;

/** Single-use e-mail link lifetimes. */
export const TOKEN_TTL_MINUTES = {
  verifyEmail: 60 * 24 * 2,
  resetPassword: 60,
  verifyNewEmail: 60 * 24,
} as const;

/** Rate limits, counted in Postgres so they hold across processes. Per address means per IPv4 address or IPv6 /64. */
export const RATE_LIMITS = {
  /** Sign-in attempts on one account from one address; a successful sign-in clears them. */
  signInPerAccountPerAddress: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Sign-in attempts on one account from everywhere. Past it an address gets only its first
   * attempt on the account, so a distributed guesser slows down while the owner's correct
   * password from an address with no recent failures still signs in.
   */
  signInPerAccountWide: { limit: 100, windowSeconds: 15 * 60 },
  /** Sign-in attempts from one address on any account. */
  signInPerIp: { limit: 50, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins (wrong password or unknown e-mail) by strangers to the account
   * (auth/trusted-devices.ts), from every address together. Rotating addresses (any botnet behind a
   * proxy) pass every per-address limit; past this budget strangers are refused before any hashing
   * until the window ends. Successful sign-ins and the owner's known devices and address do not
   * count, nor are they refused.
   */
  signInFailuresGlobal: { limit: 20, windowSeconds: 10, global: true },
  /** Sign-in attempts on an account from one of its known devices, or from its last sign-in address. */
  signInPerKnownOrigin: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** New accounts from everywhere: each one hashes a password and mails a link. Short windows keep a burst short. */
  signUpGlobal: { limit: 10, windowSeconds: 10, global: true },
  /** Reset mails a stranger may ask for an account (the owner's known devices have their own). */
  passwordResetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerKnownOrigin: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Reset requests by strangers from every address together: each can mail someone. */
  passwordResetGlobal: { limit: 300, windowSeconds: 60 * 60, global: true },
  /** New passwords set from reset links, per address (a link is checked before any hashing). */
  resetPasswordPerIp: { limit: 20, windowSeconds: 60 * 60 },
  verificationMailPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  /** Mail to addresses nobody has proven yet (verification links), from every account together. */
  verificationMailGlobal: { limit: 120, windowSeconds: 60, global: true },
  /** E-mail change requests per account: each checks the password and mails the new address. */
  emailChangePerUser: { limit: 10, windowSeconds: 60 * 60 },
  citySearchPerIp: { limit: 120, windowSeconds: 60 },
  /**
   * Discovery reads by guests from every address together (answers shared from memory are not
   * counted), and by one signed-in account from anywhere.
   */
  discoverGuestsGlobal: { limit: 20, windowSeconds: 1, global: true },
  discoverPerUser: { limit: 240, windowSeconds: 60 },
} as const;

/** Billing limits per user, counted like RATE_LIMITS. */
/** Files attached to form answers: a family's registrations, not a file host. */
export const FORM_FILE_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

export const BILLING_RATE_LIMITS = {
  /** Each invoice e-mails a payment link: enough for a league's season fees, not for a mail run. */
  invoiceCreatePerOrganizer: { limit: 60, windowSeconds: 60 * 60 },
  /** The payment-success page's check, which may ask Stripe: a reload or a retry, not a loop. */
  checkoutConfirmPerUser: { limit: 30, windowSeconds: 60 },
} as const;

/** Event invitations by e-mail, per organiser: each one mails an address that has no account. */
export const EVENT_INVITE_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

/**
 * Team invitations per account (each is a mail or a notice to someone), counted per person
 * invited: a club's rosters for the season, not a mailing run. And teams per account per day.
 */
export const TEAM_INVITE_RATE_LIMITS = {
  invitationsPerHour: { limit: 100, windowSeconds: 60 * 60 },
  invitationsPerDay: { limit: 300, windowSeconds: 24 * 60 * 60 },
  teamsPerDay: { limit: 20, windowSeconds: 24 * 60 * 60 },
} as const;

export const SEARCH_LIMITS = {
  userSearchPerUser: { limit: 60, windowSeconds: 60 },
} as const;

/** QR codes (spec section 9): error correction M, 200 px wide. */
export const QR_CODE = { errorCorrectionLevel: 'M', width: 200 } as const;

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
