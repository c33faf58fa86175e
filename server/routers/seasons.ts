import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { playerRegistrationsOutput, registeredOutput, seasonRegistrationsOutput, teamSeasonsOutput } from '../domains/seasons/outputs.ts';
import { cancelRegistration, playerRegistrations, registerForSeason, seasonRegistrations } from '../domains/seasons/registrations.ts';
import {
  addSeasonGroup,
  addSeasonSession,
  createSeason,
  deleteSeason,
  removeSeasonGroup,
  removeSeasonSession,
  teamSeasons,
  updateSeason,
} from '../domains/seasons/seasons.ts';
import { teamIdInput } from '../../shared/teams/schemas.ts';
import {
  addSeasonGroupInput,
  addSeasonSessionInput,
  createSeasonInput,
  playerRegistrationsInput,
  registerForSeasonInput,
  registrationIdInput,
  seasonGroupIdInput,
  seasonIdInput,
  seasonSessionIdInput,
  updateSeasonInput,
} from '../../shared/seasons/schemas.ts';

const ok = { ok: true as const };

/** Seasons of a team, their groups and sessions, and registrations (issue 15; spec section 7). */
export const seasonsRouter = router({
  byTeam: publicProcedure
    .input(teamIdInput)
    .output(teamSeasonsOutput)
    .query(({ ctx, input }) => teamSeasons(ctx.db, input.teamId, ctx.auth?.user.id ?? null)),
  create: authedProcedure
    .input(createSeasonInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createSeason(ctx.db, ctx.user.id, input.teamId, input.season)),
  update: authedProcedure
    .input(updateSeasonInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateSeason(ctx.db, ctx.user.id, input.seasonId, input.season, input.status);
      return ok;
    }),
  remove: authedProcedure
    .input(seasonIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteSeason(ctx.db, ctx.user.id, input.seasonId);
      return ok;
    }),
  addGroup: authedProcedure
    .input(addSeasonGroupInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => addSeasonGroup(ctx.db, ctx.user.id, input)),
  removeGroup: authedProcedure
    .input(seasonGroupIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeSeasonGroup(ctx.db, ctx.user.id, input.seasonId, input.groupId);
      return ok;
    }),
  addSession: authedProcedure
    .input(addSeasonSessionInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => addSeasonSession(ctx.db, ctx.user.id, input.seasonId, input.session)),
  removeSession: authedProcedure
    .input(seasonSessionIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeSeasonSession(ctx.db, ctx.user.id, input.seasonId, input.sessionId);
      return ok;
    }),
  registrations: authedProcedure
    .input(seasonIdInput)
    .output(seasonRegistrationsOutput)
    .query(({ ctx, input }) => seasonRegistrations(ctx.db, ctx.user.id, input.seasonId)),
  register: authedProcedure
    .input(registerForSeasonInput)
    .output(registeredOutput)
    .mutation(({ ctx, input }) => registerForSeason(ctx.db, ctx.user.id, input)),
  cancelRegistration: authedProcedure
    .input(registrationIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await cancelRegistration(ctx.db, ctx.user.id, input.registrationId);
      return ok;
    }),
  /** The player card's registrations (spec section 3). */
  ofPlayer: authedProcedure
    .input(playerRegistrationsInput)
    .output(playerRegistrationsOutput)
    .query(({ ctx, input }) => playerRegistrations(ctx.db, ctx.user.id, input.userId)),
});
