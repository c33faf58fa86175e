import type { Database } from '../../db/database.ts';
import { requireSiteManager } from './site-access.ts';
import { siteLiveData } from './live-data.ts';

/** The live blocks' data as the published page would show it now, for the builder's preview. */
export async function previewLiveData(db: Database, userId: string, websiteId: string, now: Date) {
  const website = await requireSiteManager(db, userId, websiteId);
  return siteLiveData(db, website, now);
}
