import { BracketsManager, helpers } from 'brackets-manager';
import type { Group, Match, Participant, Round, Stage } from 'brackets-model';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { BRACKET_FORMATS, formatAllowsTies, GAME_MESSAGES, ROUND_ROBIN_TIE_BREAKERS, type BracketFormat } from '../../../shared/games/games.ts';
import { GAME_LIMITS } from '../../../shared/limits/limits.ts';
import type { GenerateBracketInput } from '../../../shared/games/schemas.ts';
import { PostgresBracketStorage } from './bracket-storage.ts';
import { requireGameManager, visibleEventForGames } from './game-access.ts';
import { insertGame, publishGamesChange, type GameRow, type Side } from './game-rows.ts';
import { resolveSide } from './game-sides.ts';
import { groupStandings, standingsOf } from './standings.ts';

/** brackets-manager's match statuses (brackets-model's Status enum), as numbers in the stored rows. */
const MATCH_READY = 2;
const MATCH_RUNNING = 3;

/** A participant row: brackets-manager's own fields, plus the side it stands for. */
type Entrant = Participant & Side;

const managerOf = (trx: Database, bracketId: string) => new BracketsManager(new PostgresBracketStorage(trx, bracketId));

/** The event's live bracket row, locked: every change to a bracket runs under it. */
async function lockedActiveBracket(trx: Database, eventId: string) {
  return trx.selectFrom('brackets').selectAll().where('eventId', '=', eventId).where('status', '=', 'active').forUpdate().executeTakeFirst();
}

/**
 * Generates a playoff bracket (brackets-manager's model and algorithms, stored in our Postgres):
 * single or double elimination, with byes up to the next power of two going to the top seeds and
 * an optional third-place game; or a round robin. Seeds come in order from the organiser, or from
 * a season group's standings. Every match whose two sides are known becomes a game. A round
 * robin's games may end in a tie unless the organiser says otherwise; a knockout's never.
 */
export function generatePlayoffBracket(db: Database, userId: string, input: GenerateBracketInput): Promise<{ bracketId: string }> {
  return db.transaction().execute((trx) => generatePlayoffBracketIn(trx, userId, input));
}

/**
 * generatePlayoffBracket's work inside a transaction the caller holds (a league's playoffs make
 * their event and its bracket in one): the same checks, locks and games.
 */
