import { initTRPC, TRPCError } from '@trpc/server';
import { $ZodError, flattenError } from 'zod/v4/core';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { AppError } from '../errors/app-error.ts';
import type { Context } from './context.ts';
import { transformer } from './superjson-output.ts';
import { isSiteAdmin } from '../access/site-admin.ts';

const t = initTRPC.context<Context>().create({
  // superjson's wire format both ways; answers are written by a walk that costs far less than superjson's own (superjson-output.ts).
  transformer,
  // No stack trace in any response, development included: the demo runs in development mode and
  // is open to anyone who can reach it. Unexpected errors are logged with their stack below.
  isDev: false,
  // Keep idle server-sent event streams (the unread badge) alive through proxies.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 20_000 } },
  errorFormatter({ shape, error, ctx, path }) {
    const cause = error.cause;
    const unexpected = error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof AppError);
    // Once per failed call, here where every adapter (and the GET fast path) formats it. The
    // input is never logged: it can hold passwords, tokens and other people's data.
    if (unexpected && ctx) ctx.log.error({ reqId: ctx.requestId, path, err: describeError(cause ?? error) }, 'procedure failed');
    return {
      ...shape,
      message: unexpected ? APP_MESSAGES.somethingWentWrong : cause instanceof $ZodError ? firstIssue(cause) : shape.message,
      data: {
        ...shape.data,
        appCode: cause instanceof AppError ? cause.code : null,
        fieldErrors: cause instanceof $ZodError ? flattenError(cause).fieldErrors : null,
      },
    };
  },
});

/** "title: Must be at most 120 characters": the field named, instead of zod's JSON list of issues. */
function firstIssue(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return APP_MESSAGES.invalidInput;
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Engine errors describe the code, not the data (`Cannot read properties of undefined`), so their message is safe to log. */
const ENGINE_ERRORS = new Set(['TypeError', 'ReferenceError', 'RangeError']);
/** What a Postgres error says about where it happened, without quoting any value. */
const DRIVER_FIELDS = ['code', 'routine', 'constraint', 'table', 'column'] as const;

/**
 * What is logged of an unexpected error: its type, the driver's code and location, and the stack
 * frames. Other messages are left out: a driver message quotes the offending value (`invalid input
 * syntax for type uuid: "..."`), and a value can be a password or someone else's data.
 */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields: Record<string, unknown> = { type: error.name };
  for (const field of DRIVER_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  if (ENGINE_ERRORS.has(error.name)) fields.message = error.message.slice(0, 200);
  // Frames only: the first lines repeat the message, which may run over several lines.
  fields.stack = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 12)
    .join('\n');
  return fields;
}

/** Domain code throws AppError; this turns it into the matching tRPC (and HTTP) error. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
/** Two routers under one key (sites: the builder's procedures and custom domains'). */
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: APP_MESSAGES.signInRequired });
  // Only what changes: tRPC merges it over the context itself, so spreading ctx here too would copy
  // every dependency twice per call (bench:api's profile: object spreads were 6% of auth.me).
  return next({ ctx: { auth: ctx.auth, user: ctx.auth.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isSiteAdmin(ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: APP_MESSAGES.adminsOnly });
  return next();
});
