import type { Database } from '../../db/database.ts';

/**
 * League games not yet played in the divisions (scheduled, no score confirmed), optionally only a
 * team's: the games that go when a team withdraws or a division, season or league is deleted.
 * Games played stay: their scores are the teams' history.
 */
export async function unplayedGames(db: Database, divisionIds: readonly string[], teamId: string | null = null) {
  if (divisionIds.length === 0) return [];
  let query = db
    .selectFrom('games as g')
    .leftJoin('leagueScoreReports as r', 'r.gameId', 'g.id')
    .select(['g.eventId', 'g.homeTeamId', 'g.awayTeamId'])
    .where('g.divisionId', 'in', [...divisionIds])
    .where('g.status', '=', 'scheduled')
    .where((eb) => eb.or([eb('r.state', 'is', null), eb('r.state', '!=', 'confirmed')]));
  if (teamId) query = query.where((eb) => eb.or([eb('g.homeTeamId', '=', teamId), eb('g.awayTeamId', '=', teamId)]));
  return query.execute();
}

/** Removes the games' events (their games, RSVPs and score reports go with them); in the caller's transaction. */
export async function removeGameEvents(db: Database, games: ReadonlyArray<{ eventId: string }>): Promise<void> {
  if (games.length === 0) return;
  await db
    .deleteFrom('events')
    .where(
      'id',
      'in',
      games.map((game) => game.eventId),
    )
    .execute();
}
