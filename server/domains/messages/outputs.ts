import { z } from 'zod';

export const directMessageOutput = z.object({ id: z.string(), senderId: z.string(), body: z.string(), createdAt: z.date() });

export const sentMessageOutput = z.object({ conversationId: z.string(), message: directMessageOutput });

/** One conversation in the inbox: the other person's name and photo only, the last message and the unread count. */
export const conversationOutput = z.object({
  id: z.string(),
  other: z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() }),
  lastMessage: z.object({ body: z.string(), createdAt: z.date(), senderId: z.string() }).nullable(),
  unreadCount: z.number(),
  blocked: z.boolean(),
  replyRefused: z.enum(['youBlocked', 'unavailable']).nullable(),
});

export const conversationListOutput = z.array(conversationOutput);

/** A page of a conversation's messages, newest first; nextBefore is the cursor for older ones, null when there are none. */
export const messagePageOutput = z.object({ messages: z.array(directMessageOutput), nextBefore: z.string().nullable() });

export const conversationBlockedOutput = z.object({ blocked: z.boolean() });

export const conversationReadOutput = z.object({ lastReadAt: z.date() });

/** Whether the typing signal went out (false past the per-user budget: dropped, not refused). */
export const typingOutput = z.object({ sent: z.boolean() });
