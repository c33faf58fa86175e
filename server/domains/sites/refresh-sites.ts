import type { Deps } from '../../deps.ts';
import { queueSiteRerender, type SiteChange } from './rerender.ts';

/**
 * After a saved change that a published website shows (a score, an event), queue its re-render.
 * The change is already committed: a queue that fails is logged, not reported as the change failing.
 */
export async function refreshSites(deps: Deps<'db' | 'jobs' | 'log' | 'clock'>, change: SiteChange): Promise<void> {
  try {
    await queueSiteRerender(deps, change, deps.clock.now());
  } catch (err) {
    deps.log.warn({ err, change }, 'could not queue a website re-render');
  }
}
