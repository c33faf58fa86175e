import { useEffect } from 'react';

/**
 * A server-rendered page arrives `inert` (server/http/routes/pages/page-html.ts): it paints at once, but a tap
 * or keystroke before its script has hydrated it would be lost, or worse, submit a form natively
 * with its fields in the address. It becomes interactive once the page's own boundary hydrated.
 */
export function markInteractive(): void {
  document.getElementById('root')?.removeAttribute('inert');
}

/** Placed beside the page inside its Suspense boundary: its effect runs when that page has hydrated. */
export function InteractiveWhenHydrated() {
  useEffect(markInteractive, []);
  return null;
}
