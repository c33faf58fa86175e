import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A lazily loaded page that can be fetched ahead of its render (route-prefetch.ts), once. */
export interface LazyPage<P = object> {
  Page: ComponentType<P>;
  /** Starts (or joins) the chunk's import; never rejects (a failed preload is tried again by the render). */
  preload: () => Promise<void>;
}

/**
 * React.lazy over a loader that remembers its module: a page preloaded before its render (on a
 * link's hover, with the route's data) answers React with an already settled thenable, so the
 * navigation renders the page at once instead of a fallback for a frame.
 */
export function lazyPage<P = object>(load: () => Promise<Module<P>>): LazyPage<P> {
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
  const Page = lazy(() => {
    if (loaded) {
      const module = loaded;
      // React reads a thenable's status right after calling then(): settled now, it renders without suspending.
      return { then: (resolve: (value: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
    }
    return start();
  });
  return {
    Page,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}
