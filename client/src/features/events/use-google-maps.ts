import { useEffect, useState } from 'react';

/**
 * True once the Maps script that start-up loads (only when a key is configured) has its map
 * classes ready. The script is loaded once, by start-up: loading it again here would make Google
 * warn about the API being included twice.
 */
export function useGoogleMapsReady(enabled: boolean): boolean {
  const [ready, setReady] = useState(() => enabled && Boolean(window.google?.maps?.Map));
  useEffect(() => {
    if (!enabled || ready) return;
    let cancelled = false;
    const timer = window.setInterval(() => {
      const maps = window.google?.maps;
      if (!maps?.importLibrary) return;
      window.clearInterval(timer);
      // With `loading=async` the classes arrive through importLibrary rather than with the script.
      void Promise.all([maps.importLibrary('maps'), maps.importLibrary('marker')]).then(() => {
        if (!cancelled) setReady(true);
      });
    }, 100);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [enabled, ready]);
  return ready;
}
