import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { GAME_MESSAGES } from '../../../shared/games/games.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import type { BracketEntrantInput, MergeSidesInput } from '../../../shared/games/schemas.ts';
import { requireSeasonManager } from '../seasons/season-access.ts';
import { publishGamesChange } from './game-rows.ts';

type Place = 'home' | 'away';

/** Whether a game's side at `place` is `side`, as standings tell sides apart (a name by its lower case). */
function isSide(place: Place, side: BracketEntrantInput): Expression<SqlBool> {
  const column = (suffix: string) => sql.ref(`${place}_${suffix}`);
  if (side.kind === 'team') return sql<SqlBool>`${column('team_id')} = ${side.teamId}::uuid`;
  if (side.kind === 'external') return sql<SqlBool>`${column('external_team_id')} = ${side.externalTeamId}::uuid`;
  return sql<SqlBool>`${column('team_id')} is null and ${column('external_team_id')} is null and lower(${column('name')}) = lower(${side.name})`;
}

const sameSide = (a: BracketEntrantInput, b: BracketEntrantInput) =>
  (a.kind === 'team' && b.kind === 'team' && a.teamId === b.teamId) ||
  (a.kind === 'external' && b.kind === 'external' && a.externalTeamId === b.externalTeamId) ||
  (a.kind === 'name' && b.kind === 'name' && a.name.toLowerCase() === b.name.toLowerCase());

/**
 * Merges a side of a season group's standings into another (issue 31, defect 7: one opponent
 * typed twice stood twice). Every game of the group the merged side played, home or away, becomes
 * the kept side's, results and all, in one transaction; the season's organisers only. Two sides
 * that played each other are two teams, and are not merged.
 */
export async function mergeSides(db: Database, userId: string, input: MergeSidesInput): Promise<{ from: string; into: string }> {
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom('seasonGroups').select('seasonId').where('id', '=', input.seasonGroupId).executeTakeFirst();
    if (!group) throw new AppError('NOT_FOUND', SEASON_MESSAGES.groupNotFound);
    await requireSeasonManager(trx, group.seasonId, userId);
    if (sameSide(input.from, input.into)) throw new AppError('BAD_REQUEST', GAME_MESSAGES.mergeSameSide);
    // Locked, so a game added or scored meanwhile waits for the merge rather than missing it.
    const games = await trx
      .selectFrom('games')
      .select([
        'id',
        'eventId',
        'homeTeamId',
        'homeExternalTeamId',
        'homeName',
        'awayTeamId',
        'awayExternalTeamId',
        'awayName',
        sql<boolean>`${isSide('home', input.from)}`.as('homeIsFrom'),
        sql<boolean>`${isSide('away', input.from)}`.as('awayIsFrom'),
        sql<boolean>`${isSide('home', input.into)}`.as('homeIsInto'),
        sql<boolean>`${isSide('away', input.into)}`.as('awayIsInto'),
      ])
      .where('seasonGroupId', '=', input.seasonGroupId)
      .where((eb) => eb.or([isSide('home', input.from), isSide('away', input.from), isSide('home', input.into), isSide('away', input.into)]))
      .forUpdate()
      .execute();
    const kept = games.find((game) => game.homeIsInto || game.awayIsInto);
    const merged = games.filter((game) => game.homeIsFrom || game.awayIsFrom);
    if (!kept || merged.length === 0) throw new AppError('BAD_REQUEST', GAME_MESSAGES.mergeSideNotFound);
    if (merged.some((game) => (game.homeIsFrom && game.awayIsInto) || (game.awayIsFrom && game.homeIsInto)))
      throw new AppError('BAD_REQUEST', GAME_MESSAGES.mergePlayedEachOther);
    // The kept side as its games store it: its team, its opponent row, and the name it goes by.
    const into = kept.homeIsInto
      ? { teamId: kept.homeTeamId, externalTeamId: kept.homeExternalTeamId, name: kept.homeName }
      : { teamId: kept.awayTeamId, externalTeamId: kept.awayExternalTeamId, name: kept.awayName };
    const fromName = merged[0]!.homeIsFrom ? merged[0]!.homeName : merged[0]!.awayName;
    const ids = (place: Place) => merged.filter((game) => (place === 'home' ? game.homeIsFrom : game.awayIsFrom)).map((game) => game.id);
    const [homeIds, awayIds] = [ids('home'), ids('away')];
    if (homeIds.length)
      await trx
        .updateTable('games')
        .set({ homeTeamId: into.teamId, homeExternalTeamId: into.externalTeamId, homeName: into.name, updatedAt: new Date() })
        .where('id', 'in', homeIds)
        .execute();
    if (awayIds.length)
      await trx
        .updateTable('games')
        .set({ awayTeamId: into.teamId, awayExternalTeamId: into.externalTeamId, awayName: into.name, updatedAt: new Date() })
        .where('id', 'in', awayIds)
        .execute();
    for (const eventId of new Set(merged.map((game) => game.eventId))) await publishGamesChange(trx, eventId, null);
    return { from: fromName, into: into.name };
  });
}
