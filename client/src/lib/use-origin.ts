import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * This site's origin, for links a person copies or scans. Empty while the server renders the page
 * and while the browser hydrates it (the server does not know the address it was reached at), then
 * the browser's own: no mismatch, and no reading of `window` on the server.
 */
export function useOrigin(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
}
