/**
 * The sign-in pages, answered at the top level and under /auth. They load with the app itself
 * (client/src/routes.tsx); every other page first loads the chunk of page-routes.tsx, which the
 * server asks the browser to preload beside the app (server/http/routes/pages/page-preloads.ts).
 */
export const SIGN_IN_PAGES = ['login', 'sign-up', 'forgot-password', 'verify-email'] as const;

export type SignInPage = (typeof SIGN_IN_PAGES)[number];

const SIGN_IN_PATH = new RegExp(`^/(auth/)?(${SIGN_IN_PAGES.join('|')})/?$`);

/** Whether `pathname` shows a sign-in page (and so needs none of the other pages' code). */
export const isSignInPath = (pathname: string) => SIGN_IN_PATH.test(pathname);

/**
 * Addresses people type for the sign-in pages that are not ours ("/sign-in" for "/login"): the
 * server sends them on to the real page (with their query) rather than to "page not found".
 */
export const SIGN_IN_ALIASES: Readonly<Record<string, SignInPage>> = {
  '/sign-in': 'login',
  '/signin': 'login',
  '/log-in': 'login',
  '/logon': 'login',
  '/signup': 'sign-up',
  '/register': 'sign-up',
  '/join': 'sign-up',
  '/forgot': 'forgot-password',
  '/reset-password': 'forgot-password',
};
