import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { createLeague, getLeague, updateLeague } from '../domains/leagues/leagues.ts';
import { myLeagues, searchLeagues } from '../domains/leagues/search.ts';
import { createDivision, createLeagueSeason, updateDivision, updateLeagueSeason } from '../domains/leagues/seasons.ts';
import { applyToDivision, decideEntry, divisionEntries, eligibleTeams, inviteToDivision, respondToEntry, withdrawEntry } from '../domains/leagues/entries.ts';
import { divisionSchedule, generateSchedule, previewSchedule, rescheduleGame } from '../domains/leagues/schedule.ts';
import { confirmScore, disputeScore, reportScore } from '../domains/leagues/scores.ts';
import { divisionStandings, seedPlayoffs } from '../domains/leagues/standings.ts';
import { deleteDivision, deleteLeague, deleteLeagueSeason } from '../domains/leagues/delete.ts';
import {
  applyInput,
  createDivisionInput,
  createLeagueInput,
  createLeagueSeasonInput,
  decideEntryInput,
  divisionIdInput,
  entryIdInput,
  gameIdInput,
  inviteInput,
  leagueIdInput,
  reportScoreInput,
  rescheduleInput,
  respondEntryInput,
  scheduleRequestInput,
  searchLeaguesInput,
  seasonIdInput,
  seedPlayoffsInput,
  updateDivisionInput,
  updateLeagueInput,
  updateLeagueSeasonInput,
} from '../../shared/leagues/schemas.ts';
import {
  divisionScheduleOutput,
  divisionStandingsOutput,
  eligibleTeamsOutput,
  entriesOutput,
  entryStateOutput,
  getLeagueOutput,
  leagueDeletedOutput,
  myLeaguesOutput,
  scheduleGeneratedOutput,
  schedulePreviewOutput,
  scoreStateOutput,
  searchLeaguesOutput,
  seededPlayoffsOutput,
} from '../../shared/leagues/outputs.ts';

const ok = { ok: true as const };
const viewer = (ctx: { auth: { user: { id: string } } | null }) => ctx.auth?.user.id ?? null;

/**
 * Leagues (issue 34): a league of a club or a person, its seasons and divisions, teams of any owner
 * entering them, round robin schedules, scores reported by one side and confirmed by the other,
 * standings and playoffs. Every role check is the permission core's (league and team scopes).
 */
