import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import type { ScoreState } from '../../../shared/leagues/leagues.ts';
import { publishGamesChange } from '../games/game-rows.ts';
import { leagueAllows, teamAllows } from './league-access.ts';
import { lockedLeagueGame } from './schedule.ts';

type LeagueGame = Awaited<ReturnType<typeof lockedLeagueGame>>;

/** The side whose coach or admin (reportLeagueScores) the user is; home first when they run both. */
async function sidesOf(db: Database, userId: string, game: LeagueGame): Promise<('home' | 'away')[]> {
  const [home, away] = await Promise.all([
    game.homeTeamId ? teamAllows(db, userId, game.homeTeamId, 'reportLeagueScores') : false,
    game.awayTeamId ? teamAllows(db, userId, game.awayTeamId, 'reportLeagueScores') : false,
  ]);
  return [...(home ? ['home' as const] : []), ...(away ? ['away' as const] : [])];
}

/** The confirmed score becomes the game's final result: it now counts in the division's standings. */
async function finalize(trx: Database, userId: string, game: LeagueGame, homeScore: number, awayScore: number): Promise<void> {
  const winner = homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : 'tie';
  const before = { status: game.status, homeScore: game.homeScore, awayScore: game.awayScore, periods: game.periods, winner: game.winner };
  await trx
    .updateTable('games')
    .set({ status: 'final', homeScore, awayScore, winner, version: sql`version + 1`, updatedAt: new Date() })
    .where('id', '=', game.id)
    .execute();
  await trx
    .insertInto('gameChanges')
    .values({
      gameId: game.id,
      changedBy: userId,
      before: JSON.stringify(before),
      after: JSON.stringify({ ...before, status: 'final', homeScore, awayScore, winner }),
      reason: 'League score confirmed',
    })
    .execute();
}

/**
 * A coach or admin of either team reports the score; it waits for the other team (or a league
 * admin) to confirm it. A league admin's own report counts as confirmed. A confirmed score is
 * final: nobody reports over it.
 */
export async function reportScore(
  db: Database,
  userId: string,
  input: { gameId: string; homeScore: number; awayScore: number },
): Promise<{ state: ScoreState }> {
  return db.transaction().execute(async (trx) => {
    const game = await lockedLeagueGame(trx, input.gameId);
    const [admin, sides] = await Promise.all([leagueAllows(trx, userId, game.leagueId, 'confirmLeagueScores'), sidesOf(trx, userId, game)]);
    if (!admin && sides.length === 0) throw new AppError('FORBIDDEN', M.reportNotAllowed);
    if (game.cancelled) throw new AppError('CONFLICT', M.gameCancelled);
    const report = await trx.selectFrom('leagueScoreReports').select('state').where('gameId', '=', game.id).executeTakeFirst();
    if (report?.state === 'confirmed') throw new AppError('CONFLICT', M.scoreConfirmed);
    const state: ScoreState = admin ? 'confirmed' : 'reported';
    const values = {
      homeScore: input.homeScore,
      awayScore: input.awayScore,
      state,
      reportedBy: userId,
      reportedSide: admin ? null : sides[0]!,
      confirmedBy: admin ? userId : null,
      updatedAt: new Date(),
    };
    await trx
      .insertInto('leagueScoreReports')
      .values({ gameId: game.id, ...values })
      .onConflict((oc) => oc.column('gameId').doUpdateSet(values))
      .execute();
    if (admin) await finalize(trx, userId, game, input.homeScore, input.awayScore);
    await publishGamesChange(trx, game.eventId, game.id);
    return { state };
  });
}

/**
 * The other team's coach or admin, or a league admin, answers a reported score: confirmed (it
 * counts) or disputed (it waits for a new report or a league admin). The reporting side cannot
 * confirm its own report.
 */
async function answerReport(db: Database, userId: string, gameId: string, answer: 'confirmed' | 'disputed'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const game = await lockedLeagueGame(trx, gameId);
    const report = await trx.selectFrom('leagueScoreReports').selectAll().where('gameId', '=', game.id).executeTakeFirst();
    const [admin, sides] = await Promise.all([leagueAllows(trx, userId, game.leagueId, 'confirmLeagueScores'), sidesOf(trx, userId, game)]);
    const otherSide = report?.reportedSide === 'home' ? 'away' : report?.reportedSide === 'away' ? 'home' : null;
    if (!admin && !(otherSide && sides.includes(otherSide))) throw new AppError('FORBIDDEN', M.confirmNotAllowed);
    if (!report) throw new AppError('CONFLICT', M.nothingToConfirm);
    if (report.state === 'confirmed') throw new AppError('CONFLICT', M.scoreConfirmed);
    // A disputed score waits for a new report, or for a league admin to settle it.
    if (report.state === 'disputed' && !admin) throw new AppError('CONFLICT', M.nothingToConfirm);
    if (game.cancelled) throw new AppError('CONFLICT', M.gameCancelled);
    await trx
      .updateTable('leagueScoreReports')
      .set({ state: answer, confirmedBy: answer === 'confirmed' ? userId : null, updatedAt: new Date() })
      .where('gameId', '=', game.id)
      .execute();
    if (answer === 'confirmed') await finalize(trx, userId, game, report.homeScore, report.awayScore);
    await publishGamesChange(trx, game.eventId, game.id);
  });
}

export const confirmScore = (db: Database, userId: string, gameId: string) => answerReport(db, userId, gameId, 'confirmed');
export const disputeScore = (db: Database, userId: string, gameId: string) => answerReport(db, userId, gameId, 'disputed');
