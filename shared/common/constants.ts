/** Business constants from spec section 9, shared by server and client; limits are in shared/limits/. */
export const PRODUCT_NAME = 'Rally';

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

/** QR codes (spec section 9): error correction M, 200 px wide. */
export const QR_CODE = { errorCorrectionLevel: 'M', width: 200 } as const;
