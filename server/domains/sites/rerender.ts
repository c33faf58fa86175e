import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { SITE_LIMITS as L } from '../../../shared/sites/blocks.ts';
import { renderPublishedSite } from './render-site.tsx';

/** What changed: a team (its events, games, roster), an event (its hosting team), or a game (its event's team and both sides). */
export type SiteChange = { teamId: string } | { eventId: string } | { gameId: string };

async function teamsOf(db: Database, change: SiteChange): Promise<string[]> {
  if ('teamId' in change) return [change.teamId];
  if ('eventId' in change) {
    const event = await db.selectFrom('events').select('hostingTeamId').where('id', '=', change.eventId).executeTakeFirst();
    return event?.hostingTeamId ? [event.hostingTeamId] : [];
  }
  const game = await db
    .selectFrom('games as g')
    .innerJoin('events as e', 'e.id', 'g.eventId')
    .select(['e.hostingTeamId', 'g.homeTeamId', 'g.awayTeamId'])
    .where('g.id', '=', change.gameId)
    .executeTakeFirst();
  return game ? [game.hostingTeamId, game.homeTeamId, game.awayTeamId].filter((id): id is string => !!id) : [];
}

/**
 * Queues the sites.rerender job for every published site that shows a changed team: its own site
 * and its club's. Debounced: the job waits a few seconds, and one waiting job per site takes in
 * every change meanwhile. Pass the transaction as `db` to queue only if it commits.
 */
export async function queueSiteRerender({ db, jobs }: Deps<'db' | 'jobs'>, change: SiteChange, now: Date = new Date()): Promise<void> {
  const teamIds = [...new Set(await teamsOf(db, change))];
  if (!teamIds.length) return;
  const sites = await db
    .selectFrom('websites as w')
    .select('w.id')
    .where('w.publishedVersion', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('w.teamId', 'in', teamIds),
        eb('w.organizationId', 'in', eb.selectFrom('teams').select('organizationId').where('id', 'in', teamIds).where('organizationId', 'is not', null)),
      ]),
    )
    .limit(50)
    .execute();
  const startAfter = new Date(now.getTime() + L.rerenderDebounceSeconds * 1000);
  for (const site of sites) await jobs.send('sites.rerender', { websiteId: site.id }, { db, singletonKey: site.id, startAfter });
}

/** The sites.rerender job: renders the site's published pages again with the live data as it is now. */
export async function rerenderSite({ db, clock }: Deps<'db' | 'clock'>, websiteId: string) {
  return db.transaction().execute((trx) => renderPublishedSite(trx, websiteId, clock.now()));
}
