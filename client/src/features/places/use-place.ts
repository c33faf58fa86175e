import { TRPCClientError } from '@trpc/client';
import { trpc } from '../../lib/trpc.ts';
import { isUuid } from '../../../../shared/uuid.ts';


/**
 * A place by the id in the URL. A malformed id is a place that does not exist, not a server
 * error: both show 'Place not found' without a request.
 */
export function usePlace(id: string) {
  const valid = isUuid(id);
  const query = trpc.places.get.useQuery({ id }, { enabled: valid });
  const notFound = !valid || (query.error instanceof TRPCClientError && query.error.data?.code === 'NOT_FOUND');
  return { query, notFound, loading: valid && query.isPending };
}
