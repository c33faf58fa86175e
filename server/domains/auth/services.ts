import type { Deps } from '../../deps.ts';
import type { SessionCookieJar } from '../../auth/cookies.ts';

/** What the auth use cases need besides their input. */
export type AuthServices = Deps<'db' | 'jobs' | 'rateLimiter' | 'signInOrigins' | 'env'>;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The request's cookies: the device cookie tells the account's own browsers from strangers. */
  cookies: SessionCookieJar;
}

export function link(appOrigin: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, appOrigin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
