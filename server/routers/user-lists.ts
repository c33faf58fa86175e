import { router } from '../trpc/trpc.ts';

export const userListsRouter = router({});
