import type { Database } from '../../db/database.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import type { BracketFormat } from '../../../shared/games/games.ts';
import { GAME_LIMITS } from '../../../shared/limits/limits.ts';

/**
 * The organiser's tournaments: events with a live playoff bracket whose games they manage (they
 * made the event, or they may manage games for its hosting team, through the permission table's
 * `manageGames`), latest date first. A reset bracket is history, not a tournament being run.
 */
export async function myTournaments(db: Database, userId: string) {
  const rows = await db
    .selectFrom('brackets as b')
    .innerJoin('events as e', 'e.id', 'b.eventId')
    .select(['e.id as eventId', 'e.title', 'e.startsAt', 'e.timezone', 'e.cancelled', 'b.format', 'b.configuration'])
    .where('b.status', '=', 'active')
    .where((eb) => eb.or([eb('e.creatorId', '=', userId), eb('e.hostingTeamId', 'in', teamIdsAllowing(db, userId, 'manageGames'))]))
    .orderBy('e.startsAt', 'desc')
    .orderBy('e.id')
    .limit(GAME_LIMITS.tournamentsListed)
    .execute();
  return rows.map(({ configuration, format, ...row }) => ({
    ...row,
    format: format as BracketFormat,
    entrants: (configuration as { entrants: number }).entrants,
  }));
}
