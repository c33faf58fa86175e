import { z } from 'zod';

/** One of the user's own lists, its members by name and photo only. */
export const userListOutput = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.date(),
  members: z.array(z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() })),
});

export const userListListOutput = z.array(userListOutput);

/** A new list, without members yet. */
export const createdUserListOutput = z.object({ id: z.string(), name: z.string(), createdAt: z.date() });
