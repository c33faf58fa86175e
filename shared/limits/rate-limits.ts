/**
 * Every rate limit: a key's count in a window, counted in Postgres (server/auth/rate-limit.ts) so
 * it holds across processes. The one table; sizes and counts are in limits.ts beside it.
 */

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

/** Files attached to form answers: a family's registrations, not a file host. */
export const FORM_FILE_RATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

/** Billing limits per user, counted like RATE_LIMITS. */
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
