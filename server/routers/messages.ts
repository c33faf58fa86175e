import { listConversations } from '../domains/messages/list-conversations.ts';
import { listMessages } from '../domains/messages/list-messages.ts';
import { markConversationRead } from '../domains/messages/mark-read.ts';
import {
  conversationBlockedOutput,
  conversationListOutput,
  conversationReadOutput,
  messagePageOutput,
  sentMessageOutput,
} from '../domains/messages/outputs.ts';
import { sendDirectMessage } from '../domains/messages/send-direct-message.ts';
import { setConversationBlocked } from '../domains/messages/set-conversation-blocked.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { conversationInput, listMessagesInput, sendMessageInput, setConversationBlockedInput } from '../../shared/schemas/messages.ts';

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
});
