import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { $ZodError, flattenError } from 'zod/v4/core';
import { APP_MESSAGES } from '../../shared/messages.ts';
import { AppError } from '../errors/app-error.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Stack traces only where developers read them.
  isDev: process.env.NODE_ENV === 'development',
  // Keep idle server-sent event streams (the unread badge) alive through proxies.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 20_000 } },
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      message: error.code === 'INTERNAL_SERVER_ERROR' && !(cause instanceof AppError) ? 'Something went wrong.' : shape.message,
      data: {
        ...shape.data,
        appCode: cause instanceof AppError ? cause.code : null,
        fieldErrors: cause instanceof $ZodError ? flattenError(cause).fieldErrors : null,
      },
    };
  },
});

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
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: APP_MESSAGES.signInRequired });
  return next({ ctx: { ...ctx, auth: ctx.auth, user: ctx.auth.user } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only.' });
  return next();
});
