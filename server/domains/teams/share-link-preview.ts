import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

export interface ShareLinkPreview {
  teamId: string;
  name: string;
  /** The role the holder would join as: a player, or the role an invitation already offers them. */
  joinRole: string;
  /** Already on the roster: nothing to confirm, the page opens the team. */
  isMember: boolean;
}

/**
 * What a share link leads to, read before joining so the holder can confirm ("Join Eastside Hoopers
 * as Player?"). Holding the code is what lets them see the team, as it is what lets them join it.
 */
export async function previewShareLink(db: Database, userId: string, code: string): Promise<ShareLinkPreview> {
  const team = await db.selectFrom('teams').select(['id', 'name']).where('shareCode', '=', code).where('deletedAt', 'is', null).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invalidShareLink);
  const member = await db.selectFrom('teamMembers').select(['role', 'state']).where('teamId', '=', team.id).where('userId', '=', userId).executeTakeFirst();
  return {
    teamId: team.id,
    name: team.name,
    joinRole: member?.role ?? 'player',
    isMember: member?.state === 'active',
  };
}
