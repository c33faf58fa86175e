import { z } from 'zod';

/** A user the viewer blocked, with the e-mail address stored with the block: only the blocker sees this list. */
export const blockedUserOutput = z.object({ userId: z.string(), email: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), createdAt: z.date() });

export const blockedUserListOutput = z.array(blockedUserOutput);

/** How many users a block request newly blocked (users already blocked are not counted). */
export const blockCountOutput = z.object({ blocked: z.number() });
