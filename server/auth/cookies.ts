import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { SESSION } from '../../shared/constants.ts';

/** What a procedure may do with the session cookie; tests pass a recording implementation. */
export interface SessionCookieJar {
  read(): string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(SESSION.cookieName, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function expressCookieJar(req: Request, res: Response, secure: boolean): SessionCookieJar {
  return {
    read: () => parse(req.headers.cookie ?? '')[SESSION.cookieName] || undefined,
    set: (token, expiresAt) => res.appendHeader('Set-Cookie', sessionCookieHeader(token, expiresAt, secure)),
    clear: () =>
      res.appendHeader(
        'Set-Cookie',
        serialize(SESSION.cookieName, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 }),
      ),
  };
}

/** A jar held in memory, for createCaller tests and server-side callers. */
export function memoryCookieJar(initial?: string): SessionCookieJar & { value: string | undefined } {
  const jar = {
    value: initial,
    read: () => jar.value,
    set: (token: string) => {
      jar.value = token;
    },
    clear: () => {
      jar.value = undefined;
    },
  };
  return jar;
}
