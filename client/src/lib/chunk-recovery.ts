/**
 * A page's script can fail to load: the device went offline, or a new release replaced the
 * hashed files while this tab was open. Online, one reload fetches the new release; a second
 * failure soon after is shown rather than reloaded again, so a broken release cannot loop.
 * Offline, the page waits and reloads when the connection comes back.
 */
const RELOADED_AT = 'rally:chunk-reload-at';
const LOOP_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads once to pick up the current release; false when it already did so a moment ago. */
export function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < LOOP_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a page's dependencies here before the import itself fails. */
export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return; // the route's error boundary shows the offline state
    if (reloadOnce()) event.preventDefault();
  });
}