export const leaguesRouter = router({
  create: authedProcedure
    .input(createLeagueInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createLeague(ctx.db, ctx.user.id, input)),
  update: authedProcedure
    .input(updateLeagueInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateLeague(ctx.db, ctx.user.id, input.leagueId, input.details);
      return ok;
    }),
  /** Its unplayed games leave every team's schedule; played ones stay there (delete.ts). */
  delete: authedProcedure
    .input(leagueIdInput)
    .output(leagueDeletedOutput)
    .mutation(({ ctx, input }) => deleteLeague(ctx, ctx.user.id, input.leagueId, ctx.clock.now())),
  get: publicProcedure
    .input(leagueIdInput)
    .output(getLeagueOutput)
    .query(({ ctx, input }) => getLeague(ctx.db, viewer(ctx), input.leagueId, ctx.clock.now())),
  search: publicProcedure
    .input(searchLeaguesInput)
    .output(searchLeaguesOutput)
    .query(({ ctx, input }) => searchLeagues(ctx.db, input, ctx.clock.now())),
  mine: authedProcedure.output(myLeaguesOutput).query(({ ctx }) => myLeagues(ctx.db, ctx.user.id)),

  createSeason: authedProcedure
    .input(createLeagueSeasonInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createLeagueSeason(ctx.db, ctx.user.id, input.leagueId, input.season)),
  updateSeason: authedProcedure
    .input(updateLeagueSeasonInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateLeagueSeason(ctx.db, ctx.user.id, input.seasonId, input.season, input.status);
      return ok;
    }),
  deleteSeason: authedProcedure
    .input(seasonIdInput)
    .output(leagueDeletedOutput)
    .mutation(({ ctx, input }) => deleteLeagueSeason(ctx, ctx.user.id, input.seasonId, ctx.clock.now())),
  createDivision: authedProcedure
    .input(createDivisionInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createDivision(ctx.db, ctx.user.id, input.seasonId, input.division)),
  updateDivision: authedProcedure
    .input(updateDivisionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateDivision(ctx.db, ctx.user.id, input.divisionId, input.division);
      return ok;
    }),

  deleteDivision: authedProcedure
    .input(divisionIdInput)
    .output(leagueDeletedOutput)
    .mutation(({ ctx, input }) => deleteDivision(ctx, ctx.user.id, input.divisionId, ctx.clock.now())),

  /** Named applyTeam: `apply` is a reserved word of tRPC routers (the proxy's Function.prototype.apply). */
  applyTeam: authedProcedure
    .input(applyInput)
    .output(entryStateOutput)
    .mutation(({ ctx, input }) => applyToDivision(ctx.db, ctx.user.id, input, ctx.clock.now())),
  invite: authedProcedure
    .input(inviteInput)
    .output(entryStateOutput)
    .mutation(({ ctx, input }) => inviteToDivision(ctx, ctx.user.id, input)),
  decide: authedProcedure
    .input(decideEntryInput)
    .output(entryStateOutput)
    .mutation(({ ctx, input }) => decideEntry(ctx, ctx.user.id, input.entryId, input.approve)),
  respond: authedProcedure
    .input(respondEntryInput)
    .output(entryStateOutput)
    .mutation(({ ctx, input }) => respondToEntry(ctx.db, ctx.user.id, input.entryId, input.accept)),
  withdraw: authedProcedure
    .input(entryIdInput)
    .output(entryStateOutput)
    .mutation(({ ctx, input }) => withdrawEntry(ctx, ctx.user.id, input.entryId)),
  entries: publicProcedure
    .input(divisionIdInput)
    .output(entriesOutput)
    .query(({ ctx, input }) => divisionEntries(ctx.db, viewer(ctx), input.divisionId)),
  eligibleTeams: authedProcedure
    .input(divisionIdInput)
    .output(eligibleTeamsOutput)
    .query(({ ctx, input }) => eligibleTeams(ctx.db, ctx.user.id, input.divisionId)),

  previewSchedule: authedProcedure
    .input(scheduleRequestInput)
    .output(schedulePreviewOutput)
    .query(({ ctx, input }) => previewSchedule(ctx.db, ctx.user.id, input)),
  generateSchedule: authedProcedure
    .input(scheduleRequestInput)
    .output(scheduleGeneratedOutput)
    .mutation(({ ctx, input }) => generateSchedule(ctx, ctx.user.id, input, ctx.clock.now())),
  schedule: publicProcedure
    .input(divisionIdInput)
    .output(divisionScheduleOutput)
    .query(({ ctx, input }) => divisionSchedule(ctx.db, viewer(ctx), input.divisionId)),
  reschedule: authedProcedure
    .input(rescheduleInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await rescheduleGame(ctx, ctx.user.id, input, ctx.clock.now());
      return ok;
    }),
  reportScore: authedProcedure
    .input(reportScoreInput)
    .output(scoreStateOutput)
    .mutation(({ ctx, input }) => reportScore(ctx.db, ctx.user.id, input)),
  confirmScore: authedProcedure
    .input(gameIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await confirmScore(ctx.db, ctx.user.id, input.gameId);
      return ok;
    }),
  disputeScore: authedProcedure
    .input(gameIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await disputeScore(ctx.db, ctx.user.id, input.gameId);
      return ok;
    }),
  standings: publicProcedure
    .input(divisionIdInput)
    .output(divisionStandingsOutput)
    .query(({ ctx, input }) => divisionStandings(ctx.db, viewer(ctx), input.divisionId)),
  seedPlayoffs: authedProcedure
    .input(seedPlayoffsInput)
    .output(seededPlayoffsOutput)
    .mutation(({ ctx, input }) => seedPlayoffs(ctx.db, ctx.user.id, input)),
});
