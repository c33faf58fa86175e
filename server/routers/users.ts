import { router } from '../trpc/trpc.ts';

export const usersRouter = router({});
