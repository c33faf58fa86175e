import { useEffect } from 'react';

/**
 * A server-rendered page arrives `inert` (server/http/routes/pages/page-html.ts): it paints at once, but a tap
 * or keystroke before its script has hydrated it would be lost, or worse, submit a form natively
 * with its fields in the address. It becomes interactive once the page's own boundary hydrated.
 */
export function markInteractive(): void {
  document.getElementById('root')?.removeAttribute('inert');
}

// Set while rendering the app's shell, whose own Suspense boundary holds the page (AppShell.tsx).
let shellHoldsPage = false;

/** Called by the shell as it renders: the page's boundary, not the app's, says when it has hydrated. */
export function claimInteractivity(): void {
  shellHoldsPage = true;
}

/**
 * Placed beside the page inside its Suspense boundary: its effect runs when that page has hydrated.
 * `outer`: the app's boundary, which yields to the shell's when a shell holds the page (a page in
 * the shell may hydrate after the shell around it).
 */
export function InteractiveWhenHydrated({ outer = false }: { outer?: boolean }) {
  useEffect(() => {
    if (!(outer && shellHoldsPage)) markInteractive();
  }, [outer]);
  return null;
}
