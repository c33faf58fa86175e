/**
 * The one check for every "where to go next" value (`?next=` on login and onboarding, a profile
 * form's route after creation): it is followed only when it is a path on this origin. Everything
 * else gives null and the caller goes to its default page, so no link of ours can send someone
 * to another site.
 */

import { RETURN_PATH_MAX_LENGTH } from '../limits/limits.ts';

/** Stands in for our own origin: what a value resolves to against it is what a browser would do. */
const PROBE_ORIGIN = 'https://return-path.invalid';
/** C0 controls, DEL and C1 controls: URL parsers drop tabs and newlines anywhere (`/\t/evil` is `//evil`). */
const hasControl = (value: string) => /\p{Cc}/u.test(value);
/** Once decoded byte by byte, 0x80-0x9f are parts of UTF-8 characters, not controls: only ASCII ones count there. */
const hasAsciiControl = (value: string) => [...value].some((char) => char < ' ' || char === '\u007f');
const ENCODED_BYTE = /%[0-9a-f]{2}/i;
const MAX_DECODE_ROUNDS = 4;
/** Auth pages are no destination after signing in: they would loop. */
const AUTH_PAGE = /^\/(login|sign-up|forgot-password)(\/|$)/i;

/** One slash, then no second slash or backslash (browsers read `/\host` as `//host`), no control characters. */
function isRootedPath(value: string, controlIn: (value: string) => boolean): boolean {
  return value.startsWith('/') && value[1] !== '/' && !value.includes('\\') && !controlIn(value);
}

/** Percent-decodes byte by byte, never throwing on sequences that are not UTF-8. */
function decodeBytes(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Resolved against our origin, `value` stays there, and dot segments do not make a `//host` path of it (`/.//evil`). */
function resolvesHome(value: string): URL | null {
  let resolved: URL;
  try {
    resolved = new URL(value, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//') ? resolved : null;
}

/**
 * The value when it is a path on this origin, else null. The length is checked before any
 * pattern runs. The path part is also checked percent-decoded (up to a few times), because a
 * router or server that decodes it again must not find `//host` or `\host` there either.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!isRootedPath(value, hasControl)) return null;
  const resolved = resolvesHome(value);
  if (!resolved || AUTH_PAGE.test(resolved.pathname)) return null;

  let path = value.split(/[?#]/, 1)[0]!;
  for (let round = 0; ENCODED_BYTE.test(path); round++) {
    if (round === MAX_DECODE_ROUNDS) return null;
    path = decodeBytes(path);
    if (!isRootedPath(path, hasAsciiControl) || !resolvesHome(path)) return null;
  }
  return value;
}

/**
 * The sign-in (or sign-up) page that returns to `path` afterwards; the plain page when `path` is
 * no place to return to (an auth page itself, another site, nothing).
 */
export function loginPathFor(path: string | null, page: 'login' | 'sign-up' = 'login'): string {
  const next = safeReturnPath(path);
  return next ? `/${page}?next=${encodeURIComponent(next)}` : `/${page}`;
}
