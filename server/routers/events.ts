import { cancelEvent } from '../domains/events/cancel-event.ts';
import { refreshSites } from '../domains/sites/refresh-sites.ts';
import { createEvent } from '../domains/events/create-event.ts';
import { getCalendarFeed, resetCalendarFeed } from '../domains/events/calendar-feed.ts';
import { requireCreatorEvent } from '../domains/events/event-access.ts';
import { getEventDetail } from '../domains/events/event-detail.ts';
import { listFavorites, setFavorite } from '../domains/events/favorites.ts';
import { invitePlayers, listInvites } from '../domains/events/invites.ts';
import { inviteByEmail } from '../domains/events/email-invites.ts';
import { EVENT_INVITE_RATE_LIMIT } from '../../shared/limits/rate-limits.ts';
import { joinEvent } from '../domains/events/join-event.ts';
import { leaveEvent, removeJoiner } from '../domains/events/leave-event.ts';
import { getManageForm } from '../domains/events/manage-form.ts';
import { listMyEvents } from '../domains/events/my-events.ts';
import {
  calendarFeedOutput,
  cancelledEventsOutput,
  checkInOutput,
  createdEventOutput,
  eventDetailOutput,
  eventRosterOutput,
  favoriteEventsOutput,
  favoriteOutput,
  invitePlayersOutput,
  emailInviteOutput,
  eventInvitesOutput,
  joinEventOutput,
  joinerStatusOutput,
  leaveEventOutput,
  messageJoinersOutput,
  myEventsOutput,
  updatedEventOutput,
  chargeReadinessOutput,
} from '../domains/events/outputs.ts';
import { approveJoiner, declineJoiner, listRoster, messageJoiners, setCheckedIn } from '../domains/events/roster.ts';
import { updateEvent } from '../domains/events/update-event.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { eventDiscoveryProcedures } from './events-discovery.ts';
import { chargeReadiness } from '../domains/events/charge-readiness.ts';
import {
  cancelEventInput,
  checkInInput,
  eventIdInput,
  eventInput,
  favoriteInput,
  inviteToEventInput,
  inviteToEventByEmailInput,
  joinEventInput,
  messageJoinersInput,
  myEventsInput,
  rosterActionInput,
  updateEventInput,
} from '../../shared/events/schemas.ts';

export const eventsRouter = router({
  ...eventDiscoveryProcedures,

  create: authedProcedure
    .input(eventInput)
    .output(createdEventOutput)
    .mutation(async ({ ctx, input }) => {
      const created = await createEvent(ctx, ctx.user.id, input);
      // A series shares its hosting team: one look finds the websites that show its schedule.
      await refreshSites(ctx, { eventId: created.id });
      // The event page opens from this answer (issue 36), without a second round trip.
      return { ...created, detail: await getEventDetail(ctx.db, ctx.user.id, created.id) };
    }),

  /** Whether the create form may offer a price: the server has payments and the organiser can be paid. */
  chargeReadiness: authedProcedure.output(chargeReadinessOutput).query(({ ctx }) => chargeReadiness(ctx, ctx.user.id)),

  update: authedProcedure
    .input(updateEventInput)
    .output(updatedEventOutput)
    .mutation(async ({ ctx, input }) => {
      const updated = await updateEvent(ctx, ctx.user.id, input);
      await refreshSites(ctx, { eventId: updated.id });
      return updated;
    }),

  cancel: authedProcedure
    .input(cancelEventInput)
    .output(cancelledEventsOutput)
    .mutation(async ({ ctx, input }) => {
      await requireCreatorEvent(ctx.db, input.eventId, ctx.user.id);
      const cancelled = await cancelEvent(ctx, input.eventId, input.scope, input.reason);
      await refreshSites(ctx, { eventId: input.eventId });
      return cancelled;
    }),

  get: publicProcedure
    .input(eventIdInput)
    .output(eventDetailOutput)
    .query(({ ctx, input }) => getEventDetail(ctx.db, ctx.auth?.user.id ?? null, input.eventId)),

  forManage: authedProcedure.input(eventIdInput).query(({ ctx, input }) => getManageForm(ctx.db, ctx.user.id, input.eventId)),

  join: authedProcedure
    .input(joinEventInput)
    .output(joinEventOutput)
    .mutation(({ ctx, input }) => joinEvent(ctx, ctx.user.id, input)),

  leave: authedProcedure
    .input(eventIdInput)
    .output(leaveEventOutput)
    .mutation(({ ctx, input }) => leaveEvent(ctx, ctx.user.id, input.eventId)),

  roster: authedProcedure
    .input(eventIdInput)
    .output(eventRosterOutput)
    .query(({ ctx, input }) => listRoster(ctx.db, ctx.user.id, input.eventId)),

  approve: authedProcedure
    .input(rosterActionInput)
    .output(joinerStatusOutput)
    .mutation(({ ctx, input }) => approveJoiner(ctx, ctx.user.id, input.eventId, input.userId)),

  decline: authedProcedure
    .input(rosterActionInput)
    .output(joinerStatusOutput)
    .mutation(({ ctx, input }) => declineJoiner(ctx, ctx.user.id, input.eventId, input.userId)),

  removeJoiner: authedProcedure
    .input(rosterActionInput)
    .output(leaveEventOutput)
    .mutation(({ ctx, input }) => removeJoiner(ctx, ctx.user.id, input.eventId, input.userId)),

  checkIn: authedProcedure
    .input(checkInInput)
    .output(checkInOutput)
    .mutation(({ ctx, input }) => setCheckedIn(ctx.db, ctx.user.id, input.eventId, input.userId, input.checkedIn)),

  messageJoiners: authedProcedure
    .input(messageJoinersInput)
    .output(messageJoinersOutput)
    .mutation(({ ctx, input }) => messageJoiners(ctx, ctx.user.id, input.eventId, input.message)),

  invite: authedProcedure
    .input(inviteToEventInput)
    .output(invitePlayersOutput)
    .mutation(({ ctx, input }) => invitePlayers(ctx, ctx.user.id, input.eventId, input.userIds)),

  /** Who was invited, for the organiser's manage page. */
  invites: authedProcedure
    .input(eventIdInput)
    .output(eventInvitesOutput)
    .query(({ ctx, input }) => listInvites(ctx.db, ctx.user.id, input.eventId)),

  /** Invite by address: a player with that address is invited in the app; anyone else gets a sign-up link. */
  inviteByEmail: authedProcedure
    .input(inviteToEventByEmailInput)
    .output(emailInviteOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.rateLimiter.enforce([{ key: `event-email-invite:${ctx.user.id}`, limit: EVENT_INVITE_RATE_LIMIT }]);
      return inviteByEmail(ctx, ctx.user.id, input.eventId, input.email);
    }),

  setFavorite: authedProcedure
    .input(favoriteInput)
    .output(favoriteOutput)
    .mutation(({ ctx, input }) => setFavorite(ctx.db, ctx.user.id, input.eventId, input.favorite)),

  favorites: authedProcedure.output(favoriteEventsOutput).query(({ ctx }) => listFavorites(ctx.db, ctx.user.id)),

  mine: authedProcedure
    .input(myEventsInput)
    .output(myEventsOutput)
    .query(({ ctx, input }) => listMyEvents(ctx.db, ctx.user.id, input)),

  calendarFeed: authedProcedure.output(calendarFeedOutput).query(({ ctx }) => getCalendarFeed(ctx, ctx.user.id)),

  resetCalendarFeed: authedProcedure.output(calendarFeedOutput).mutation(({ ctx }) => resetCalendarFeed(ctx, ctx.user.id)),
});
