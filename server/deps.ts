import { createRateLimiter, type RateLimiter } from './auth/rate-limit.ts';
import { createSignInOrigins, type SignInOrigins } from './auth/sign-in-origins.ts';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { systemDnsResolver, type DnsResolver } from './integrations/dns/resolver.ts';
import { postmarkProvider, type MailProvider } from './integrations/postmark.ts';
import { CUSTOM_DOMAIN_LIMITS } from '../shared/custom-domains/custom-domains.ts';
import { webPushSender, type PushSender } from './integrations/push/web-push.ts';
import { stripeClient, type Stripe } from './integrations/stripe.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { projectRoot } from './project-root.ts';
import { createPrivateFiles, type PrivateFiles } from './storage/private-storage.ts';

/** The time as the domain reads it; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything domain code and job handlers may reach beyond their arguments, passed first as one
 * object: a request's context is one (it extends it), a job worker builds one at start-up, and a
 * transaction stands in for `db` as `{ ...deps, db: trx }`. A function takes only the part it
 * uses (`Pick<DomainDeps, 'db' | 'jobs'>`), so a test builds no more than that. Functions that
 * need the database alone take `db` (or a transaction) first instead.
 */
export interface DomainDeps {
  db: Database;
  jobs: JobQueue;
  /** Null without STRIPE_SECRET_KEY: payment procedures answer STRIPEKEYNOTSET. */
  stripe: Stripe | null;
  /** Null without POSTMARK_TOKEN: mail stays in the local outbox. */
  mail: MailProvider | null;
  /** Null without the VAPID keys: push is off, and nothing is queued for it. */
  push: PushSender | null;
  env: Env;
  clock: Clock;
  log: Logger;
  /** Counted in Postgres behind an in-process front; one per process. */
  rateLimiter: RateLimiter;
  /** Accounts' last sign-in addresses, remembered briefly so a spent stranger budget refuses without a lookup; one per process. */
  signInOrigins: SignInOrigins;
  /** Files read only through a route that checks who asks (form answers' documents). */
  privateFiles: PrivateFiles;
  /** TXT lookups proving custom domains (issue 35); tests pass a fake. */
  dns: DnsResolver;
}

export type Deps<K extends keyof DomainDeps> = Pick<DomainDeps, K>;

/** For code paths where Stripe is required: the payments procedures have already refused without it. */
export type WithStripe<K extends keyof DomainDeps> = Deps<K> & { stripe: Stripe };

/**
 * The deps of a process from what it has already opened: vendors come from the env (null without
 * their keys), the clock is the system's, the rate limiter is this process's own, and private
 * files are where the env says (a bucket, or a folder under DATA_DIR).
 */
export function buildDeps(base: Pick<DomainDeps, 'db' | 'jobs' | 'env' | 'log'>, overrides: Partial<DomainDeps> = {}): DomainDeps {
  return {
    ...base,
    stripe: stripeClient(base.env),
    mail: base.env.POSTMARK_TOKEN ? postmarkProvider(base.env.POSTMARK_TOKEN) : null,
    push: base.env.vapid ? webPushSender(base.env.vapid) : null,
    clock: systemClock,
    rateLimiter: createRateLimiter(base.db, {
      multiplier: base.env.RATE_LIMIT_MULTIPLIER,
      globalMultiplier: base.env.RATE_LIMIT_GLOBAL_MULTIPLIER ?? base.env.RATE_LIMIT_MULTIPLIER,
    }),
    signInOrigins: createSignInOrigins(),
    privateFiles: overrides.privateFiles ?? createPrivateFiles(base.env, projectRoot),
    dns: systemDnsResolver(CUSTOM_DOMAIN_LIMITS.dnsTimeoutMs),
    ...overrides,
  };
}
