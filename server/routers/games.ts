import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { bracketView, generatePlayoffBracket, resetPlayoffBracket } from '../domains/games/brackets.ts';
import { myTournaments } from '../domains/games/tournaments.ts';
import { visibleEventForGames } from '../domains/games/game-access.ts';
import { refreshSites } from '../domains/sites/refresh-sites.ts';
import { createGame, deleteGame, gameHistory, gamesByEvent, getGame, updateGame } from '../domains/games/games.ts';
import { groupStandings, setTieBreakers } from '../domains/games/standings.ts';
import { mergeSides } from '../domains/games/merge-sides.ts';
import {
  bracketIdOutput,
  bracketOutput,
  gameHistoryOutput,
  gameOutput,
  gamesByEventOutput,
  myTournamentsOutput,
  mergedSidesOutput,
  oneGameOutput,
  standingsOutput,
} from '../domains/games/outputs.ts';
import { liveSubscription } from '../realtime/live-subscription.ts';
import { TOPICS } from '../realtime/topics.ts';
import {
  createGameInput,
  gameIdInput,
  gamesByEventInput,
  generateBracketInput,
  mergeSidesInput,
  setTieBreakersInput,
  standingsInput,
  updateGameInput,
} from '../../shared/games/schemas.ts';

const ok = { ok: true as const };

/** Games, scores, standings and playoff brackets (issue 16; spec section 7: games by event, get, update, generate and reset playoff bracket). */
export const gamesRouter = router({
  byEvent: publicProcedure
    .input(gamesByEventInput)
    .output(gamesByEventOutput)
    .query(({ ctx, input }) => gamesByEvent(ctx.db, ctx.auth?.user.id ?? null, input.eventId)),
  get: publicProcedure
    .input(gameIdInput)
    .output(oneGameOutput)
    .query(({ ctx, input }) => getGame(ctx.db, ctx.auth?.user.id ?? null, input.gameId)),
  history: publicProcedure
    .input(gameIdInput)
    .output(gameHistoryOutput)
    .query(({ ctx, input }) => gameHistory(ctx.db, ctx.auth?.user.id ?? null, input.gameId)),
  create: authedProcedure
    .input(createGameInput)
    .output(idOutput)
    .mutation(async ({ ctx, input }) => {
      const game = await createGame(ctx.db, ctx.user.id, input);
      await refreshSites(ctx, { gameId: game.id });
      return game;
    }),
  update: authedProcedure
    .input(updateGameInput)
    .output(gameOutput)
    .mutation(async ({ ctx, input }) => {
      const game = await updateGame(ctx.db, ctx.user.id, input);
      await refreshSites(ctx, { gameId: input.gameId });
      return game;
    }),
  remove: authedProcedure
    .input(gameIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteGame(ctx.db, ctx.user.id, input.gameId);
      return ok;
    }),
  bracket: publicProcedure
    .input(gamesByEventInput)
    .output(bracketOutput)
    .query(({ ctx, input }) => bracketView(ctx.db, ctx.auth?.user.id ?? null, input.eventId)),
  /** The signed-in organiser's tournaments: the events with a live bracket whose games they manage. */
  myTournaments: authedProcedure.output(myTournamentsOutput).query(({ ctx }) => myTournaments(ctx.db, ctx.user.id)),
  generatePlayoffBracket: authedProcedure
    .input(generateBracketInput)
    .output(bracketIdOutput)
    .mutation(({ ctx, input }) => generatePlayoffBracket(ctx.db, ctx.user.id, input)),
  resetPlayoffBracket: authedProcedure
    .input(gamesByEventInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await resetPlayoffBracket(ctx.db, ctx.user.id, input.eventId);
      return ok;
    }),
  standings: publicProcedure
    .input(standingsInput)
    .output(standingsOutput)
    .query(({ ctx, input }) => groupStandings(ctx.db, ctx.auth?.user.id ?? null, input.seasonGroupId)),
  setTieBreakers: authedProcedure
    .input(setTieBreakersInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setTieBreakers(ctx.db, ctx.user.id, input.seasonGroupId, input.tieBreakers);
      return ok;
    }),
  /** A side typed twice is merged into the one kept, in a season group's standings (issue 31, defect 7). */
  mergeSides: authedProcedure
    .input(mergeSidesInput)
    .output(mergedSidesOutput)
    .mutation(({ ctx, input }) => mergeSides(ctx.db, ctx.user.id, input)),
  /**
   * The event's games now, then again after every change, over server-sent events: a score saved
   * through any server process arrives through Postgres LISTEN/NOTIFY. An event has few games, so
   * each change re-sends the list (standings and brackets move with it).
   */
  onEventGames: publicProcedure.input(gamesByEventInput).subscription(({ ctx, input, signal }) => {
    const viewerId = ctx.auth?.user.id ?? null;
    return liveSubscription(ctx, {
      topic: TOPICS.eventGames(input.eventId),
      signal,
      // Someone who cannot see the event learns nothing, before anything streams.
      authorize: () => visibleEventForGames(ctx.db, input.eventId, viewerId),
      snapshot: () => gamesByEvent(ctx.db, viewerId, input.eventId),
    });
  }),
});
