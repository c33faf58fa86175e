import { useEffect } from 'react';

/**
 * A server-rendered page arrives `inert` (server/http/routes/pages/page-html.ts): it paints at once, but a tap
 * or keystroke before its script has hydrated it would be lost, or worse, submit a form natively
 * with its fields in the address. It becomes interactive once the page's own boundary hydrated and
 * every lazy section inside it (HydratingSection) hydrated too: a section hydrates only when its
 * chunk arrives, and a role chosen in a roster that had not hydrated was silently dropped.
 */
let pageHydrated = false;
/** The lazy sections still to hydrate, by their React id (a render React discards and retries takes the same id). */
const pendingSections = new Set<string>();
/** Sections that hydrated already: a later render of one takes no new hold. */
const hydratedSections = new Set<string>();

const root = () => (typeof document === 'undefined' ? null : document.getElementById('root'));

export function markInteractive(): void {
  pageHydrated = true;
  if (pendingSections.size === 0) root()?.removeAttribute('inert');
}

/** Placed beside the page inside its Suspense boundary: its effect runs when that page has hydrated. */
export function InteractiveWhenHydrated() {
  useEffect(markInteractive, []);
  return null;
}

/** A lazy section about to hydrate holds the page inert while it still is. */
export function holdInteractive(id: string): void {
  if (!hydratedSections.has(id) && root()?.hasAttribute('inert')) pendingSections.add(id);
}

/** The section hydrated (or went away): the last one lets a hydrated page become interactive. */
export function releaseInteractive(id: string): void {
  hydratedSections.add(id);
  if (!pendingSections.delete(id)) return;
  if (pageHydrated && pendingSections.size === 0) root()?.removeAttribute('inert');
}
