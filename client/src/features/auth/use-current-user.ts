import { trpc } from '../../lib/trpc.ts';

/** The signed-in user, or null; `isPending` until the first answer. */
export function useCurrentUser() {
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  return { user: query.data ?? null, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
