import * as z from 'zod/mini';
import { isoDateTime, text } from '../common/text.ts';
import { MESSAGE_MAX_LENGTH } from '../limits/limits.ts';

/** A thread's page when none is asked for: what `messages.list` and a live thread's snapshot send. */
export const MESSAGE_PAGE_SIZE = 50;

export const sendMessageInput = z.object({
  recipientId: z.uuid(),
  body: text(MESSAGE_MAX_LENGTH, { trim: true, min: 1, multiline: true }),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const conversationInput = z.object({ conversationId: z.uuid() });

/** A page of a thread, newest first; `before` is the createdAt of the oldest message already shown. */
export const listMessagesInput = z.object({
  conversationId: z.uuid(),
  before: z.optional(isoDateTime()),
  limit: z._default(z.int().check(z.gte(1), z.lte(100)), MESSAGE_PAGE_SIZE),
});
export type ListMessagesInput = z.output<typeof listMessagesInput>;

export const setConversationBlockedInput = z.object({ conversationId: z.uuid(), blocked: z.boolean() });
