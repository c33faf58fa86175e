import { z } from 'zod';
import { PRESENCE_MAX_USERS } from './presence.ts';

/** Whose presence a page asks about: a roster or a page of conversations, bounded. */
export const presenceInput = z.object({ userIds: z.array(z.uuid()).min(1).max(PRESENCE_MAX_USERS) });
