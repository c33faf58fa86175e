import { listConversations } from '../domains/messages/list-conversations.ts';
import { listMessages, messageById } from '../domains/messages/list-messages.ts';
import { markConversationRead } from '../domains/messages/mark-read.ts';
import {
  conversationBlockedOutput,
  conversationListOutput,
  conversationReadOutput,
  messagePageOutput,
  sentMessageOutput,
} from '../domains/messages/outputs.ts';
import { sendDirectMessage } from '../domains/messages/send-direct-message.ts';
import { requireParticipant } from '../domains/messages/participants.ts';
import { setConversationBlocked } from '../domains/messages/set-conversation-blocked.ts';
import { readMarkers, type ReadMarker } from '../domains/messages/read-markers.ts';
import { signalTyping } from '../domains/messages/typing.ts';
import { liveSubscription, type LiveList } from '../realtime/live-subscription.ts';
import { TOPICS } from '../realtime/topics.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { groupAddedOutput, groupCandidatesOutput, groupCreatedOutput, groupListOutput, groupMutedOutput, typingOutput } from '../domains/messages/outputs.ts';
import { okOutput } from '../domains/outputs.ts';
import { createGroup } from '../domains/messages/create-group.ts';
import { addToGroup, leaveGroup, setGroupMuted } from '../domains/messages/group-membership.ts';
import { listGroups, type GroupSummary } from '../domains/messages/list-groups.ts';
import { groupCandidates } from '../domains/messages/group-candidates.ts';
import { postGroupMessage } from '../domains/messages/post-group-message.ts';
import { addToGroupInput, createGroupInput, groupMessageInput, setMutedInput } from '../../shared/messaging/groups.ts';
import { conversationInput, listMessagesInput, MESSAGE_PAGE_SIZE, sendMessageInput, setConversationBlockedInput } from '../../shared/messaging/schemas.ts';

type Message = Awaited<ReturnType<typeof listMessages>>['messages'][number];
type Conversation = Awaited<ReturnType<typeof listConversations>>[number];
/**
 * What a live thread sends: its newest page with how far the others have read, each new message,
 * someone typing, someone having read.
 */
type ThreadEvent =
  | LiveList<Message, { nextBefore: string | null; readers: ReadMarker[] }>
  | { type: 'typing'; userId: string; displayName: string }
  | { type: 'read'; reader: ReadMarker };

export const messagesRouter = router({
  send: authedProcedure
    .input(sendMessageInput)
    .output(sentMessageOutput)
    .mutation(({ ctx, input }) => sendDirectMessage(ctx, ctx.user.id, input)),

  conversations: authedProcedure.output(conversationListOutput).query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),

  list: authedProcedure
    .input(listMessagesInput)
    .output(messagePageOutput)
    .query(({ ctx, input }) => listMessages(ctx.db, ctx.user.id, input)),

  setBlocked: authedProcedure
    .input(setConversationBlockedInput)
    .output(conversationBlockedOutput)
    .mutation(({ ctx, input }) => setConversationBlocked(ctx.db, ctx.user.id, input.conversationId, input.blocked)),

  markRead: authedProcedure
    .input(conversationInput)
    .output(conversationReadOutput)
    .mutation(({ ctx, input }) => markConversationRead(ctx.db, ctx.user.id, input.conversationId)),

  /** Group conversations (3 to 50 people): start one, post, add people, mute, leave. Members only, but for starting. */
  createGroup: authedProcedure
    .input(createGroupInput)
    .output(groupCreatedOutput)
    .mutation(({ ctx, input }) => createGroup(ctx, ctx.user.id, input)),
  groups: authedProcedure.output(groupListOutput).query(({ ctx }) => listGroups(ctx.db, ctx.user.id)),
  groupCandidates: authedProcedure.output(groupCandidatesOutput).query(({ ctx }) => groupCandidates(ctx.db, ctx.user.id)),
  post: authedProcedure
    .input(groupMessageInput)
    .output(sentMessageOutput)
    .mutation(({ ctx, input }) => postGroupMessage(ctx, ctx.user.id, input)),
  addToGroup: authedProcedure
    .input(addToGroupInput)
    .output(groupAddedOutput)
    .mutation(({ ctx, input }) => addToGroup(ctx.db, ctx.user.id, input.conversationId, input.memberIds)),
  setMuted: authedProcedure
    .input(setMutedInput)
    .output(groupMutedOutput)
    .mutation(({ ctx, input }) => setGroupMuted(ctx.db, ctx.user.id, input.conversationId, input.muted)),
  leave: authedProcedure
    .input(conversationInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => leaveGroup(ctx.db, ctx.user.id, input.conversationId)),

  /** The caller is typing in the conversation: its other participants' open threads say so for a few seconds. */
  typing: authedProcedure
    .input(conversationInput)
    .output(typingOutput)
    .mutation(({ ctx, input }) => signalTyping(ctx, ctx.user.id, input.conversationId)),

  /**
   * A thread live, over server-sent events: its newest page (as `list` answers without a cursor),
   * then each new message, whichever server process it was sent through.
   */
  onConversation: authedProcedure.input(conversationInput).subscription(({ ctx, input, signal }) =>
    liveSubscription<'conversation', ThreadEvent>(ctx, {
      topic: TOPICS.conversation(input.conversationId),
      signal,
      // A stranger gets the same answer as for a conversation that does not exist, before anything streams.
      authorize: () => requireParticipant(ctx.db, input.conversationId, ctx.user.id),
      snapshot: async () => {
        const page = await listMessages(ctx.db, ctx.user.id, { conversationId: input.conversationId, limit: MESSAGE_PAGE_SIZE });
        const readers = await readMarkers(ctx.db, ctx.user.id, input.conversationId);
        return { type: 'snapshot', items: page.messages, nextBefore: page.nextBefore, readers };
      },
      change: async (delta) => {
        if (delta.kind === 'message') {
          const item = await messageById(ctx.db, ctx.user.id, input.conversationId, delta.messageId);
          return item && { type: 'item', item };
        }
        // Nobody is told of their own typing or reading; nor of anyone's on the other side of a block (readMarkers leaves them out).
        if (delta.userId === ctx.user.id) return undefined;
        const [reader] = await readMarkers(ctx.db, ctx.user.id, input.conversationId, delta.userId);
        if (!reader) return undefined;
        return delta.kind === 'typing' ? { type: 'typing', userId: reader.userId, displayName: reader.displayName } : { type: 'read', reader };
      },
    }),
  ),

  /**
   * The user's conversations live: the direct ones and the groups, then each conversation whose
   * row changed (a message, read, blocked, muted, members); a group's row as 'group'.
   */
  onConversations: authedProcedure.subscription(({ ctx, signal }) =>
    liveSubscription<'inbox', LiveList<Conversation, { groups: GroupSummary[] }> | { type: 'group'; item: GroupSummary }>(ctx, {
      topic: TOPICS.inbox(ctx.user.id),
      signal,
      // The inbox is the viewer's own.
      authorize: async () => {},
      snapshot: async () => ({ type: 'snapshot', items: await listConversations(ctx.db, ctx.user.id), groups: await listGroups(ctx.db, ctx.user.id) }),
      change: async ({ conversationId }) => {
        const [item] = await listConversations(ctx.db, ctx.user.id, conversationId);
        if (item) return { type: 'item', item };
        const [group] = await listGroups(ctx.db, ctx.user.id, conversationId);
        return group && { type: 'group', item: group };
      },
    }),
  ),
});
