import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { MESSAGE_MAX_LENGTH } from '../limits/limits.ts';

/** A group conversation's bounds: people counted with its creator (or whoever adds more). */
export const GROUP_LIMITS = { minPeople: 3, maxPeople: 50, titleMax: 80 } as const;

/** Ordinary text, or a line about a group's members (the migration's check lists the same). */
export const MESSAGE_KINDS = ['text', 'left', 'added'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const GROUP_MESSAGES = {
  tooFew: `A group has at least ${GROUP_LIMITS.minPeople} people, you included.`,
  tooMany: `A group has at most ${GROUP_LIMITS.maxPeople} people.`,
  titleRequired: 'Give the group a name.',
  /** The adder blocked them: theirs to undo. */
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to add them to a group.`,
  /** They take messages only from people they already talk to (the direct messages rule). */
  notOpen: (name: string) => `${name} only takes messages from people they already talk to.`,
  notAGroup: 'This is not a group conversation.',
  left: (name: string) => `${name} left`,
  added: (name: string) => `${name} was added`,
  noticeIn: (sender: string, title: string) => `New message from ${sender} in ${title}`,
} as const;

const memberIds = (max: number) => z.array(z.uuid()).check(z.minLength(1), z.maxLength(max));

export const createGroupInput = z.object({
  title: text(GROUP_LIMITS.titleMax, { trim: true, min: 1, minMessage: GROUP_MESSAGES.titleRequired }),
  /** The others; the creator is a member without being listed. */
  memberIds: memberIds(GROUP_LIMITS.maxPeople),
});
export type CreateGroupInput = z.output<typeof createGroupInput>;

export const addToGroupInput = z.object({ conversationId: z.uuid(), memberIds: memberIds(GROUP_LIMITS.maxPeople) });
export const groupMessageInput = z.object({
  conversationId: z.uuid(),
  body: text(MESSAGE_MAX_LENGTH, { trim: true, min: 1, multiline: true }),
});
export const setMutedInput = z.object({ conversationId: z.uuid(), muted: z.boolean() });
