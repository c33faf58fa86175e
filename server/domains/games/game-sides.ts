import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { GAME_LIMITS } from '../../../shared/limits/limits.ts';
import { GAME_MESSAGES, sideNameKey } from '../../../shared/games/games.ts';
import type { GameSideInput } from '../../../shared/games/schemas.ts';
import { blockedWith } from '../events/visibility.ts';
import type { Side, SidePlayer } from './game-rows.ts';

/** A player's name as the going list shows it (accounts still completing their profile have none yet). */
const playerName = sql<string>`coalesce(u.display_name, u.full_name, 'Player')`;

/**
 * A side as stored: a team or opponent is named from its row and must belong to the event's
 * team; players must be going to the event. A players side left unnamed is called after its
 * first player when that player shows their games publicly, and "Home side"/"Away side" otherwise,
 * so a name never reveals someone who keeps their games private.
 */
export async function resolveSide(
  db: Database,
  event: { id: string; hostingTeamId: string | null },
  side: GameSideInput,
  place: 'home' | 'away',
): Promise<Side> {
  if (side.kind === 'name') {
    // A typed name that is one of the team's saved opponents is that opponent: a second side of the
    // same name would be listed twice in standings (issue 31, defect 7).
    const saved = event.hostingTeamId ? await savedOpponentNamed(db, event.hostingTeamId, side.name) : undefined;
    if (saved) return { teamId: null, externalTeamId: saved.id, name: saved.name, playerIds: [] };
    return { teamId: null, externalTeamId: null, name: side.name, playerIds: [] };
  }
  if (side.kind === 'team') {
    const team = await db.selectFrom('teams').select('name').where('id', '=', side.teamId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!team) throw new AppError('BAD_REQUEST', GAME_MESSAGES.sideNotFound);
    return { teamId: side.teamId, externalTeamId: null, name: team.name, playerIds: [] };
  }
  if (side.kind === 'external') {
    const opponent = event.hostingTeamId
      ? await db.selectFrom('externalTeams').select('name').where('id', '=', side.externalTeamId).where('teamId', '=', event.hostingTeamId).executeTakeFirst()
      : undefined;
    if (!opponent) throw new AppError('BAD_REQUEST', GAME_MESSAGES.sideNotFound);
    return { teamId: null, externalTeamId: side.externalTeamId, name: opponent.name, playerIds: [] };
  }
  const playerIds = [...new Set(side.userIds)];
  const going = await db
    .selectFrom('eventJoiners as j')
    .innerJoin('users as u', 'u.id', 'j.userId')
    .select(['j.userId', playerName.as('displayName'), 'u.privacyPublicUpcomingGames as isPublic'])
    .where('j.eventId', '=', event.id)
    .where('j.status', '=', 'going')
    .where('j.userId', 'in', playerIds)
    .execute();
  if (going.length !== playerIds.length) throw new AppError('BAD_REQUEST', GAME_MESSAGES.notGoing);
  const first = going.find((row) => row.userId === playerIds[0]);
  const fallback = first?.isPublic ? `Team ${first.displayName}`.slice(0, GAME_LIMITS.nameMax) : place === 'home' ? 'Home side' : 'Away side';
  return { teamId: null, externalTeamId: null, name: side.name || fallback, playerIds };
}

/** The opponent whose name is this one, letter case and spacing aside (the client's `sideNameKey` does the same). */
async function savedOpponentNamed(db: Database, teamId: string, name: string) {
  return db
    .selectFrom('externalTeams')
    .select(['id', 'name'])
    .where('teamId', '=', teamId)
    .where(sql<string>`lower(regexp_replace(btrim(name), '\\s+', ' ', 'g'))`, '=', sideNameKey(name))
    .orderBy('createdAt')
    .executeTakeFirst();
}

/** Whether two sides are the same (one team, one opponent, one name), or share a player. */
export function checkDistinctSides(home: Side, away: Side): void {
  if (home.playerIds.some((id) => away.playerIds.includes(id))) throw new AppError('BAD_REQUEST', GAME_MESSAGES.playerOnBothSides);
  const same =
    (home.teamId && home.teamId === away.teamId) ||
    (home.externalTeamId && home.externalTeamId === away.externalTeamId) ||
    (!home.teamId && !home.externalTeamId && !away.teamId && !away.externalTeamId && home.name.toLowerCase() === away.name.toLowerCase());
  if (same) throw new AppError('BAD_REQUEST', GAME_MESSAGES.sameSides);
}

/**
 * The players on each game's sides, as the viewer may see them: like the event's going list, a
 * player who keeps their games private is shown only to themselves and the event's managers,
 * and a player blocked either way is not shown.
 */
export async function sidePlayersOf(
  db: Database,
  gameIds: string[],
  viewerId: string | null,
  manages: boolean,
): Promise<Map<string, { home: SidePlayer[]; away: SidePlayer[] }>> {
  const byGame = new Map<string, { home: SidePlayer[]; away: SidePlayer[] }>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .selectFrom('gameSidePlayers as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.gameId', 'p.side', 'p.userId', playerName.as('displayName'), 'u.privacyPublicUpcomingGames as isPublic'])
    .select(viewerId ? blockedWith('p.user_id', viewerId).as('blocked') : sql<boolean>`false`.as('blocked'))
    .where('p.gameId', 'in', gameIds)
    .orderBy('u.displayName')
    .execute();
  for (const row of rows) {
    if (row.blocked || !(row.isPublic || manages || row.userId === viewerId)) continue;
    const sides = byGame.get(row.gameId) ?? { home: [], away: [] };
    sides[row.side as 'home' | 'away'].push({ id: row.userId, displayName: row.displayName });
    byGame.set(row.gameId, sides);
  }
  return byGame;
}

/** Who a manager can put on a side: the event's players who are going, by name. */
export async function goingPlayers(db: Database, eventId: string): Promise<SidePlayer[]> {
  return db
    .selectFrom('eventJoiners as j')
    .innerJoin('users as u', 'u.id', 'j.userId')
    .select(['j.userId as id', playerName.as('displayName')])
    .where('j.eventId', '=', eventId)
    .where('j.status', '=', 'going')
    .orderBy('u.displayName')
    .limit(500)
    .execute();
}
