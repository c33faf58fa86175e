import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import { SEASON_LIMITS } from '../../../shared/limits/limits.ts';
import { type SeasonGroupKind, type SeasonStatus } from '../../../shared/seasons/seasons.ts';
import { allows } from '../../../shared/access/access.ts';
import type { SeasonFields } from '../../../shared/seasons/schemas.ts';
import { requireTeamPermission, teamAccess } from '../teams/access.ts';
import { requireSeasonManager } from './season-access.ts';

/**
 * A team's seasons as the viewer may see them (drafts to managers only), newest first, each with
 * its groups (with how many are registered and waitlisted) and its sessions.
 */
export async function teamSeasons(db: Database, teamId: string, viewerId: string | null) {
  const { membership } = await teamAccess(db, teamId, viewerId);
  const manages = allows(membership, 'manageSeasons');
  let query = db.selectFrom('seasons').select(['id', 'label', 'startsOn', 'endsOn', 'status']).where('teamId', '=', teamId);
  if (!manages) query = query.where('status', '!=', 'draft');
  const seasons = await query.orderBy('startsOn', 'desc').orderBy('createdAt', 'desc').execute();
  if (seasons.length === 0) return { manages, seasons: [] };
  const ids = seasons.map((season) => season.id);
  const [groups, sessions, counts] = await Promise.all([
    db.selectFrom('seasonGroups').select(['id', 'seasonId', 'name', 'kind', 'capacity']).where('seasonId', 'in', ids).orderBy('createdAt').execute(),
    db
      .selectFrom('seasonSessions as ss')
      // The session's events: ordinary team events linked to it from the create form.
      .select([
        'ss.id',
        'ss.seasonId',
        'ss.name',
        'ss.startsOn',
        'ss.endsOn',
        sql<number>`(select count(*) from events e where e.season_session_id = ss.id and not e.cancelled)::int`.as('events'),
      ])
      .where('ss.seasonId', 'in', ids)
      .orderBy('ss.startsOn')
      .orderBy('ss.createdAt')
      .execute(),
    db
      .selectFrom('seasonRegistrations')
      .select(['seasonId', 'groupId', 'status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('seasonId', 'in', ids)
      .where('status', '!=', 'cancelled')
      .groupBy(['seasonId', 'groupId', 'status'])
      .execute(),
  ]);
  const countOf = (seasonId: string, groupId: string | null | undefined, status: string) =>
    counts
      .filter((row) => row.seasonId === seasonId && (groupId === undefined || row.groupId === groupId) && row.status === status)
      .reduce((sum, row) => sum + Number(row.count), 0);
  return {
    manages,
    seasons: seasons.map((season) => ({
      ...season,
      status: season.status as SeasonStatus,
      registered: countOf(season.id, undefined, 'registered'),
      waitlisted: countOf(season.id, undefined, 'waitlisted'),
      groups: groups
        .filter((group) => group.seasonId === season.id)
        .map((group) => ({
          id: group.id,
          name: group.name,
          kind: group.kind as SeasonGroupKind,
          capacity: group.capacity,
          registered: countOf(season.id, group.id, 'registered'),
          waitlisted: countOf(season.id, group.id, 'waitlisted'),
        })),
      sessions: sessions.filter((session) => session.seasonId === season.id).map(({ seasonId: _, ...session }) => session),
    })),
  };
}

export async function createSeason(db: Database, userId: string, teamId: string, fields: SeasonFields): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'manageSeasons');
    // The team row's lock serialises creations, so the limit below cannot be passed by a burst.
    await trx.selectFrom('teams').select('id').where('id', '=', teamId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('seasons')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('teamId', '=', teamId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SEASON_LIMITS.seasonsPerTeam) throw new AppError('FORBIDDEN', SEASON_MESSAGES.seasonLimit);
    return trx
      .insertInto('seasons')
      .values({ teamId, label: fields.label, startsOn: fields.startsOn, endsOn: fields.endsOn })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function updateSeason(db: Database, userId: string, seasonId: string, fields: SeasonFields, status: SeasonStatus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireSeasonManager(trx, seasonId, userId);
    const outside = await trx
      .selectFrom('seasonSessions')
      .select('id')
      .where('seasonId', '=', seasonId)
      .where((eb) => eb.or([eb('startsOn', '<', fields.startsOn), eb('endsOn', '>', fields.endsOn)]))
      .executeTakeFirst();
    if (outside) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.sessionOutside);
    await trx
      .updateTable('seasons')
      .set({ label: fields.label, startsOn: fields.startsOn, endsOn: fields.endsOn, status, updatedAt: new Date() })
      .where('id', '=', seasonId)
      .execute();
  });
}

/** A season with nobody registered can be deleted; one with registrations is archived instead, so its history stays. */
export async function deleteSeason(db: Database, userId: string, seasonId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireSeasonManager(trx, seasonId, userId);
    const registration = await trx
      .selectFrom('seasonRegistrations')
      .select('id')
      .where('seasonId', '=', seasonId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    if (registration) throw new AppError('CONFLICT', SEASON_MESSAGES.hasRegistrations);
    await trx.deleteFrom('seasons').where('id', '=', seasonId).execute();
  });
}

export async function addSeasonGroup(
  db: Database,
  userId: string,
  input: { seasonId: string; name: string; kind: SeasonGroupKind; capacity: number | null },
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await requireSeasonManager(trx, input.seasonId, userId);
    const { count } = await trx
      .selectFrom('seasonGroups')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('seasonId', '=', input.seasonId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SEASON_LIMITS.groupsPerSeason) throw new AppError('FORBIDDEN', SEASON_MESSAGES.groupLimit);
    const same = await trx
      .selectFrom('seasonGroups')
      .select('id')
      .where('seasonId', '=', input.seasonId)
      .where(sql<boolean>`lower(name) = ${input.name.toLowerCase()}`)
      .executeTakeFirst();
    if (same) throw new AppError('CONFLICT', SEASON_MESSAGES.groupExists);
    return trx.insertInto('seasonGroups').values(input).returning('id').executeTakeFirstOrThrow();
  });
}

export async function removeSeasonGroup(db: Database, userId: string, seasonId: string, groupId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireSeasonManager(trx, seasonId, userId);
    const registration = await trx
      .selectFrom('seasonRegistrations')
      .select('id')
      .where('groupId', '=', groupId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    if (registration) throw new AppError('CONFLICT', SEASON_MESSAGES.groupHasRegistrations);
    await trx.deleteFrom('seasonGroups').where('id', '=', groupId).where('seasonId', '=', seasonId).execute();
  });
}

export async function addSeasonSession(
  db: Database,
  userId: string,
  seasonId: string,
  session: { name: string; startsOn: string; endsOn: string },
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const { season } = await requireSeasonManager(trx, seasonId, userId);
    if (session.startsOn < season.startsOn || session.endsOn > season.endsOn) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.sessionOutside);
    const { count } = await trx
      .selectFrom('seasonSessions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('seasonId', '=', seasonId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SEASON_LIMITS.sessionsPerSeason) throw new AppError('FORBIDDEN', SEASON_MESSAGES.sessionLimit);
    return trx
      .insertInto('seasonSessions')
      .values({ seasonId, ...session })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function removeSeasonSession(db: Database, userId: string, seasonId: string, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireSeasonManager(trx, seasonId, userId);
    await trx.deleteFrom('seasonSessions').where('id', '=', sessionId).where('seasonId', '=', seasonId).execute();
  });
}
