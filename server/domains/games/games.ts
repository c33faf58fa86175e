import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { GAME_LIMITS } from '../../../shared/limits/limits.ts';
import { GAME_MESSAGES, isDecided, type GameStatus } from '../../../shared/games/games.ts';
import type { GameSideInput, UpdateGameInput } from '../../../shared/games/schemas.ts';
import { managesGames, requireGameManager, visibleEventForGames } from './game-access.ts';
import { GAME_COLUMNS, gameSnapshot, gameView, insertGame, publishGamesChange, type GameRow } from './game-rows.ts';
import { bracketAllowsTies, reportBracketResult } from './brackets.ts';
import { checkDistinctSides, goingPlayers, resolveSide, sidePlayersOf } from './game-sides.ts';

/**
 * An event's games in playing order, with whether the viewer may score them; a manager also gets
 * the players going, to pick sides from.
 */
export async function gamesByEvent(db: Database, viewerId: string | null, eventId: string) {
  const event = await visibleEventForGames(db, eventId, viewerId);
  const rows = await db
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .where('eventId', '=', eventId)
    .orderBy(sql`starts_at nulls last`)
    .orderBy('createdAt')
    .limit(GAME_LIMITS.gamesPerEvent)
    .execute();
  const manages = await managesGames(db, event, viewerId);
  const players = await sidePlayersOf(
    db,
    rows.map((row) => row.id),
    viewerId,
    manages,
  );
  return { manages, games: rows.map((row) => gameView(row as GameRow, players.get(row.id))), going: manages ? await goingPlayers(db, event.id) : [] };
}

export async function getGame(db: Database, viewerId: string | null, gameId: string) {
  const row = await db.selectFrom('games').select(GAME_COLUMNS).where('id', '=', gameId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
  const event = await visibleEventForGames(db, row.eventId, viewerId);
  const manages = await managesGames(db, event, viewerId);
  const players = await sidePlayersOf(db, [row.id], viewerId, manages);
  return { ...gameView(row as GameRow, players.get(row.id)), manages };
}

export async function createGame(
  db: Database,
  userId: string,
  input: { eventId: string; home: GameSideInput; away: GameSideInput; startsAt: string | null; court: string; seasonGroupId: string | null },
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const event = await requireGameManager(trx, input.eventId, userId);
    // The event row's lock keeps the count honest when two organisers add games at once.
    await trx.selectFrom('events').select('id').where('id', '=', event.id).forUpdate().execute();
    const { count } = await trx
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('eventId', '=', event.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= GAME_LIMITS.gamesPerEvent) throw new AppError('CONFLICT', GAME_MESSAGES.tooManyGames);
    const home = await resolveSide(trx, event, input.home, 'home');
    const away = await resolveSide(trx, event, input.away, 'away');
    checkDistinctSides(home, away);
    if (input.seasonGroupId) {
      const group = await trx
        .selectFrom('seasonGroups as g')
        .innerJoin('seasons as s', 's.id', 'g.seasonId')
        .select('g.id')
        .where('g.id', '=', input.seasonGroupId)
        .where('s.teamId', '=', event.hostingTeamId ?? '00000000-0000-0000-0000-000000000000')
        .executeTakeFirst();
      if (!group) throw new AppError('BAD_REQUEST', GAME_MESSAGES.groupNotOfTeam);
    }
    const id = await insertGame(trx, userId, {
      eventId: event.id,
      home,
      away,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      court: input.court,
      seasonGroupId: input.seasonGroupId,
    });
    return { id };
  });
}

/** Who won, as the scores (or a forfeit) say. */
function winnerOf(input: Pick<UpdateGameInput, 'status' | 'forfeitWinner'>, homeScore: number, awayScore: number): 'home' | 'away' | 'tie' | null {
  if (input.status === 'forfeited') return input.forfeitWinner;
  if (input.status !== 'final') return null;
  return homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : 'tie';
}

/**
 * Saves a game's score and state over the version its editor saw: a newer version means someone
 * else saved first, and the save is refused with theirs to look at (the last write is never lost
 * silently). A final score is corrected only with a reason. Every save is kept in game_changes;
 * a decided playoff game moves its bracket on.
 */
