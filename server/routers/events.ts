import { z } from 'zod';
import { cancelEvent } from '../domains/events/cancel-event.ts';
import { createEvent } from '../domains/events/create-event.ts';
import { getCalendarFeed, resetCalendarFeed } from '../domains/events/calendar-feed.ts';
import { requireCreatorEvent } from '../domains/events/event-access.ts';
import { getEventDetail } from '../domains/events/event-detail.ts';
import { listFavorites, setFavorite } from '../domains/events/favorites.ts';
import { invitePlayers } from '../domains/events/invites.ts';
import { joinEvent } from '../domains/events/join-event.ts';
import { leaveEvent } from '../domains/events/leave-event.ts';
import { getManageForm } from '../domains/events/manage-form.ts';
import { listMyEvents } from '../domains/events/my-events.ts';
import { approveJoiner, declineJoiner, listRoster, messageJoiners, setCheckedIn } from '../domains/events/roster.ts';
import { updateEvent } from '../domains/events/update-event.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { eventCardOutput } from './event-card-output.ts';
import { eventDiscoveryProcedures } from './events-discovery.ts';
import {
  cancelEventInput,
  checkInInput,
  eventIdInput,
  eventInput,
  favoriteInput,
  inviteToEventInput,
  joinEventInput,
  messageJoinersInput,
  myEventsInput,
  rosterActionInput,
  updateEventInput,
} from '../../shared/schemas/events.ts';

const joinerStatus = z.enum(['going', 'waitlisted', 'pending', 'offered', 'declined']);
const person = { userId: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable() };

const listItemOutput = eventCardOutput.extend({ cancelled: z.boolean(), creatorId: z.string() });

const detailOutput = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  gameType: z.string(),
  description: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  durationMinutes: z.number(),
  timezone: z.string(),
  localDate: z.string(),
  localTime: z.string(),
  location: z.object({ placeId: z.string().nullable(), name: z.string(), address: z.string(), lat: z.number(), lng: z.number() }),
  place: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() }).nullable(),
  hostingTeamId: z.string().nullable(),
  teamName: z.string().nullable(),
  isPrivate: z.boolean(),
  makePublicAfter: z.date().nullable(),
  capacity: z.number().nullable(),
  allowWaitlist: z.boolean(),
  hasMinimumNeeded: z.boolean(),
  minimumNeeded: z.number().nullable(),
  minimumCutoffHours: z.number().nullable(),
  hoursToCancelBefore: z.number(),
  creatorApprovalNeeded: z.boolean(),
  allowLateRsvp: z.boolean(),
  allowParticipantGuests: z.boolean(),
  guestLimit: z.number(),
  chargeGuests: z.boolean(),
  priceCents: z.number(),
  currency: z.string(),
  cancelled: z.boolean(),
  cancelledAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  creator: z.object({ id: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable() }),
  counts: z.object({ going: z.number(), goingPlayers: z.number(), waitlisted: z.number(), pending: z.number(), spotsLeft: z.number().nullable() }),
  slotGroups: z.array(z.object({ id: z.string(), name: z.string(), capacity: z.number().nullable(), taken: z.number(), spotsLeft: z.number().nullable() })),
  going: z.array(z.object({ id: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), guests: z.number() })),
  hiddenGoing: z.number(),
  viewer: z.object({
    status: joinerStatus.nullable(),
    guests: z.number(),
    slotGroupId: z.string().nullable(),
    position: z.number().nullable(),
    offerExpiresAt: z.date().nullable(),
    paymentStatus: z.string().nullable(),
    checkedIn: z.boolean(),
    isFavorite: z.boolean(),
    canManage: z.boolean(),
    signedIn: z.boolean(),
  }),
  series: z
    .object({
      rrule: z.string(),
      excludedDates: z.array(z.string()),
      nextOccurrences: z.array(z.object({ id: z.string(), startsAt: z.date(), cancelled: z.boolean() })),
    })
    .nullable(),
});

const rosterOutput = z.array(
  z.object({
    ...person,
    fullName: z.string().nullable(),
    status: joinerStatus,
    guests: z.number(),
    guestNames: z.array(z.string()),
    slotGroupId: z.string().nullable(),
    slotGroupName: z.string().nullable(),
    checkedIn: z.boolean(),
    checkedInAt: z.date().nullable(),
    paymentStatus: z.string().nullable(),
    offerExpiresAt: z.date().nullable(),
    joinedAt: z.date(),
    position: z.number().nullable(),
  }),
);

