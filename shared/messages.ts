/** User-visible texts quoted by the spec (sections 2 and 8), word for word. */
export const MESSAGES = {
  notFoundTitle: 'Beans is having a "RUFF" time finding your page.',
  notFoundSubtitle: 'Maybe try another page, please?',
  logoutError: 'Error during logout. You have been signed out.',
  logoutErrorAction: 'Dismiss',
  emailVerified: 'Email verified!',
  emailNotVerified: 'Email is not verified',
  updatedUserData: 'Updated user data successfully.',
  emailUnverifiedSocialSet: 'Email unverified && Social set',
  noProviderUser: 'No provider user',
  userNotFound: 'User not found',
  toursComingSoon: 'coming Q2 2025',
} as const;

/** Texts of our own where the spec is silent. */
export const APP_MESSAGES = {
  signedUp: 'Account created. Check your e-mail for a verification link.',
  verificationSent: 'Verification e-mail sent.',
  resetMailSent: 'If an account exists for that e-mail, a reset link is on its way.',
  passwordReset: 'Your password has been changed. You can sign in now.',
  invalidLink: 'This link is invalid or has expired.',
  emailChangeRequested: 'Check your new e-mail address for a confirmation link.',
  emailChanged: 'Your e-mail address has been changed.',
  emailInUse: 'That e-mail address is already in use.',
  signInRequired: 'Please sign in first.',
  forbiddenOrigin: 'Cross-site request refused.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  wrongCurrentPassword: 'Your current password is not correct.',
} as const;
