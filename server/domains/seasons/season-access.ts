import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import { allows } from '../../../shared/access/access.ts';
import type { SeasonStatus } from '../../../shared/seasons/seasons.ts';
import { requireTeamPermission, teamAccess, type TeamAccess } from '../teams/access.ts';

export interface SeasonRow {
  id: string;
  teamId: string;
  label: string;
  startsOn: string;
  endsOn: string;
  status: SeasonStatus;
}

/**
 * The season, as its viewer may see it: whoever sees the team sees its seasons once they leave
 * draft; a draft is seen by those who manage seasons only. Anything else is 'Season not found'.
 */
export async function visibleSeason(db: Database, seasonId: string, viewerId: string | null): Promise<{ season: SeasonRow; access: TeamAccess }> {
  const season = await loadSeason(db, seasonId);
  const access = await teamAccess(db, season.teamId, viewerId).catch(() => null);
  if (!access || (season.status === 'draft' && !allows(access.membership, 'manageSeasons'))) throw new AppError('NOT_FOUND', SEASON_MESSAGES.notFound);
  return { season, access };
}

/** The season for a change: its team's owner or admin only (shared/teams/teams.ts 'manageSeasons'); the row is locked. */
export async function requireSeasonManager(trx: Database, seasonId: string, userId: string): Promise<{ season: SeasonRow; access: TeamAccess }> {
  const season = await loadSeason(trx, seasonId, true);
  const access = await requireTeamPermission(trx, season.teamId, userId, 'manageSeasons').catch((error: unknown) => {
    // A stranger to a private team learns nothing about it, not even that the season exists.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', SEASON_MESSAGES.notFound);
    throw error;
  });
  return { season, access };
}

async function loadSeason(db: Database, seasonId: string, lock = false): Promise<SeasonRow> {
  let query = db.selectFrom('seasons').select(['id', 'teamId', 'label', 'startsOn', 'endsOn', 'status']).where('id', '=', seasonId);
  if (lock) query = query.forUpdate();
  const season = await query.executeTakeFirst();
  if (!season) throw new AppError('NOT_FOUND', SEASON_MESSAGES.notFound);
  return season as SeasonRow;
}
