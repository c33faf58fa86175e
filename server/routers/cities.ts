import { router } from '../trpc/trpc.ts';

export const citiesRouter = router({});
