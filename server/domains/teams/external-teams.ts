import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { TEAM_LIMITS } from '../../../shared/limits/limits.ts';
import { requireTeamMember, requireTeamPermission } from './access.ts';

/** external-teams: opponents not on Rally, by name, kept per team for schedules and games. Members read them. */
export async function listExternalTeams(db: Database, userId: string, teamId: string) {
  await requireTeamMember(db, teamId, userId);
  return db.selectFrom('externalTeams').select(['id', 'name']).where('teamId', '=', teamId).orderBy('name').execute();
}

export async function addExternalTeam(db: Database, userId: string, teamId: string, name: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'manageExternalTeams');
    // The team row's lock serialises additions, so the name check below cannot race its twin.
    await trx.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('externalTeams')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('teamId', '=', teamId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= TEAM_LIMITS.externalTeamsMax) throw new AppError('FORBIDDEN', TEAM_MESSAGES.externalLimit);
    const same = await trx
      .selectFrom('externalTeams')
      .select('id')
      .where('teamId', '=', teamId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    if (same) throw new AppError('CONFLICT', TEAM_MESSAGES.externalExists);
    return trx.insertInto('externalTeams').values({ teamId, name }).returning('id').executeTakeFirstOrThrow();
  });
}

export async function removeExternalTeam(db: Database, userId: string, teamId: string, externalTeamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'manageExternalTeams');
    await trx.deleteFrom('externalTeams').where('id', '=', externalTeamId).where('teamId', '=', teamId).execute();
  });
}
