import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { DrawnParts } from './lib/lazy-page.ts';
import { startRouteQueries } from './route-prefetch.ts';
import type { TrpcClient } from './lib/trpc.ts';

export { createQueryClient, trpc } from './lib/trpc.ts';

/** Asks the session and the first queries of the page at `href` (route-prefetch.ts) ahead of its first render; never rejects. */
export async function prefetchRouteData(options: { href: string; signedIn: boolean; queryClient: QueryClient; trpcClient: TrpcClient }): Promise<void> {
  const queries = createTRPCQueryUtils({ queryClient: options.queryClient, client: options.trpcClient });
  await Promise.allSettled(startRouteQueries(queries, options.href, options.signedIn));
}

/**
 * The page at `path` as HTML, for the server's first response (server/http/routes/pages/server-render.ts),
 * with the sources of the lazy parts it drew (the browser loads them before hydrating: lib/lazy-page.ts).
 * Prerendering waits for every lazy page chunk, so the HTML holds the page itself, not a spinner;
 * queries the cache cannot answer render their loading state, exactly as the browser's first
 * render will, so hydration finds the same tree.
 */
export async function renderAppHtml(options: {
  path: string;
  search: string;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** A render still running after this is abandoned (the promise rejects). */
  timeoutMs: number;
  onError: (error: unknown) => void;
}): Promise<{ html: string; parts: string[] }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`server render of ${options.path} took over ${options.timeoutMs} ms`)), options.timeoutMs);
  const parts = new Set<string>();
  try {
    return { html: await prerender(options, parts, abort.signal), parts: [...parts] };
  } finally {
    clearTimeout(timer);
  }
}

async function prerender(
  options: { path: string; search: string; queryClient: QueryClient; trpcClient: TrpcClient; onError: (error: unknown) => void },
  parts: Set<string>,
  signal: AbortSignal,
) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DrawnParts.Provider value={parts}>
        <Router ssrPath={options.path} ssrSearch={options.search}>
          <App queryClient={options.queryClient} trpcClient={options.trpcClient} />
        </Router>
      </DrawnParts.Provider>
    </StrictMode>,
    // Nothing is streamed (the server sends the whole page at once), so no boundary is outlined to
    // arrive later: an outlined one would need React's inline script, which the page's CSP refuses.
    { signal, onError: options.onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