export async function generatePlayoffBracketIn(trx: Database, userId: string, input: GenerateBracketInput): Promise<{ bracketId: string }> {
  const event = await requireGameManager(trx, input.eventId, userId);
  await trx.selectFrom('events').select('id').where('id', '=', event.id).forUpdate().execute();
  if (await lockedActiveBracket(trx, event.id)) throw new AppError('CONFLICT', GAME_MESSAGES.bracketExists);
  const tiesAllowed = input.tiesAllowed ?? formatAllowsTies(input.format);
  if (tiesAllowed && !formatAllowsTies(input.format)) throw new AppError('BAD_REQUEST', GAME_MESSAGES.knockoutNoTies);
  if (input.sourceGameId) {
    const source = await trx.selectFrom('games').select('id').where('id', '=', input.sourceGameId).where('eventId', '=', event.id).executeTakeFirst();
    if (!source) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
  }

  let entrants: Side[];
  if (input.seeding.from === 'manual') {
    entrants = [];
    for (const side of input.seeding.entrants) entrants.push(await resolveSide(trx, event, side, 'home'));
  } else {
    const standings = await groupStandings(trx, userId, input.seeding.seasonGroupId);
    entrants = standings.rows
      .slice(0, input.seeding.take)
      .map((row) => ({ teamId: row.teamId, externalTeamId: row.externalTeamId, name: row.name, playerIds: [] }));
  }
  if (entrants.length < GAME_LIMITS.bracketEntrantsMin) throw new AppError('BAD_REQUEST', GAME_MESSAGES.tooFewEntrants);
  if (entrants.length > GAME_LIMITS.bracketEntrantsMax) throw new AppError('BAD_REQUEST', GAME_MESSAGES.tooManyEntrants);
  const keys = entrants.map((side) => side.teamId ?? side.externalTeamId ?? `name:${side.name.toLowerCase()}`);
  if (new Set(keys).size !== keys.length) throw new AppError('BAD_REQUEST', GAME_MESSAGES.duplicateEntrants);

  const configuration = {
    entrants: entrants.length,
    thirdPlace: input.thirdPlace && input.format === 'single_elimination' && entrants.length >= 4,
    seeding: input.seeding.from,
  };
  const bracket = await trx
    .insertInto('brackets')
    .values({
      eventId: event.id,
      sourceGameId: input.sourceGameId,
      format: input.format,
      configuration: JSON.stringify(configuration),
      tiesAllowed,
      createdBy: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const manager = managerOf(trx, bracket.id);
  // Each participant row keeps the side it stands for, beside brackets-manager's own fields.
  const participants = entrants.map((side) => ({ name: side.name, teamId: side.teamId, externalTeamId: side.externalTeamId }));
  if (input.format === 'round_robin') {
    await manager.create.stage({ tournamentId: 0, name: 'Playoffs', type: 'round_robin', seeding: participants, settings: { groupCount: 1 } });
  } else {
    // Byes fill the bracket to a power of two; "inner_outer" pairs 1 v last, so the top seeds get them.
    const size = 2 ** Math.ceil(Math.log2(entrants.length));
    const seeding = [...participants, ...Array.from({ length: size - entrants.length }, () => null)];
    await manager.create.stage({
      tournamentId: 0,
      name: 'Playoffs',
      type: input.format,
      seeding,
      settings: { size, seedOrdering: ['inner_outer'], grandFinal: 'double', consolationFinal: configuration.thirdPlace },
    });
  }
  await syncBracketGames(trx, userId, { id: bracket.id, eventId: event.id, sourceGameId: input.sourceGameId });
  await publishGamesChange(trx, event.id, null);
  return { bracketId: bracket.id };
}

/** A bracket's rows as brackets-manager stored them, and its grand final's reset (`grandFinalReset`). */
async function readBracket(storage: PostgresBracketStorage) {
  const [stages, groups, rounds, matches, participants] = await Promise.all([
    storage.select('stage') as Promise<Stage[] | null>,
    storage.select('group') as Promise<Group[] | null>,
    storage.select('round') as Promise<Round[] | null>,
    storage.select('match') as Promise<Match[] | null>,
    storage.select('participant') as Promise<Entrant[] | null>,
  ]);
  const rows = { groups: groups ?? [], rounds: rounds ?? [], matches: matches ?? [], participants: participants ?? [] };
  return { ...rows, reset: grandFinalReset(stages?.[0], rows) };
}

/**
 * The double grand final's second match (the reset), and whether it is skipped. brackets-manager
 * keeps that match as a placeholder and, once the first grand final is decided, fills it with both
 * finalists and marks it ready whoever won; by the library's own rule (getGrandFinalDecisiveMatch)
 * the first match decides the bracket when the winners' bracket side (opponent1) wins it, and the
 * reset is then never played. Null when the bracket has no reset (single elimination, round robin,
 * or a double elimination of two entrants, which is one match).
 */
function grandFinalReset(stage: Stage | undefined, rows: { groups: Group[]; rounds: Round[]; matches: Match[] }): { id: number; skipped: boolean } | null {
  if (!stage || stage.settings.grandFinal !== 'double') return null;
  const finalGroup = rows.groups.find((group) => helpers.isFinalGroup(stage.type, group.number));
  if (!finalGroup) return null;
  const roundNumber = new Map(rows.rounds.map((round) => [round.id, round.number]));
  const [first, reset] = rows.matches
    .filter((match) => match.group_id === finalGroup.id)
    .sort((a, b) => (roundNumber.get(a.round_id) ?? 0) - (roundNumber.get(b.round_id) ?? 0));
  if (!first || !reset) return null;
  const skipped = helpers.isMatchCompleted(first) && helpers.getGrandFinalDecisiveMatch('double', [first, reset]) === first;
  return { id: Number(reset.id), skipped };
}

/**
 * Keeps one game for every match that is to be played: a match whose two sides are now known gets
 * one. The grand final's reset is not played when the winners' bracket side won the first grand
 * final, so it gets none then; should a correction of that result come after its game was made,
 * the unplayed game is cancelled, and scheduled again if another correction makes the reset needed.
 */
async function syncBracketGames(trx: Database, actorId: string | null, bracket: { id: string; eventId: string; sourceGameId: string | null }): Promise<void> {
  const { matches, participants, reset } = await readBracket(new PostgresBracketStorage(trx, bracket.id));
  const entrants = new Map(participants.map((row) => [row.id, row]));
  const games = new Map(
    (await trx.selectFrom('games').select(['id', 'bracketMatchId', 'status']).where('bracketId', '=', bracket.id).execute()).map((row) => [
      row.bracketMatchId,
      row,
    ]),
  );
  const resetGame = reset ? games.get(reset.id) : undefined;
  if (reset && resetGame) {
    const resetMatch = matches.find((match) => Number(match.id) === reset.id);
    const playable = !reset.skipped && (resetMatch?.status === MATCH_READY || resetMatch?.status === MATCH_RUNNING);
    let status: 'cancelled' | 'scheduled' | null = null;
    if (reset.skipped && (resetGame.status === 'scheduled' || resetGame.status === 'live')) status = 'cancelled';
    else if (playable && resetGame.status === 'cancelled') status = 'scheduled';
    if (status)
      await trx
        .updateTable('games')
        .set({ status, version: (eb) => eb('version', '+', 1), updatedAt: new Date() })
        .where('id', '=', resetGame.id)
        .execute();
  }
  for (const match of matches) {
    if (games.has(Number(match.id)) || (match.status !== MATCH_READY && match.status !== MATCH_RUNNING)) continue;
    if (reset?.skipped && Number(match.id) === reset.id) continue;
    const home = match.opponent1?.id !== null && match.opponent1?.id !== undefined ? entrants.get(match.opponent1.id) : undefined;
    const away = match.opponent2?.id !== null && match.opponent2?.id !== undefined ? entrants.get(match.opponent2.id) : undefined;
    if (!home || !away) continue;
    await insertGame(trx, actorId, {
      eventId: bracket.eventId,
      home: { teamId: home.teamId ?? null, externalTeamId: home.externalTeamId ?? null, name: home.name, playerIds: [] },
      away: { teamId: away.teamId ?? null, externalTeamId: away.externalTeamId ?? null, name: away.name, playerIds: [] },
      startsAt: null,
      court: '',
      seasonGroupId: null,
      bracketId: bracket.id,
      bracketMatchId: Number(match.id),
      sourceGameId: bracket.sourceGameId,
    });
  }
}

/**
 * A playoff game was decided: its match takes the result, brackets-manager moves the winner on
 * (and the loser, in double elimination), and the matches that now have both sides become games.
 */
export async function reportBracketResult(trx: Database, actorId: string, game: GameRow): Promise<void> {
  const bracket = await trx
    .selectFrom('brackets')
    .select(['id', 'eventId', 'sourceGameId', 'status'])
    .where('id', '=', game.bracketId!)
    .forUpdate()
    .executeTakeFirst();
  if (!bracket || bracket.status !== 'active' || game.bracketMatchId === null) return;
  // A reset that the first grand final made unneeded takes no result: the bracket is decided.
  const { reset } = await readBracket(new PostgresBracketStorage(trx, bracket.id));
  if (reset?.skipped && reset.id === game.bracketMatchId) throw new AppError('CONFLICT', GAME_MESSAGES.resetNotPlayed);
  const manager = managerOf(trx, bracket.id);
  // A tie reaches here only from a bracket that allows them (updateGame refuses it otherwise): a round robin's draw.
  const [home, away] = game.winner === 'tie' ? (['draw', 'draw'] as const) : game.winner === 'home' ? (['win', 'loss'] as const) : (['loss', 'win'] as const);
  try {
    await manager.update.match({
      id: game.bracketMatchId,
      opponent1: { score: game.homeScore, result: home },
      opponent2: { score: game.awayScore, result: away },
    });
  } catch (error) {
    // brackets-manager refuses to change a result the next round has already built on.
    throw new AppError('CONFLICT', error instanceof Error && /locked/i.test(error.message) ? GAME_MESSAGES.resultLocked : GAME_MESSAGES.updateFailed);
  }
  await syncBracketGames(trx, actorId, bracket);
}

/**
 * Resets the event's bracket: it stops (kept, with its games, as history), its undecided games
 * are cancelled, and a new bracket may be generated.
 */
export async function resetPlayoffBracket(db: Database, userId: string, eventId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireGameManager(trx, eventId, userId);
    const bracket = await lockedActiveBracket(trx, eventId);
    if (!bracket) throw new AppError('NOT_FOUND', GAME_MESSAGES.noBracket);
    await trx.updateTable('brackets').set({ status: 'reset', resetAt: new Date() }).where('id', '=', bracket.id).execute();
    await trx
      .updateTable('games')
      .set({ status: 'cancelled', version: (eb) => eb('version', '+', 1), updatedAt: new Date() })
      .where('bracketId', '=', bracket.id)
      .where('status', 'in', ['scheduled', 'live'])
      .execute();
    await publishGamesChange(trx, eventId, null);
  });
}

