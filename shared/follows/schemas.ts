import * as z from 'zod/mini';

/**
 * A host is an organiser (a user id) or a public team (a team id). Both are random UUIDs, so one
 * id names one host and the route /subscriptions/{hostId} needs no prefix: the server resolves
 * which kind it is.
 */
export const hostIdInput = z.object({ hostId: z.uuid() });
export type HostIdInput = z.infer<typeof hostIdInput>;
