/**
 * Fetches a lazily loaded module a few seconds after the page has settled, off the first paint's
 * path. Once fetched, later imports are answered from memory, so the toaster and the menu still
 * open after the connection drops. Returns the cancel, for an effect's clean-up.
 */
export function preloadLater(load: () => Promise<unknown>, afterMs = 3_000): () => void {
  const timer = window.setTimeout(() => void load().catch(() => undefined), afterMs);
  return () => window.clearTimeout(timer);
}
