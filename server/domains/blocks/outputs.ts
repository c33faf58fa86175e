import { z } from 'zod';

/**
 * A blocked player as the blocker's list shows them: by name and photo. Not by e-mail: blocking
 * someone from their profile must not reveal an address their profile never showed.
 */
export const blockedUserOutput = z.object({ userId: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), createdAt: z.date() });

export const blockedUserListOutput = z.array(blockedUserOutput);

/** How many users a block request newly blocked (users already blocked are not counted). */
export const blockCountOutput = z.object({ blocked: z.number() });
