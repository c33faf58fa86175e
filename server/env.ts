import { z } from 'zod';

const LOOPBACK_HOST = '127.0.0.1';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * A bad value stops the process with a message naming the variable.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z
      .string()
      .min(1)
      .max(253)
      .regex(/^[A-Za-z0-9.:%-]+$/, 'must be a host name or an IP address, such as 127.0.0.1 or 0.0.0.0')
      .optional(),
    APP_ORIGIN: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    POSTMARK_TOKEN: z.string().optional(),
    MAIL_FROM: z.string().default('Rally <no-reply@rally.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_CONNECT_CLIENT_ID: z.string().optional(),
    STRIPE_APPLICATION_FEE_PERCENT: z.coerce.number().min(0).max(50).default(5),
    STRIPE_PORTAL_URL_TEST: z.url().optional(),
    STRIPE_PORTAL_URL_LIVE: z.url().optional(),
    STRIPE_API_BASE: z.url().optional(),
    POSTHOG_KEY: z.string().optional(),
    POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
    UPLOADS_DIR: z.string().optional(),
    PRIVATE_UPLOADS_DIR: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    TRUST_PROXY: z.string().optional(),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    /** Scales the site-wide budgets (all addresses together) on their own; RATE_LIMIT_MULTIPLIER when unset. */
    RATE_LIMIT_GLOBAL_MULTIPLIER: z.coerce.number().int().min(1).max(1000).optional(),
    RUN_WORKERS: z.enum(['true', 'false']).default('true'),
    /** Web push (VAPID): all three or none; without them push is off. `npm run push:keys` makes a pair. */
    VAPID_PUBLIC_KEY: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a URL-safe base64 key, as npm run push:keys prints')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a URL-safe base64 key, as npm run push:keys prints')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .max(300)
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https: URL')
      .optional(),
  })
  .refine((env) => [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean).length % 3 === 0, {
    message: 'set all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, or none (push is then off)',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .transform((env) => ({
    ...env,
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    isProduction: env.NODE_ENV === 'production',
    isDevelopment: env.NODE_ENV === 'development',
    /** The VAPID key pair web push signs with; null (push off) without it. */
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : null,
    /**
     * Where the server listens; null is every interface. Outside production it is loopback unless
     * HOST says otherwise: development mode hands out the mail outbox and stack traces.
     */
    listenHost: env.HOST ?? (env.NODE_ENV === 'production' ? null : LOOPBACK_HOST),
  }));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.isProduction && !env.POSTMARK_TOKEN) {
    // The local outbox holds sign-in links; it must never stand in for real mail in production.
    throw new Error('POSTMARK_TOKEN is required when NODE_ENV=production: the local mail outbox is disabled in production.');
  }
  return env;
}
