import { Suspense, useCallback, useEffect, useId, type ReactNode } from 'react';
import { holdInteractive, releaseInteractive } from '../lib/hydration.ts';

/**
 * A Suspense boundary for a lazy part of a server-rendered page (a team's roster tab, an event's
 * games): while the page is still inert, the part keeps it so until its own chunk has arrived and
 * hydrated, so no tap or choice on it is lost (lib/hydration.ts).
 */
export function HydratingSection({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  // Taken while rendering, before the page's own effect could make it interactive; by id, so a
  // render that React throws away and retries holds once.
  holdInteractive(id);
  const release = useCallback(() => releaseInteractive(id), [id]);
  // Released too if the section goes away before it hydrated.
  useEffect(() => release, [release]);
  return (
    <Suspense fallback={fallback}>
      <Released onHydrated={release} />
      {children}
    </Suspense>
  );
}

/** Inside the boundary: its effect runs once the boundary's content has hydrated. */
function Released({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
