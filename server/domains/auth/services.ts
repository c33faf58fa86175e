import type { RateLimiter } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';

/** What the auth use cases need besides their input. */
export interface AuthServices {
  db: Database;
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  appOrigin: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function link(appOrigin: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, appOrigin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
