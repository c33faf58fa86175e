import { requestCreateReminder } from '../domains/teams/create-reminder.ts';
import { createTeam } from '../domains/teams/create-team.ts';
import { cancelInvite, inviteMembers, invitePeople, respondToInvite } from '../domains/teams/invitations.ts';
import { deleteTeam, resetShareCode, updateTeam } from '../domains/teams/manage-team.ts';
import { changeRole, joinByCode, joinPublicTeam, leaveTeam, removeMember, transferOwnership } from '../domains/teams/members.ts';
import { listMyTeams } from '../domains/teams/my-teams.ts';
import { searchTeams } from '../domains/teams/search-teams.ts';
import { getRoster, getTeam } from '../domains/teams/team-detail.ts';
import {
  createdTeamOutput,
  invitedOutput,
  myTeamsOutput,
  reminderOutput,
  respondedOutput,
  rosterOutput,
  shareCodeOutput,
  teamIdOutput,
  shareLinkPreviewOutput,
  teamOutput,
  teamSearchOutput,
  externalTeamsOutput,
  scheduleOutput,
  myTeamEventsOutput,
  rsvpRosterOutput,
  myDependentsOutput,
  dependentAddedOutput,
  nudgedOutput,
  hostableOutput,
  teamMessagesOutput,
  rsvpByLinkOutput,
} from '../domains/teams/outputs.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { previewShareLink } from '../domains/teams/share-link-preview.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import {
  cancelInviteInput,
  changeRoleInput,
  createTeamInput,
  joinByCodeInput,
  respondToInviteInput,
  searchTeamsInput,
  teamIdInput,
  teamInvitesInput,
  teamMemberInput,
  updateTeamInput,
  wizardLeftInput,
  externalTeamInput,
  externalTeamIdInput,
  rsvpInput,
  myTeamEventsInput,
  teamDependentInput,
  teamEventInput,
  teamMessageInput,
  pinMessageInput,
  teamMessageIdInput,
  rsvpByLinkInput,
  invitePeopleInput,
} from '../../shared/teams/schemas.ts';
import { answerByLink } from '../domains/teams/rsvp-links.ts';
import { requireTeamMember } from '../domains/teams/access.ts';
import { listTeamMessages, postTeamMessage, teamMessageDelivery } from '../domains/teams/chat.ts';
import { listPinnedMessages, setMessagePinned } from '../domains/teams/pins.ts';
import { liveSubscription, type LiveList } from '../realtime/live-subscription.ts';
import { TOPICS } from '../realtime/topics.ts';
import { addExternalTeam, listExternalTeams, removeExternalTeam } from '../domains/teams/external-teams.ts';
import { answerRsvp, nudgeNonResponders, rsvpRoster, teamSchedule } from '../domains/teams/schedule.ts';
import { listMyTeamEvents } from '../domains/teams/my-team-events.ts';
import { addDependent, myDependents, removeDependent } from '../domains/teams/dependents.ts';
import { listHostableTeams } from '../domains/teams/my-teams.ts';

const done = { ok: true as const };

type TeamMessage = Awaited<ReturnType<typeof listTeamMessages>>[number];

