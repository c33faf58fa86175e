import { trpc } from '../../lib/trpc.ts';
import { namesNothing } from '../../lib/errors.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/**
 * A place by the id in the URL. A malformed id is a place that does not exist, not a server
 * error: both show 'Place not found' without a request.
 */
export function usePlace(id: string) {
  const valid = isUuid(id);
  const query = trpc.places.get.useQuery({ id }, { enabled: valid });
  const notFound = !valid || (query.isError && namesNothing(query.error));
  return { query, notFound, loading: valid && query.isPending };
}
