import { z } from 'zod';

/**
 * The asked-about users who are online and let the viewer see it. Offline, hidden ("Show my online
 * status" off) and blocked users are all simply absent: one answer for the three.
 */
export const presenceOutput = z.object({ online: z.array(z.string()) });

/** One user's presence as a profile watches it; false for hidden and blocked users too. */
export const userPresenceOutput = z.object({ online: z.boolean() });
