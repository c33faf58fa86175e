/**
 * Where to go after signing in: the `next` query value when it is a path on this site. Anything
 * else (another origin, `//host`, a backslash trick) is ignored, so the login page can never be
 * used to send someone to another site.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Auth pages themselves are no destination after signing in.
  if (/^\/(login|sign-up|forgot-password)(\/|\?|$)/.test(next)) return null;
  return next;
}

/** The login page that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
