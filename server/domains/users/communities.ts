import type { Database } from '../../db/database.ts';

/** Teams the user belongs to; a pending invitation is not membership yet. */
export async function listCommunities(db: Database, userId: string) {
  return db
    .selectFrom('teamMembers')
    .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
    .select(['teams.id', 'teams.name'])
    .where('teamMembers.userId', '=', userId)
    .where('teamMembers.state', '=', 'active')
    .orderBy('teams.name')
    .execute();
}
