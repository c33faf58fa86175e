import { dehydrate, hydrate, type Query } from '@tanstack/react-query';
import { unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import { appRouter } from '../../../routers/index.ts';
import type { Context } from '../../../trpc/context.ts';

/** Public pages the server renders first, so their first paint needs no JavaScript (issue 13). */
const SERVER_RENDERED = [
  /^\/(auth\/)?(login|sign-up|forgot-password)\/?$/,
  /^\/discover(\/[\w-]+)?\/?$/,
  /^\/(evt|discover\/events|discover\/games)\/[\w-]+\/?$/,
  /^\/places\/view\/[\w-]+\/?$/,
  /^\/team\/[\w-]+\/?$/,
  /^\/(organizer\/pricing|member\/pricing|pricing\/member|teams-v3|create-tournaments)\/?$/,
  /^\/(features|find-players|organize-events|community-connect|forms-and-waivers|collect-payments|create-webpages)\/?$/,
  /^\/(faqs|guide|about-us)\/?$/,
  /^\/posts(\/[\w-]+){0,3}\/?$/,
  /^\/city-search\/?$/,
];

/**
 * Member pages the server renders for a signed-in visitor (issue 36: a phone's cold load of Home
 * waited 2.6-4.6 s for the app's code before it showed anything). To a guest they are a redirect
 * to sign in, which the browser does. Not settings: a page of switches, where a tap in the moment
 * before hydration (the page is inert until then) would be dropped rather than wait.
 */
const RENDERED_FOR_MEMBERS = [/^\/(home|my-communities|create)\/?$/, /^\/form\/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}(\/submissions)?\/?$/i];

export const isServerRendered = (pathname: string, signedIn = false) =>
  SERVER_RENDERED.some((pattern) => pattern.test(pathname)) || (signedIn && RENDERED_FOR_MEMBERS.some((pattern) => pattern.test(pathname)));

/** Rounds of "render, then answer the queries the render asked for"; the second catches queries that wait on the first's data. */
const DATA_ROUNDS = 2;

export interface ServerRendered {
  /** The page's markup, for inside #root. */
  html: string;
  /** The query cache it was rendered from, as superjson text the browser hydrates before its first render. */
  state: string;
  /** The sources of the lazy parts it drew (client/src/lib/lazy-page.ts): their chunks are preloaded and loaded before hydration. */
  parts: string[];
}

type EntryServer = typeof import('../../../../client/src/entry-server.tsx');
let entry: Promise<EntryServer> | null = null;
// Loaded on first use: API-only processes and tests never pay for React and the client's modules.
const loadEntry = () => (entry ??= import('../../../../client/src/entry-server.tsx'));

/** Loads the client's modules ahead of the first visitor, who would otherwise wait for them. */
export function warmServerRender(): void {
  loadEntry().catch(() => {
    entry = null;
  });
}

// The options a query was built with are its observer's, `enabled` included (a disabled one waits for something else).
const waitingForData = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false &&
  typeof query.options.queryFn === 'function';

/**
 * Renders the page as its visitor will first see it: the routers answer its queries in-process
 * with the visitor's own context (session included), a few rounds deep. Only successful answers
 * go to the browser; the final HTML is rendered from exactly that state, so the browser's
 * hydration finds the same tree, and a failed query shows its loading state in both.
 */
export async function renderOnServer(ctx: Context, pathname: string, search: string, budgetMs: number): Promise<ServerRendered> {
  const { createQueryClient, prefetchRouteData, renderAppHtml, trpc } = await loadEntry();
  const trpcClient = trpc.createClient({ links: [unstable_localLink({ router: appRouter, transformer: superjson, createContext: async () => ctx })] });
  const deadline = performance.now() + budgetMs;
  // A component that throws renders its boundary's fallback and the browser renders that part again; the log says why.
  const onError = (error: unknown) => ctx.log.warn({ err: error, path: pathname }, 'server render: a component failed');
  const render = (queryClient: ReturnType<typeof createQueryClient>) =>
    renderAppHtml({ path: pathname, search, queryClient, trpcClient, onError, timeoutMs: Math.max(1, deadline - performance.now()) });

  const working = createQueryClient();
  // The route's own queries first, all at once: the rounds below then find only what those led to.
  await prefetchRouteData({ href: search ? `${pathname}?${search}` : pathname, signedIn: !!ctx.auth, queryClient: working, trpcClient });
  for (let round = 0; round < DATA_ROUNDS; round += 1) {
    await render(working);
    const waiting = working.getQueryCache().findAll().filter(waitingForData);
    if (waiting.length === 0) break;
    // No retries: a failure is for the browser to show and retry, not for the response to wait on.
    await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  }
  const dehydrated = dehydrate(working, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  const final = createQueryClient();
  hydrate(final, dehydrated);
  const { html, parts } = await render(final);
  return { html, parts, state: superjson.stringify(dehydrated) };
}
