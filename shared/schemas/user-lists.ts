import * as z from 'zod/mini';

export const listName = z.string().check(z.trim(), z.minLength(1, 'Give the list a name'), z.maxLength(80, 'List names are at most 80 characters'));
export const createListInput = z.object({ name: listName });
export const renameListInput = z.object({ listId: z.uuid(), name: listName });
export const listMemberInput = z.object({ listId: z.uuid(), userId: z.uuid() });
