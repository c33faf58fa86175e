import { z } from 'zod';
import { hashToken } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { displayName } from '../events/people.ts';

export const invitationPreviewOutput = z.object({ kind: z.enum(['event', 'team']), title: z.string(), inviterName: z.string() }).nullable();
export type InvitationPreview = z.infer<typeof invitationPreviewOutput>;

/**
 * Who invited the holder of a sign-up link, and to what, so the sign-up page can say so before
 * asking for a password. The link's token is the proof: without it nothing is told, and a wrong or
 * spent one reads as no invitation (null), never as an error.
 */
export async function invitationPreview(db: Database, token: string): Promise<InvitationPreview> {
  const tokenHash = hashToken(token);
  const team = await db
    .selectFrom('teamInvitations')
    .innerJoin('teams', 'teams.id', 'teamInvitations.teamId')
    .select(['teams.name as title', 'teamInvitations.invitedBy'])
    .where('teamInvitations.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  const found = team
    ? { kind: 'team' as const, ...team }
    : await db
        .selectFrom('eventEmailInvites')
        .innerJoin('events', 'events.id', 'eventEmailInvites.eventId')
        .select(['events.title', 'eventEmailInvites.invitedBy'])
        .where('eventEmailInvites.tokenHash', '=', tokenHash)
        .executeTakeFirst()
        .then((event) => (event ? { kind: 'event' as const, ...event } : null));
  if (!found) return null;
  // An inviter whose account is gone reads as displayName reads any nameless player.
  return { kind: found.kind, title: found.title, inviterName: found.invitedBy ? await displayName(db, found.invitedBy) : 'A player' };
}
