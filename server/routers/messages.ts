import { z } from 'zod';
import { listConversations } from '../domains/messages/list-conversations.ts';
import { listMessages } from '../domains/messages/list-messages.ts';
import { markConversationRead } from '../domains/messages/mark-read.ts';
import { sendDirectMessage } from '../domains/messages/send-direct-message.ts';
import { setConversationBlocked } from '../domains/messages/set-conversation-blocked.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { conversationInput, listMessagesInput, sendMessageInput, setConversationBlockedInput } from '../../shared/schemas/messages.ts';

const messageOutput = z.object({ id: z.string(), senderId: z.string(), body: z.string(), createdAt: z.date() });

const conversationsOutput = z.array(
  z.object({
    id: z.string(),
    other: z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() }),
    lastMessage: z.object({ body: z.string(), createdAt: z.date(), senderId: z.string() }).nullable(),
    unreadCount: z.number(),
    blocked: z.boolean(),
  }),
);

export const messagesRouter = router({
  send: authedProcedure
    .input(sendMessageInput)
    .output(z.object({ conversationId: z.string(), message: messageOutput }))
    .mutation(({ ctx, input }) => sendDirectMessage(ctx, ctx.user.id, input)),

  conversations: authedProcedure.output(conversationsOutput).query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),

  list: authedProcedure
    .input(listMessagesInput)
    .output(z.object({ messages: z.array(messageOutput), nextBefore: z.string().nullable() }))
    .query(({ ctx, input }) => listMessages(ctx.db, ctx.user.id, input)),

  setBlocked: authedProcedure
    .input(setConversationBlockedInput)
    .output(z.object({ blocked: z.boolean() }))
    .mutation(({ ctx, input }) => setConversationBlocked(ctx.db, ctx.user.id, input.conversationId, input.blocked)),

  markRead: authedProcedure
    .input(conversationInput)
    .output(z.object({ lastReadAt: z.date() }))
    .mutation(({ ctx, input }) => markConversationRead(ctx.db, ctx.user.id, input.conversationId)),
});
