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
