import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import type { GameStatus } from '../../../shared/games/games.ts';

/**
 * Tells every open event page that its games changed (`gameId`, or null when a bracket changed
 * several); delivered on commit, dropped on rollback.
 */
export async function publishGamesChange(db: Database, eventId: string, gameId: string | null): Promise<void> {
  await publish(db, TOPICS.eventGames(eventId), { gameId });
}

export const GAME_COLUMNS = [
  'id',
  'eventId',
  'seasonGroupId',
  'bracketId',
  'bracketMatchId',
  'sourceGameId',
  'homeTeamId',
  'homeExternalTeamId',
  'homeName',
  'awayTeamId',
  'awayExternalTeamId',
  'awayName',
  'startsAt',
  'court',
  'status',
  'periods',
  'homeScore',
  'awayScore',
  'winner',
  'notes',
  'version',
  'updatedAt',
] as const;

export interface GameRow {
  id: string;
  eventId: string;
  seasonGroupId: string | null;
  bracketId: string | null;
  bracketMatchId: number | null;
  sourceGameId: string | null;
  homeTeamId: string | null;
  homeExternalTeamId: string | null;
  homeName: string;
  awayTeamId: string | null;
  awayExternalTeamId: string | null;
  awayName: string;
  startsAt: Date | null;
  court: string;
  status: string;
  periods: unknown;
  homeScore: number;
  awayScore: number;
  winner: string | null;
  notes: string;
  version: number;
  updatedAt: Date;
}

const NO_PLAYERS: { home: SidePlayer[]; away: SidePlayer[] } = { home: [], away: [] };

/** A game as every reader gets it, with the players on its sides that the reader may see. */
export function gameView(row: GameRow, players = NO_PLAYERS) {
  return {
    id: row.id,
    eventId: row.eventId,
    seasonGroupId: row.seasonGroupId,
    bracketId: row.bracketId,
    bracketMatchId: row.bracketMatchId,
    sourceGameId: row.sourceGameId,
    home: { name: row.homeName, teamId: row.homeTeamId, externalTeamId: row.homeExternalTeamId, players: players.home },
    away: { name: row.awayName, teamId: row.awayTeamId, externalTeamId: row.awayExternalTeamId, players: players.away },
    startsAt: row.startsAt,
    court: row.court,
    status: row.status as GameStatus,
    periods: (row.periods as { home: number; away: number }[]) ?? [],
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    winner: row.winner as 'home' | 'away' | 'tie' | null,
    notes: row.notes,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}
export type GameView = ReturnType<typeof gameView>;

/** What a change record keeps of a game: the score and its standing, not its bookkeeping. */
export const gameSnapshot = (row: Pick<GameRow, 'status' | 'homeScore' | 'awayScore' | 'periods' | 'winner'>) => ({
  status: row.status,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  periods: row.periods,
  winner: row.winner,
});

/** A player on a game's side, as game-sides.ts reads them. */
export interface SidePlayer {
  id: string;
  displayName: string;
}

export interface Side {
  teamId: string | null;
  externalTeamId: string | null;
  name: string;
  /** Players picked from the event's joiners for an ad-hoc side; empty otherwise. */
  playerIds: string[];
}

/** Inserts a game with its first change record, and signals the event's pages. */
export async function insertGame(
  trx: Database,
  actorId: string | null,
  game: {
    eventId: string;
    home: Side;
    away: Side;
    startsAt: Date | null;
    court: string;
    seasonGroupId: string | null;
    bracketId?: string | null;
    bracketMatchId?: number | null;
    sourceGameId?: string | null;
  },
): Promise<string> {
  const row = await trx
    .insertInto('games')
    .values({
      eventId: game.eventId,
      homeTeamId: game.home.teamId,
      homeExternalTeamId: game.home.externalTeamId,
      homeName: game.home.name,
      awayTeamId: game.away.teamId,
      awayExternalTeamId: game.away.externalTeamId,
      awayName: game.away.name,
      startsAt: game.startsAt,
      court: game.court,
      seasonGroupId: game.seasonGroupId,
      bracketId: game.bracketId ?? null,
      bracketMatchId: game.bracketMatchId ?? null,
      sourceGameId: game.sourceGameId ?? null,
      createdBy: actorId,
    })
    .returning(['id', 'status', 'homeScore', 'awayScore', 'periods', 'winner'])
    .executeTakeFirstOrThrow();
  const sidePlayers = [
    ...game.home.playerIds.map((userId) => ({ gameId: row.id, userId, side: 'home' })),
    ...game.away.playerIds.map((userId) => ({ gameId: row.id, userId, side: 'away' })),
  ];
  if (sidePlayers.length) await trx.insertInto('gameSidePlayers').values(sidePlayers).execute();
  await trx
    .insertInto('gameChanges')
    .values({ gameId: row.id, changedBy: actorId, before: null, after: JSON.stringify(gameSnapshot(row)), reason: 'Created' })
    .execute();
  await publishGamesChange(trx, game.eventId, row.id);
  return row.id;
}
