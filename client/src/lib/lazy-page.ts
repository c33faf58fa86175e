import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazily loaded page that can be fetched ahead of its render (route-prefetch.ts), once. */
export interface LazyPage<P = object> {
  Page: ComponentType<P>;
  /** Starts (or joins) the chunk's import; never rejects (a failed preload is tried again by the render). */
  preload: () => Promise<void>;
}

/**
 * Server render only (entry-server.tsx): collects the source of every lazy part the page drew, so
 * the browser loads them all before it hydrates (loadDrawnParts).
 */
export const DrawnParts = createContext<Set<string> | null>(null);

/** The lazy parts the server may draw, by source, as this browser has met them so far. */
const parts = new Map<string, () => Promise<void>>();

/**
 * React.lazy over a loader that remembers its module: a page preloaded before its render (on a
 * link's hover, with the route's data) answers React with an already settled thenable, so the
 * navigation renders the page at once instead of a fallback for a frame.
 *
 * `source` (the module's path from client/, as Vite's manifest keys it) names a part the server
 * may render: the server lists it, with a preload of its chunk, for the browser to load before
 * hydrating. Hydrated later, its server HTML would sit in a dehydrated Suspense boundary, and any
 * context above it changing meanwhile (a tab list settling, say) makes React throw that HTML away
 * and show the boundary's fallback until the chunk arrives: the page flickered to a skeleton and
 * back, and the layout shifted twice.
 */
export function lazyPage<P = object>(load: () => Promise<Module<P>>, source?: string): LazyPage<P> {
  let loaded: Module<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (offline, a new deploy) is tried afresh next time; chunk-recovery.ts handles the render's.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => {
    if (loaded) {
      const module = loaded;
      // React reads a thenable's status right after calling then(): settled now, it renders without suspending.
      return { then: (resolve: (value: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
    }
    return start();
  });
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  if (!source) return { Page: Lazy as unknown as ComponentType<P>, preload };
  const name = source;
  parts.set(name, preload);
  // The same component on both sides, so the server's tree and the browser's hydration match.
  const Inner = Lazy as unknown as ComponentType<object>;
  function DrawnPart(props: P) {
    useContext(DrawnParts)?.add(name);
    return createElement(Inner, props as object);
  }
  return { Page: DrawnPart, preload };
}

/**
 * Loads the parts a server render drew before the browser hydrates it. A part is known once the
 * module declaring it ran (the team page declares its tabs), so this loads in waves: what is known,
 * then what those brought, until nothing named is left to find. The chunks themselves are already
 * on their way (the server's modulepreload tags), so a wave costs a module's evaluation, not a trip.
 */
export async function loadDrawnParts(sources: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const next = sources.filter((source) => !started.has(source) && parts.has(source));
    if (next.length === 0) return;
    for (const source of next) started.add(source);
    await Promise.all(next.map((source) => parts.get(source)!()));
  }
}
