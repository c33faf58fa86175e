import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { INVITATION_MESSAGES } from '../../../shared/auth/invitation-messages.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { TEAM_INVITE_RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import type { CreateTeamInput, TeamDetailsInput } from '../../../shared/teams/schemas.ts';
import { addInvites, displayNameOf, limitInvitations } from './invitations.ts';
import type { Database } from '../../db/database.ts';

/** The columns a team's details fill; the game type must be one the server lists. */
export async function teamColumns(db: Database, details: Required<TeamDetailsInput>) {
  const known = await db.selectFrom('gameTypes').select('label').where('label', '=', details.gameType).where('label', '!=', 'Any').executeTakeFirst();
  if (!known) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.gameTypeRequired);
  return {
    name: details.name,
    gameType: details.gameType,
    description: details.description,
    cityName: details.city.name,
    lat: details.city.lat,
    lng: details.city.lng,
    ageGroup: details.ageGroup,
    gender: details.gender,
    skillLevel: details.skillLevel,
    privacy: details.privacy,
  };
}

/**
 * The wizard's last step: the team on the free Rookie tier, its creator as owner, and the
 * invitations, in one transaction. Teams per account per day are capped, and the invitations
 * count against the creator's invitation budget (and need a verified address). A paid plan is chosen afterwards through the existing
 * change-team-subscription checkout, which needs the team's id.
 */
export async function createTeam(
  deps: Deps<'db' | 'jobs' | 'env' | 'rateLimiter'>,
  userId: string,
  input: Required<CreateTeamInput>,
): Promise<{ id: string; invited: number }> {
  if (!(await deps.rateLimiter.attempt([{ key: `teams-created:${userId}`, limit: TEAM_INVITE_RATE_LIMITS.teamsPerDay }]))) {
    throw new AppError('TOO_MANY_REQUESTS', INVITATION_MESSAGES.tooManyTeams);
  }
  await limitInvitations(deps, userId, new Set(input.invites.map((invite) => invite.email.toLowerCase())).size, true);
  return deps.db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({ ...(await teamColumns(trx, input)), creatorId: userId })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('teamMembers').values({ teamId: team.id, userId, role: 'owner' }).execute();
    const { invited } = await addInvites({ ...deps, db: trx }, team, { id: userId, name: await displayNameOf(trx, userId) }, input.invites);
    return { id: team.id, invited };
  });
}
