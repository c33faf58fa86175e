import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import { refreshSites } from './refresh-sites.ts';

/** The teams a person is on, and whether each one's websites list them (the roster block shows only those who allow it). */
export async function myWebsiteListings(db: Database, userId: string) {
  return db
    .selectFrom('teamMembers as tm')
    .innerJoin('teams as t', 't.id', 'tm.teamId')
    .select(['t.id as teamId', 't.name as teamName', 'tm.showOnWebsite as show'])
    .where('tm.userId', '=', userId)
    .where('tm.state', '=', 'active')
    .where('t.deletedAt', 'is', null)
    .orderBy('t.name')
    .limit(200)
    .execute();
}

export async function setWebsiteListing(deps: Deps<'db' | 'jobs' | 'log' | 'clock'>, userId: string, teamId: string, show: boolean): Promise<void> {
  const updated = await deps.db
    .updateTable('teamMembers')
    .set({ showOnWebsite: show })
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw new AppError('NOT_FOUND', M.notFound);
  await refreshSites(deps, { teamId });
}
