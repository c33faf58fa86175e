/**
 * A page's way to say where its visitor is likely to go next, without importing the route table
 * (route-prefetch.ts imports every page; a page importing it back would be a cycle). The table
 * registers itself here when the app starts; before that, or on the server, these do nothing.
 */
interface Handlers {
  /** The page's chunk only. */
  preloadPage: (href: string) => void;
}

let handlers: Handlers | null = null;

export function registerRouteIntent(next: Handlers): void {
  handlers = next;
}

/** Fetches the code of the page at `href` ahead of a navigation there (the event page while its create form is filled in). */
export function preloadPageOf(href: string): void {
  handlers?.preloadPage(href);
}
