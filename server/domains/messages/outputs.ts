import { z } from 'zod';
import { MESSAGE_KINDS } from '../../../shared/messaging/groups.ts';

/** A message; `kind` 'left' or 'added' is a line about a group's members (its sender the member), not text. */
export const directMessageOutput = z.object({
  id: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.date(),
  kind: z.enum(MESSAGE_KINDS),
  senderName: z.string(),
});

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

export const groupCreatedOutput = z.object({ conversationId: z.string() });
export const groupAddedOutput = z.object({ added: z.number() });
export const groupMutedOutput = z.object({ muted: z.boolean() });
/** A group in the list: its title, how many are in it and the first few faces, the last line, the unread count, muted or not. */
export const groupOutput = z.object({
  id: z.string(),
  title: z.string(),
  memberCount: z.number(),
  members: z.array(z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() })),
  lastMessage: z.object({ body: z.string(), createdAt: z.date(), senderId: z.string(), senderName: z.string(), kind: z.enum(MESSAGE_KINDS) }).nullable(),
  unreadCount: z.number(),
  muted: z.boolean(),
});
export const groupListOutput = z.array(groupOutput);

const candidateOutput = z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() });
/** Whom a new group's picker offers: the user's lists, family and teammates. */
export const groupCandidatesOutput = z.object({
  lists: z.array(z.object({ id: z.string(), name: z.string(), members: z.array(candidateOutput) })),
  family: z.array(candidateOutput),
  teammates: z.array(candidateOutput),
});