export async function updateGame(db: Database, userId: string, input: UpdateGameInput) {
  return db.transaction().execute(async (trx) => {
    const current = (await trx.selectFrom('games').select(GAME_COLUMNS).where('id', '=', input.gameId).forUpdate().executeTakeFirst()) as GameRow | undefined;
    if (!current) throw new AppError('NOT_FOUND', GAME_MESSAGES.updatedNotFound);
    await requireGameManager(trx, current.eventId, userId);
    if (current.version !== input.version) throw new AppError('CONFLICT', GAME_MESSAGES.changedMeanwhile);
    const periods = input.periods;
    const homeScore = periods.length ? periods.reduce((sum, period) => sum + period.home, 0) : input.homeScore;
    const awayScore = periods.length ? periods.reduce((sum, period) => sum + period.away, 0) : input.awayScore;
    if (input.status === 'forfeited' && !input.forfeitWinner) throw new AppError('BAD_REQUEST', GAME_MESSAGES.forfeitNeedsWinner);
    const winner = winnerOf(input, homeScore, awayScore);
    // A knockout's game needs a winner; a round robin's may end level, if its organiser allowed it.
    if (current.bracketId && winner === 'tie' && !(await bracketAllowsTies(trx, current.bracketId)))
      throw new AppError('BAD_REQUEST', GAME_MESSAGES.tiesNotAllowed);
    if (current.bracketId && current.bracketMatchId === null) throw new AppError('CONFLICT', GAME_MESSAGES.waitingForOpponents);
    const wasDecided = isDecided(current.status as GameStatus);
    const scoreChanged = current.homeScore !== homeScore || current.awayScore !== awayScore || current.winner !== winner || current.status !== input.status;
    if (wasDecided && scoreChanged && !input.reason) throw new AppError('BAD_REQUEST', GAME_MESSAGES.correctionNeedsReason);

    const updated = (await trx
      .updateTable('games')
      .set({
        status: input.status,
        periods: JSON.stringify(periods),
        homeScore,
        awayScore,
        winner,
        court: input.court,
        notes: input.notes,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where('id', '=', current.id)
      .returning(GAME_COLUMNS)
      .executeTakeFirstOrThrow()) as GameRow;
    if (scoreChanged) {
      await trx
        .insertInto('gameChanges')
        .values({
          gameId: current.id,
          changedBy: userId,
          before: JSON.stringify(gameSnapshot(current)),
          after: JSON.stringify(gameSnapshot(updated)),
          reason: input.reason,
        })
        .execute();
    }
    if (current.bracketId && isDecided(input.status as GameStatus) && scoreChanged) await reportBracketResult(trx, userId, updated);
    await publishGamesChange(trx, current.eventId, current.id);
    const players = await sidePlayersOf(trx, [updated.id], userId, true);
    return gameView(updated, players.get(updated.id));
  });
}

/** Removes a game that is not part of a bracket (a bracket's games go with a reset). */
export async function deleteGame(db: Database, userId: string, gameId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const game = await trx.selectFrom('games').select(['id', 'eventId', 'bracketId']).where('id', '=', gameId).forUpdate().executeTakeFirst();
    if (!game) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
    await requireGameManager(trx, game.eventId, userId);
    if (game.bracketId) {
      const bracket = await trx.selectFrom('brackets').select('status').where('id', '=', game.bracketId).executeTakeFirst();
      if (bracket?.status === 'active') throw new AppError('CONFLICT', GAME_MESSAGES.bracketGameLocked);
    }
    await trx.deleteFrom('games').where('id', '=', game.id).execute();
    await publishGamesChange(trx, game.eventId, game.id);
  });
}

/** A game's changes, newest first: who, when, the score before and after, and why. */
export async function gameHistory(db: Database, viewerId: string | null, gameId: string) {
  const game = await db.selectFrom('games').select('eventId').where('id', '=', gameId).executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
  await visibleEventForGames(db, game.eventId, viewerId);
  const rows = await db
    .selectFrom('gameChanges as c')
    .leftJoin('users as u', 'u.id', 'c.changedBy')
    .select(['c.id', 'c.changedAt', 'c.before', 'c.after', 'c.reason', sql<string>`coalesce(u.display_name, u.full_name, 'Someone')`.as('changedBy')])
    .where('c.gameId', '=', gameId)
    .orderBy('c.changedAt', 'desc')
    .limit(200)
    .execute();
  type Snapshot = { status: GameStatus; homeScore: number; awayScore: number };
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changedAt,
    changedBy: row.changedBy,
    reason: row.reason,
    before: (row.before as Snapshot | null) ?? null,
    after: row.after as Snapshot,
  }));
}