/** Teams (issue 14): what a role may do is shared/teams/teams.ts, checked in domains/teams/access.ts. */
export const teamsRouter = router({
  create: authedProcedure
    .input(createTeamInput)
    .output(createdTeamOutput)
    .mutation(({ ctx, input }) => createTeam(ctx, ctx.user.id, input)),
  get: publicProcedure
    .input(teamIdInput)
    .output(teamOutput)
    .query(({ ctx, input }) => getTeam(ctx.db, ctx.auth?.user.id ?? null, input.teamId)),
  roster: publicProcedure
    .input(teamIdInput)
    .output(rosterOutput)
    .query(({ ctx, input }) => getRoster(ctx.db, ctx.auth?.user.id ?? null, input.teamId)),
  mine: authedProcedure.output(myTeamsOutput).query(({ ctx }) => listMyTeams(ctx.db, ctx.user.id, ctx.clock.now())),
  search: publicProcedure
    .input(searchTeamsInput)
    .output(teamSearchOutput)
    .query(({ ctx, input }) => searchTeams(ctx.db, input)),
  update: authedProcedure
    .input(updateTeamInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await updateTeam(ctx.db, ctx.user.id, input.teamId, input.details);
      return done;
    }),
  delete: authedProcedure
    .input(teamIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteTeam(ctx.db, ctx.user.id, input.teamId);
      return done;
    }),
  inviteMembers: authedProcedure
    .input(teamInvitesInput)
    .output(invitedOutput)
    .mutation(({ ctx, input }) => inviteMembers(ctx, ctx.user.id, input.teamId, input.invites)),
  invitePeople: authedProcedure
    .input(invitePeopleInput)
    .output(invitedOutput)
    .mutation(({ ctx, input }) => invitePeople(ctx, ctx.user.id, input.teamId, input.people)),
  cancelInvite: authedProcedure
    .input(cancelInviteInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await cancelInvite(ctx.db, ctx.user.id, input.teamId, input.email);
      return done;
    }),
  respondToInvite: authedProcedure
    .input(respondToInviteInput)
    .output(respondedOutput)
    .mutation(({ ctx, input }) => respondToInvite(ctx.db, ctx.user.id, input.teamId, input.accept)),
  changeRole: authedProcedure
    .input(changeRoleInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await changeRole(ctx.db, ctx.user.id, input.teamId, input.userId, input.role);
      return done;
    }),
  removeMember: authedProcedure
    .input(teamMemberInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeMember(ctx.db, ctx.user.id, input.teamId, input.userId);
      return done;
    }),
  transferOwnership: authedProcedure
    .input(teamMemberInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await transferOwnership(ctx.db, ctx.user.id, input.teamId, input.userId);
      return done;
    }),
  leave: authedProcedure
    .input(teamIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await leaveTeam(ctx.db, ctx.user.id, input.teamId);
      return done;
    }),
  join: authedProcedure
    .input(teamIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await joinPublicTeam(ctx.db, ctx.user.id, input.teamId);
      return done;
    }),
  /** Read before joining, so the share link's holder confirms what they join and as what. */
  previewByCode: authedProcedure
    .input(joinByCodeInput)
    .output(shareLinkPreviewOutput)
    .query(({ ctx, input }) => previewShareLink(ctx.db, ctx.user.id, input.code)),
  joinByCode: authedProcedure
    .input(joinByCodeInput)
    .output(teamIdOutput)
    .mutation(({ ctx, input }) => joinByCode(ctx.db, ctx.user.id, input.code)),
  resetShareCode: authedProcedure
    .input(teamIdInput)
    .output(shareCodeOutput)
    .mutation(({ ctx, input }) => resetShareCode(ctx.db, ctx.user.id, input.teamId)),
  externalTeams: authedProcedure
    .input(teamIdInput)
    .output(externalTeamsOutput)
    .query(({ ctx, input }) => listExternalTeams(ctx.db, ctx.user.id, input.teamId)),
  addExternalTeam: authedProcedure
    .input(externalTeamInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => addExternalTeam(ctx.db, ctx.user.id, input.teamId, input.name)),
  removeExternalTeam: authedProcedure
    .input(externalTeamIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeExternalTeam(ctx.db, ctx.user.id, input.teamId, input.externalTeamId);
      return done;
    }),
  schedule: authedProcedure
    .input(teamIdInput)
    .output(scheduleOutput)
    .query(({ ctx, input }) => teamSchedule(ctx.db, ctx.user.id, input.teamId, ctx.clock.now())),
  /** Upcoming events of the user's teams and their children's, each with the answer given: Home, Your events. */
  myEvents: authedProcedure
    .input(myTeamEventsInput)
    .output(myTeamEventsOutput)
    .query(({ ctx, input }) => listMyTeamEvents(ctx.db, ctx.user.id, input.limit, ctx.clock.now())),
  rsvp: authedProcedure
    .input(rsvpInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await answerRsvp(ctx.db, ctx.user.id, input.eventId, input.answer, ctx.clock.now(), input.familyMemberId);
      return done;
    }),
  /** A one-tap link from e-mail: no session, the token is the proof (domains/teams/rsvp-links.ts). */
  rsvpByLink: publicProcedure
    .input(rsvpByLinkInput)
    .output(rsvpByLinkOutput)
    .mutation(({ ctx, input }) => answerByLink(ctx.db, input.token, input.answer, ctx.clock.now())),
  rsvpRoster: authedProcedure
    .input(teamEventInput)
    .output(rsvpRosterOutput)
    .query(({ ctx, input }) => rsvpRoster(ctx.db, ctx.user.id, input.eventId, input.teamId)),
  nudge: authedProcedure
    .input(teamEventInput)
    .output(nudgedOutput)
    .mutation(({ ctx, input }) => nudgeNonResponders(ctx, ctx.user.id, input.eventId, input.teamId)),
  /** The user's family members without an account, and whether each is on this team. */
  dependents: authedProcedure
    .input(teamIdInput)
    .output(myDependentsOutput)
    .query(({ ctx, input }) => myDependents(ctx.db, ctx.user.id, input.teamId)),
  addDependent: authedProcedure
    .input(teamDependentInput)
    .output(dependentAddedOutput)
    .mutation(({ ctx, input }) => addDependent(ctx.db, ctx.user.id, input.teamId, input.familyMemberId)),
  removeDependent: authedProcedure
    .input(teamDependentInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeDependent(ctx.db, ctx.user.id, input.teamId, input.familyMemberId);
      return done;
    }),
  /** Teams whose schedule the user may add events to: the create-event form's "Hosted by" choice. */
  hostable: authedProcedure.output(hostableOutput).query(({ ctx }) => listHostableTeams(ctx.db, ctx.user.id)),
  chat: authedProcedure
    .input(teamIdInput)
    .output(teamMessagesOutput)
    .query(({ ctx, input }) => listTeamMessages(ctx.db, ctx.user.id, input.teamId)),
  postMessage: authedProcedure
    .input(teamMessageInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => postTeamMessage(ctx, ctx.user.id, input)),
  /** The pinned announcements that have not expired, for the top of the team page and its chat. Members only. */
  pinnedMessages: authedProcedure
    .input(teamIdInput)
    .output(teamMessagesOutput)
    .query(({ ctx, input }) => listPinnedMessages(ctx.db, ctx.user.id, input.teamId)),
  pinMessage: authedProcedure
    .input(pinMessageInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => setMessagePinned(ctx, ctx.user.id, { ...input, pinned: true })),
  unpinMessage: authedProcedure
    .input(teamMessageIdInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => setMessagePinned(ctx, ctx.user.id, { ...input, pinned: false })),
  /**
   * The team's thread now (its newest page), then each new message, over server-sent events; a
   * message posted through any server process arrives through Postgres LISTEN/NOTIFY.
   */
  onChat: authedProcedure.input(teamIdInput).subscription(({ ctx, input, signal }) =>
    liveSubscription<'team-chat', LiveList<TeamMessage>>(ctx, {
      topic: TOPICS.teamChat(input.teamId),
      signal,
      // A stranger gets the same answer as from teams.chat, before anything streams.
      authorize: () => requireTeamMember(ctx.db, input.teamId, ctx.user.id),
      snapshot: async () => ({ type: 'snapshot', items: await listTeamMessages(ctx.db, ctx.user.id, input.teamId) }),
      change: async ({ messageId }, { shared }) => {
        const { item, memberIds } = await shared('team-message', () => teamMessageDelivery(ctx.db, input.teamId, messageId));
        // Not an active member row: the full check decides (an organisation's admin passes; a removed member is refused, ending the stream).
        if (!memberIds.has(ctx.user.id)) await requireTeamMember(ctx.db, input.teamId, ctx.user.id);
        return item && { type: 'item', item };
      },
    }),
  ),
  wizardLeft: authedProcedure
    .input(wizardLeftInput)
    .output(reminderOutput)
    .mutation(({ ctx, input }) => requestCreateReminder(ctx, ctx.user.id, input.step)),
});
