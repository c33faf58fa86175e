import * as z from 'zod/mini';

export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessageInput = z.object({
  recipientId: z.uuid(),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_MAX_LENGTH)),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const conversationInput = z.object({ conversationId: z.uuid() });

/** A page of a thread, newest first; `before` is the createdAt of the oldest message already shown. */
export const listMessagesInput = z.object({
  conversationId: z.uuid(),
  before: z.optional(z.iso.datetime({ offset: true })),
  limit: z._default(z.int().check(z.gte(1), z.lte(100)), 50),
});
export type ListMessagesInput = z.output<typeof listMessagesInput>;

export const setConversationBlockedInput = z.object({ conversationId: z.uuid(), blocked: z.boolean() });
