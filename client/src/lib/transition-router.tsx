import { createContext, useContext, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { prefetchRoute } from '../route-prefetch.ts';

interface Place {
  path: string;
  /** As location.search has it, '?' included (wouter's own search hook's form). */
  search: string;
}

const here = (): Place => ({ path: location.pathname, search: location.search });
const PlaceContext = createContext<Place | null>(null);

const usePlace = (): Place => useContext(PlaceContext) ?? here();
// Module-level, so the router's hooks keep one identity for the life of the app.
const useTransitionLocation = () => [usePlace().path, navigate] as [string, typeof navigate];
const useTransitionSearch = () => usePlace().search;

/** What history fires on a page change: wouter patches pushState and replaceState to fire theirs. */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/**
 * The browser's router, with every page change rendered as a transition: React keeps the page on
 * screen while the next one's code arrives, instead of showing a skeleton for it. A skeleton shown
 * is a Suspense fallback, and React holds back the content that replaces it until 300 ms after
 * it appeared (Suspense throttling): that wait was most of every in-app page change on a desktop
 * (bench:nav). The page's data starts at the address change itself, with its code
 * (route-prefetch.ts), not when the transition commits: a navigation no hover foretold (a
 * redirect, a form's onward step) asks both at once too. While a change is under way a thin bar
 * along the top says so. Path and search change together, so a page never sees another's search.
 *
 * Only a new path is a transition. A new search on the same path (a search page keeping its
 * filters in the address as they are typed, use-search-in-address.ts) is no new page, and is
 * applied at once: a lagging address would read as one changed from outside.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(here);
  const [changing, startTransition] = useTransition();
  // The address last asked for, committed or not: what the next change is compared with.
  const asked = useRef(place);
  useEffect(() => {
    const update = () => {
      const next = here();
      const last = asked.current;
      if (next.path === last.path && next.search === last.search) return;
      asked.current = next;
      // Every change starts its page's data and code here, at once (route-prefetch.ts).
      prefetchRoute(`${next.path}${next.search}`);
      if (next.path === last.path) setPlace(next);
      else startTransition(() => setPlace(next));
    };
    for (const event of HISTORY_EVENTS) addEventListener(event, update);
    // A change between the first render and this effect (a redirect as the app starts) is not missed.
    update();
    return () => {
      for (const event of HISTORY_EVENTS) removeEventListener(event, update);
    };
  }, []);
  return (
    <PlaceContext.Provider value={place}>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        {children}
      </Router>
      {changing && <div data-testid="page-changing" aria-hidden="true" style={PROGRESS_STYLE} />}
    </PlaceContext.Provider>
  );
}

/** Above the header, out of the layout: nothing moves when it shows. */
const PROGRESS_STYLE = {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  background: '#0d9488',
  zIndex: 2000,
  pointerEvents: 'none',
} as const;