const feedOutput = z.object({ url: z.string(), httpsUrl: z.string() });

export const eventsRouter = router({
  ...eventDiscoveryProcedures,

  create: authedProcedure
    .input(eventInput)
    .output(z.object({ id: z.string(), seriesId: z.string().nullable(), occurrenceIds: z.array(z.string()) }))
    .mutation(({ ctx, input }) => createEvent(ctx, ctx.user.id, input)),

  update: authedProcedure
    .input(updateEventInput)
    .output(z.object({ id: z.string(), updatedIds: z.array(z.string()) }))
    .mutation(({ ctx, input }) => updateEvent(ctx, ctx.user.id, input)),

  cancel: authedProcedure
    .input(cancelEventInput)
    .output(z.object({ cancelledIds: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => {
      await requireCreatorEvent(ctx.db, input.eventId, ctx.user.id);
      return cancelEvent(ctx, input.eventId, input.scope, input.reason);
    }),

  get: publicProcedure
    .input(eventIdInput)
    .output(detailOutput)
    .query(({ ctx, input }) => getEventDetail(ctx.db, ctx.auth?.user.id ?? null, input.eventId)),

  forManage: authedProcedure.input(eventIdInput).query(({ ctx, input }) => getManageForm(ctx.db, ctx.user.id, input.eventId)),

  join: authedProcedure
    .input(joinEventInput)
    .output(z.object({ status: z.enum(['going', 'waitlisted', 'pending', 'offered']), checkoutUrl: z.string().nullable(), position: z.number().nullable() }))
    .mutation(({ ctx, input }) => joinEvent(ctx, ctx.user.id, input)),

  leave: authedProcedure
    .input(eventIdInput)
    .output(z.object({ refunded: z.boolean() }))
    .mutation(({ ctx, input }) => leaveEvent(ctx, ctx.user.id, input.eventId)),

  roster: authedProcedure
    .input(eventIdInput)
    .output(rosterOutput)
    .query(({ ctx, input }) => listRoster(ctx.db, ctx.user.id, input.eventId)),

  approve: authedProcedure
    .input(rosterActionInput)
    .output(z.object({ status: z.string() }))
    .mutation(({ ctx, input }) => approveJoiner(ctx, ctx.user.id, input.eventId, input.userId)),

  decline: authedProcedure
    .input(rosterActionInput)
    .output(z.object({ status: z.string() }))
    .mutation(({ ctx, input }) => declineJoiner(ctx, ctx.user.id, input.eventId, input.userId)),

  checkIn: authedProcedure
    .input(checkInInput)
    .output(z.object({ checkedIn: z.boolean() }))
    .mutation(({ ctx, input }) => setCheckedIn(ctx.db, ctx.user.id, input.eventId, input.userId, input.checkedIn)),

  messageJoiners: authedProcedure
    .input(messageJoinersInput)
    .output(z.object({ sent: z.number() }))
    .mutation(({ ctx, input }) => messageJoiners(ctx, ctx.user.id, input.eventId, input.message)),

  invite: authedProcedure
    .input(inviteToEventInput)
    .output(z.object({ invited: z.number() }))
    .mutation(({ ctx, input }) => invitePlayers(ctx, ctx.user.id, input.eventId, input.userIds)),

  setFavorite: authedProcedure
    .input(favoriteInput)
    .output(z.object({ isFavorite: z.boolean() }))
    .mutation(({ ctx, input }) => setFavorite(ctx.db, ctx.user.id, input.eventId, input.favorite)),

  favorites: authedProcedure.output(z.array(listItemOutput)).query(({ ctx }) => listFavorites(ctx.db, ctx.user.id)),

  mine: authedProcedure
    .input(myEventsInput)
    .output(z.array(listItemOutput.extend({ role: z.enum(['organiser', 'going', 'waitlisted', 'pending', 'offered']) })))
    .query(({ ctx, input }) => listMyEvents(ctx.db, ctx.user.id, input)),

  calendarFeed: authedProcedure.output(feedOutput).query(({ ctx }) => getCalendarFeed(ctx, ctx.user.id)),

  resetCalendarFeed: authedProcedure.output(feedOutput).mutation(({ ctx }) => resetCalendarFeed(ctx, ctx.user.id)),
});
