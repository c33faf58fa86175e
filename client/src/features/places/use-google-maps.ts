import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';

const hasMaps = () => typeof window !== 'undefined' && Boolean((window as { google?: { maps?: { Map?: unknown } } }).google?.maps?.Map);

/**
 * Whether a Google map can be drawn: only when the server has a Maps key, and once the script the
 * app loads at start-up (lib/startup.ts) has arrived. Without a key nothing waits and nothing loads.
 */
export function useGoogleMapsReady(): boolean {
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const configured = Boolean(config.data?.mapsApiKey);
  const [ready, setReady] = useState(hasMaps);
  useEffect(() => {
    if (!configured || ready) return;
    const timer = window.setInterval(() => {
      if (hasMaps()) {
        setReady(true);
        window.clearInterval(timer);
      }
    }, 250);
    // A script that has not arrived in 20 s (blocked, offline) is not coming: the page works without it.
    const giveUp = window.setTimeout(() => window.clearInterval(timer), 20_000);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(giveUp);
    };
  }, [configured, ready]);
  return configured && ready;
}
