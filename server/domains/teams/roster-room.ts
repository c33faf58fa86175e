import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { rosterMaxOf } from '../../../shared/billing/billing.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

/**
 * The team's plan caps its roster (shared/billing/billing.ts TEAM_PLAN_LIMITS): members, pending invitees
 * invitations to addresses and members' children without accounts all hold a place. The team row is locked first, so two admins
 * inviting at once cannot both take the last place. Run in the transaction that adds the person.
 */
export async function requireRosterRoom(trx: Database, teamId: string, adding = 1): Promise<void> {
  const team = await trx.selectFrom('teams').select('subscriptionTier').where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
  const { rows } = await sql<{ taken: number }>`
    select (select count(*) from team_members where team_id = ${teamId})::int
         + (select count(*) from team_invitations where team_id = ${teamId})::int
         + (select count(*) from team_dependents where team_id = ${teamId})::int as taken
  `.execute(trx);
  const max = rosterMaxOf(team.subscriptionTier);
  if ((rows[0]?.taken ?? 0) + adding > max) throw new AppError('FORBIDDEN', TEAM_MESSAGES.rosterFull(max));
}

/** How many people are on a team's roster: active members and their dependents, not invitees. */
export const rosterCount = (teamIdColumn: 't.id') =>
  sql<number>`((select count(*) from team_members m where m.team_id = ${sql.ref(teamIdColumn)} and m.state = 'active') + (select count(*) from team_dependents d where d.team_id = ${sql.ref(teamIdColumn)}))::int`;
