import type { Deps } from '../../deps.ts';

/** What the auth use cases need besides their input. */
export type AuthServices = Deps<'db' | 'jobs' | 'rateLimiter' | 'env'>;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function link(appOrigin: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, appOrigin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
