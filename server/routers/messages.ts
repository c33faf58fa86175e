import { router } from '../trpc/trpc.ts';

export const messagesRouter = router({});
