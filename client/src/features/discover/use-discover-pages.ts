import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import type { DiscoverFormInput } from '../../../../shared/discover/schemas.ts';

/**
 * The discover list as "Load more" pages: page 0..n of the same query, each cached on its own, so
 * loading more never refetches what is shown. Changing any filter starts again at one page.
 */
export function useDiscoverPages(input: Omit<DiscoverFormInput, 'page'>, enabled = true) {
  const key = JSON.stringify(input);
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const results = trpc.useQueries((t) =>
    enabled ? Array.from({ length: pages }, (_, page) => t.events.discover({ ...input, page }, { placeholderData: (previous) => previous })) : [],
  );
  const items = results.flatMap((result) => result.data?.items ?? []);
  const failed = results.find((result) => result.isError);
  return {
    items,
    // Placeholder data keeps the old list on screen while a new filter loads.
    loading: results.some((result) => result.isPending),
    refreshing: results.some((result) => result.isFetching),
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
    hasMore: results.at(-1)?.data?.hasMore ?? false,
    loadMore: () => setPaging({ key, pages: pages + 1 }),
  };
}
