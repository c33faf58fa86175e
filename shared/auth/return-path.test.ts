import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';
import { RETURN_PATH_MAX_LENGTH } from '../limits/limits.ts';

/** What a browser does with the value: `location.assign(next)` from a page on our origin. */
const ORIGIN = 'http://localhost:3000';
const landsOn = (next: string) => new URL(next, `${ORIGIN}/user-onboarding`).origin;

const HOSTILE: Array<[string, unknown]> = [
  ['backslash after the slash', '/\\evil.example/phish'],
  ['the onboarding link of the finding, decoded', decodeURIComponent('/%5Cevil.example/phish')],
  ['percent-encoded backslash', '/%5Cevil.example/phish'],
  ['lower-case percent-encoded backslash', '/%5cevil.example'],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/phish'],
  ['three slashes', '///evil.example'],
  ['tab between the slashes', '/\t/evil.example'],
  ['newline between the slashes', '/\n/evil.example'],
  ['carriage return between the slashes', '/\r/evil.example'],
  ['percent-encoded tab between the slashes', '/%09/evil.example'],
  ['slash then backslash then slash', '/\\/evil.example'],
  ['backslash first', '\\\\evil.example'],
  ['absolute http URL', 'http://evil.example'],
  ['absolute https URL', 'https://evil.example/phish'],
  ['scheme-relative with credentials', '//user@evil.example'],
  ['javascript: URL', 'javascript:alert(document.domain)'],
  ['javascript: URL after a slash-less space', ' javascript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['percent-encoded double slash', '/%2F%2Fevil.example'],
  ['percent-encoded slash after the slash', '/%2Fevil.example'],
  ['double-encoded double slash', '/%252F%252Fevil.example'],
  ['double-encoded backslash', '/%255Cevil.example'],
  ['dot segment into a double slash', '/.//evil.example'],
  ['parent segment into a double slash', '/x/..//evil.example'],
  ['encoded dot segments into a double slash', '/%2e%2e//evil.example'],
  ['encoded dot segments and slashes', '/%2e%2e%2f%2fevil.example'],
  ['more encoding rounds than are decoded', '/%252525252Fevil.example'],
  ['NUL byte', '/home\u0000'],
  ['DEL', '/home\u007f'],
  ['C1 control', '/home\u0085'],
  ['escape character', '/\u001b[31mhome'],
  ['leading space', ' /home'],
  ['relative path', 'evt/1'],
  ['dot relative', './evt/1'],
  ['empty', ''],
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['an array', ['/home']],
  ['very long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
  ['the login page (a loop)', '/login'],
  ['the sign-up page with a query', '/sign-up?x=1'],
  ['the forgot-password page', '/forgot-password'],
];

const GOOD: Array<[string, string]> = [
  ['home', '/home'],
  ['an event', '/evt/0b3f4c1e-9d2a-4c55-8a7e-1f2e3d4c5b6a'],
  ['a search with encoded query characters', '/discover?q=tennis&city=Austin%2C%20TX'],
  ['a settings tab', '/settings?tab=availability&skippable=true'],
  ['an encoded non-ASCII path with a fragment', '/teams/caf%C3%A9-club#roster'],
  ['an encoded slash in the query', '/players?next=%2Fhome'],
  ['a backslash-free query with a colon', '/discover?at=10:30'],
  ['the longest allowed path', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`],
];

describe('open redirect after onboarding: safeReturnPath', () => {
  it.each(HOSTILE)('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(GOOD)('keeps %s, which stays on our origin', (_name, value) => {
    expect(safeReturnPath(value)).toBe(value);
    expect(landsOn(value)).toBe(ORIGIN);
  });

  it('never returns anything that a browser resolves to another origin', () => {
    for (const [, value] of HOSTILE) {
      const kept = safeReturnPath(value);
      if (kept !== null) expect(landsOn(kept)).toBe(ORIGIN);
    }
  });

  it('round-trips through the login link', () => {
    const next = new URL(loginPathFor('/evt/1?tab=x'), ORIGIN).searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/evt/1?tab=x');
    expect(loginPathFor('/teams/join/abc', 'sign-up')).toBe('/sign-up?next=%2Fteams%2Fjoin%2Fabc');
  });

  it('links to the plain page when there is nowhere to return to', () => {
    for (const path of [null, '', '/login', '/sign-up?next=/home', '//evil.example', 'https://evil.example/']) {
      expect(loginPathFor(path)).toBe('/login');
      expect(loginPathFor(path, 'sign-up')).toBe('/sign-up');
    }
  });
});
