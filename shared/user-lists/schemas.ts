import * as z from 'zod/mini';
import { text } from '../common/text.ts';

export const listName = text(80, { trim: true, min: 1, minMessage: 'Give the list a name', maxMessage: 'List names are at most 80 characters' });
export const createListInput = z.object({ name: listName });
export const listIdInput = z.object({ listId: z.uuid() });
export const renameListInput = z.object({ listId: z.uuid(), name: listName });
export const listMemberInput = z.object({ listId: z.uuid(), userId: z.uuid() });
