import { createCallerFactory, router } from '../trpc/trpc.ts';
import { authRouter } from './auth.ts';
import { systemRouter } from './system.ts';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
