import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface FoundTeam {
  id: string;
  name: string;
  gameType: string | null;
  cityName: string | null;
}

/**
 * Teams by name for full search: public and invite-only teams, and private ones only to their
 * members and invitees (anyone else is told 'Team not found' on the team page, so must not find it here).
 */
export async function searchTeamsByName(db: Database, viewerId: string | null, text: string, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('teams as t')
    .select(['t.id', 't.name', 't.gameType', 't.cityName'])
    .where('t.deletedAt', 'is', null)
    .where('t.name', 'ilike', containsPattern(text))
    .where((eb) =>
      eb.or([
        eb('t.privacy', 'in', ['public', 'invite-only']),
        ...(viewerId
          ? [eb.exists(eb.selectFrom('teamMembers as m').select('m.userId').whereRef('m.teamId', '=', 't.id').where('m.userId', '=', viewerId))]
          : []),
      ]),
    )
    .orderBy(sql`similarity(t.name, ${text})`, 'desc')
    .orderBy('t.name')
    .orderBy('t.id')
    .limit(pageSize + 1)
    .offset(page * pageSize)
    .execute();
  return { items: rows.slice(0, pageSize) as FoundTeam[], hasMore: rows.length > pageSize };
}