export interface BracketMatchView {
  id: number;
  groupNumber: number;
  roundNumber: number;
  number: number;
  status: number;
  opponent1: { name: string | null; score: number | null; result: string | null; isBye: boolean };
  opponent2: { name: string | null; score: number | null; result: string | null; isBye: boolean };
  gameId: string | null;
}

/**
 * Whether a bracket's games may end in a tie (a bracket of an old, reset event included): only a
 * round robin's, when its organiser left ties allowed.
 */
export async function bracketAllowsTies(trx: Database, bracketId: string): Promise<boolean> {
  const bracket = await trx.selectFrom('brackets').select(['format', 'tiesAllowed']).where('id', '=', bracketId).executeTakeFirst();
  return Boolean(bracket?.tiesAllowed && formatAllowsTies(bracket.format as BracketFormat));
}

/**
 * The event's live bracket for display: its rounds of matches, which game plays each, and the
 * champion once decided; a round robin's standings (won, tied, lost, points) from its decided games.
 */
export async function bracketView(db: Database, viewerId: string | null, eventId: string) {
  await visibleEventForGames(db, eventId, viewerId);
  const bracket = await db
    .selectFrom('brackets')
    .select(['id', 'format', 'sourceGameId', 'configuration', 'tiesAllowed', 'createdAt'])
    .where('eventId', '=', eventId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!bracket) return null;
  // Reads run on their own: the storage only selects here.
  const [{ matches, rounds, groups, participants, reset }, games] = await Promise.all([
    readBracket(new PostgresBracketStorage(db, bracket.id)),
    db.selectFrom('games').select(['id', 'bracketMatchId']).where('bracketId', '=', bracket.id).execute(),
  ]);
  const nameOf = new Map(participants.map((row) => [row.id, row.name]));
  const roundOf = new Map(rounds.map((row) => [row.id, row]));
  const groupOf = new Map(groups.map((row) => [row.id, row.number]));
  const gameOf = new Map(games.map((row) => [row.bracketMatchId, row.id]));
  const side = (opponent: Match['opponent1']) => ({
    name: opponent?.id !== null && opponent?.id !== undefined ? (nameOf.get(opponent.id) ?? null) : null,
    score: opponent?.score ?? null,
    result: opponent?.result ?? null,
    isBye: opponent === null,
  });
  // A reset that will not be played is not shown: the first grand final decided the bracket.
  const shown = reset?.skipped ? matches.filter((match) => Number(match.id) !== reset.id) : matches;
  const view: BracketMatchView[] = shown.map((match) => ({
    id: Number(match.id),
    groupNumber: groupOf.get(match.group_id as number) ?? 1,
    roundNumber: roundOf.get(match.round_id as number)?.number ?? 1,
    number: match.number,
    status: match.status,
    opponent1: side(match.opponent1),
    opponent2: side(match.opponent2),
    gameId: gameOf.get(Number(match.id)) ?? null,
  }));
  const format = bracket.format as BracketFormat;
  const standings =
    format === 'round_robin'
      ? {
          tieBreakers: [...ROUND_ROBIN_TIE_BREAKERS],
          rows: await standingsOf(
            db,
            { bracketId: bracket.id },
            ROUND_ROBIN_TIE_BREAKERS,
            participants.map((row) => ({ name: row.name, teamId: row.teamId ?? null, externalTeamId: row.externalTeamId ?? null })),
          ),
        }
      : null;
  return {
    id: bracket.id,
    format,
    sourceGameId: bracket.sourceGameId,
    configuration: bracket.configuration as { entrants: number; thirdPlace: boolean },
    tiesAllowed: bracket.tiesAllowed && formatAllowsTies(format),
    matches: view,
    champion: championOf(format, view),
    standings,
  };
}

/**
 * Who won the bracket, once its last match is played: the final's winner in single elimination;
 * in double elimination the grand final's (its second match, the reset, when it was played; the
 * view leaves out a reset that will not be).
 */
export function championOf(format: BracketFormat, matches: BracketMatchView[]): string | null {
  if (format === 'round_robin' || !BRACKET_FORMATS.includes(format)) return null;
  // Double elimination's grand final is its last group (a two-entrant bracket has only the one match).
  const bracketGroup = format === 'single_elimination' ? 1 : Math.max(1, ...matches.map((match) => match.groupNumber));
  const final = matches.filter((match) => match.groupNumber === bracketGroup).sort((a, b) => b.roundNumber - a.roundNumber || b.number - a.number);
  // The grand final's reset match is played only when the loser's-bracket side won the first.
  for (const match of final) {
    if (match.opponent1.result === 'win') return match.opponent1.name;
    if (match.opponent2.result === 'win') return match.opponent2.name;
    if (match.status !== 0 && match.status !== 5) return null;
  }
  return null;
}
