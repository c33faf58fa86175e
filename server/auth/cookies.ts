import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE, SESSION } from '../../shared/common/constants.ts';

/** What a procedure may do with the session and device cookies; tests pass a recording implementation. */
export interface SessionCookieJar {
  read(): string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** The device cookie (auth/trusted-devices.ts): outlives sessions and sign-out. */
  readDevice(): string | undefined;
  setDevice(token: string): void;
}

function deviceCookieHeader(token: string, secure: boolean): string {
  return serialize(DEVICE_COOKIE.name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: DEVICE_COOKIE.maxAgeDays * 24 * 60 * 60 });
}

export function sessionCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(SESSION.cookieName, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function expressCookieJar(req: Request, res: Response, secure: boolean): SessionCookieJar {
  return {
    read: () => parse(req.headers.cookie ?? '')[SESSION.cookieName] || undefined,
    set: (token, expiresAt) => res.appendHeader('Set-Cookie', sessionCookieHeader(token, expiresAt, secure)),
    clear: () => res.appendHeader('Set-Cookie', serialize(SESSION.cookieName, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 })),
    readDevice: () => parse(req.headers.cookie ?? '')[DEVICE_COOKIE.name] || undefined,
    setDevice: (token) => res.appendHeader('Set-Cookie', deviceCookieHeader(token, secure)),
  };
}

/** A jar held in memory, for createCaller tests and server-side callers. */
export function memoryCookieJar(initial?: string, initialDevice?: string): SessionCookieJar & { value: string | undefined; device: string | undefined } {
  const jar = {
    value: initial,
    device: initialDevice,
    read: () => jar.value,
    set: (token: string) => {
      jar.value = token;
    },
    clear: () => {
      jar.value = undefined;
    },
    readDevice: () => jar.device,
    setDevice: (token: string) => {
      jar.device = token;
    },
  };
  return jar;
}
