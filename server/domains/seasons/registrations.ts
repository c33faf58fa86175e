import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import type { RegistrationStatus } from '../../../shared/seasons/seasons.ts';
import { allows } from '../../../shared/access/access.ts';
import { dependentName } from '../teams/dependents.ts';
import { requireSeasonManager, visibleSeason } from './season-access.ts';
import { promotedStatus } from './submission-status.ts';

export type SeasonPlayer = { userId: string } | { familyMemberId: string };

const playerName = sql<string>`coalesce(u.display_name, u.full_name, f.first_name || ' ' || f.last_name, 'Unnamed Player')`;

/**
 * An organiser registers a player on the team's roster (a member, or a member's child on the
 * roster) for the season, in a group when the season has groups. A full group (capacity reached)
 * takes them onto its waitlist, in order. The season row's lock serialises registrations, so two
 * at once cannot both take a group's last place.
 */
export async function registerForSeason(
  db: Database,
  actorId: string,
  input: { seasonId: string; groupId: string | null; player: SeasonPlayer },
): Promise<{ id: string; status: RegistrationStatus; name: string }> {
  return db.transaction().execute(async (trx) => {
    const { season } = await requireSeasonManager(trx, input.seasonId, actorId);
    if (season.status === 'archived') throw new AppError('CONFLICT', SEASON_MESSAGES.seasonNotOpen);
    const groups = await trx.selectFrom('seasonGroups').select(['id', 'capacity']).where('seasonId', '=', season.id).execute();
    const group = input.groupId ? groups.find((candidate) => candidate.id === input.groupId) : null;
    if (input.groupId && !group) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.groupNotFound);
    if (!input.groupId && groups.length > 0) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.pickGroup);

    const name = await rosterName(trx, season.teamId, input.player);
    const live = await liveRegistration(trx, season.id, input.player);
    if (live) throw new AppError('CONFLICT', SEASON_MESSAGES.alreadyRegistered);
    const placed = await placeRegistration(trx, { seasonId: season.id, group: group ?? null, player: input.player, actorId });
    return { ...placed, name };
  });
}

/** The player's registration for the season that is not cancelled, if any. */
export async function liveRegistration(trx: Database, seasonId: string, player: SeasonPlayer): Promise<{ id: string; status: RegistrationStatus } | undefined> {
  const row = await trx
    .selectFrom('seasonRegistrations')
    .select(['id', 'status'])
    .where('seasonId', '=', seasonId)
    .where('status', '!=', 'cancelled')
    .where('userId' in player ? 'userId' : 'familyMemberId', '=', 'userId' in player ? player.userId : player.familyMemberId)
    .executeTakeFirst();
  return row && { id: row.id, status: row.status as RegistrationStatus };
}

/**
 * Takes a place for a player on the roster: registered, or on the group's waitlist when the group
 * is full. The caller holds the season row's lock and has checked there is no live registration.
 */
export async function placeRegistration(
  trx: Database,
  input: { seasonId: string; group: { id: string; capacity: number | null } | null; player: SeasonPlayer; actorId: string },
): Promise<{ id: string; status: RegistrationStatus }> {
  const { group, player } = input;
  let status: RegistrationStatus = 'registered';
  if (group?.capacity) {
    const { count } = await trx
      .selectFrom('seasonRegistrations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('groupId', '=', group.id)
      .where('status', '=', 'registered')
      .executeTakeFirstOrThrow();
    if (Number(count) >= group.capacity) status = 'waitlisted';
  }
  const who = 'userId' in player ? { userId: player.userId } : { familyMemberId: player.familyMemberId };
  const row = await trx
    .insertInto('seasonRegistrations')
    .values({ seasonId: input.seasonId, groupId: group?.id ?? null, ...who, status, registeredBy: input.actorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, status };
}

/** The player's name if they are on the team's roster: an active member, or a child a member put on it. */
async function rosterName(trx: Database, teamId: string, player: SeasonPlayer): Promise<string> {
  if ('userId' in player) {
    const member = await trx
      .selectFrom('teamMembers as tm')
      .innerJoin('users as u', 'u.id', 'tm.userId')
      .select(['tm.state', sql<string>`coalesce(u.display_name, u.full_name, 'Unnamed Player')`.as('name')])
      .where('tm.teamId', '=', teamId)
      .where('tm.userId', '=', player.userId)
      .executeTakeFirst();
    if (member?.state !== 'active') throw new AppError('BAD_REQUEST', SEASON_MESSAGES.notOnRoster);
    return member.name;
  }
  const dependent = await trx
    .selectFrom('teamDependents as d')
    .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
    .select(dependentName.as('name'))
    .where('d.teamId', '=', teamId)
    .where('d.familyMemberId', '=', player.familyMemberId)
    .executeTakeFirst();
  if (!dependent) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.notOnRoster);
  return dependent.name;
}

/**
 * Cancels a registration: by an organiser of the season, by the registered player, or by the
 * parent of a registered child. A place freed in a full group goes to the first on its waitlist.
 */
export async function cancelRegistration(db: Database, actorId: string, registrationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('seasonRegistrations as r')
      .leftJoin('familyMembers as f', 'f.id', 'r.familyMemberId')
      .select(['r.seasonId', 'r.userId', 'f.createdBy as guardianId'])
      .where('r.id', '=', registrationId)
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', SEASON_MESSAGES.registrationNotFound);
    const own = found.userId === actorId || found.guardianId === actorId;
    if (own) {
      // The season row's lock, as registering takes it: the freed place and the waitlist move together.
      await trx.selectFrom('seasons').select('id').where('id', '=', found.seasonId).forUpdate().execute();
    } else {
      await requireSeasonManager(trx, found.seasonId, actorId).catch((error: unknown) => {
        // Neither theirs nor an organiser's: as if it did not exist.
        if (error instanceof AppError) throw new AppError('NOT_FOUND', SEASON_MESSAGES.registrationNotFound);
        throw error;
      });
    }
    await releaseRegistration(trx, registrationId);
  });
}

/**
 * Cancels a registration and gives a freed place to the first on its group's waitlist. The caller
 * holds the season row's lock, so a twin cancellation has either finished or not begun.
 */
export async function releaseRegistration(trx: Database, registrationId: string): Promise<void> {
  const current = await trx.selectFrom('seasonRegistrations').select(['status', 'groupId']).where('id', '=', registrationId).executeTakeFirst();
  if (!current || current.status === 'cancelled') return;
  await trx.updateTable('seasonRegistrations').set({ status: 'cancelled', updatedAt: new Date() }).where('id', '=', registrationId).execute();
  if (current.groupId && current.status === 'registered') await promoteFromWaitlist(trx, current.groupId);
}

async function promoteFromWaitlist(trx: Database, groupId: string): Promise<void> {
  const group = await trx.selectFrom('seasonGroups').select('capacity').where('id', '=', groupId).executeTakeFirst();
  if (!group) return;
  const { count } = await trx
    .selectFrom('seasonRegistrations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('groupId', '=', groupId)
    .where('status', '=', 'registered')
    .executeTakeFirstOrThrow();
  const free = group.capacity === null ? Number.MAX_SAFE_INTEGER : group.capacity - Number(count);
  if (free <= 0) return;
  const next = await trx
    .selectFrom('seasonRegistrations')
    .select('id')
    .where('groupId', '=', groupId)
    .where('status', '=', 'waitlisted')
    .orderBy('queueSeq')
    .limit(Math.min(free, 1000))
    .execute();
  if (next.length === 0) return;
  await trx
    .updateTable('seasonRegistrations')
    .set({ status: 'registered', updatedAt: new Date() })
    .where(
      'id',
      'in',
      next.map((row) => row.id),
    )
    .execute();
  // Registrations made through a form: their submissions leave the waitlist too.
  await trx
    .updateTable('formSubmissions')
    .set({ status: promotedStatus, updatedAt: new Date() })
    .where(
      'seasonRegistrationId',
      'in',
      next.map((row) => row.id),
    )
    .where('status', '=', 'waitlisted')
    .execute();
}

/** Who is registered for the season and who waits, in queue order: for its organisers. */
export async function seasonRegistrations(db: Database, viewerId: string, seasonId: string) {
  const { access } = await visibleSeason(db, seasonId, viewerId);
  if (!allows(access.membership, 'manageSeasons')) throw new AppError('NOT_FOUND', SEASON_MESSAGES.notFound);
  const rows = await db
    .selectFrom('seasonRegistrations as r')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .leftJoin('familyMembers as f', 'f.id', 'r.familyMemberId')
    .leftJoin('seasonGroups as g', 'g.id', 'r.groupId')
    .select(['r.id', 'r.userId', 'r.familyMemberId', 'r.status', 'r.createdAt', 'g.name as groupName', playerName.as('name')])
    .where('r.seasonId', '=', seasonId)
    .where('r.status', '!=', 'cancelled')
    .orderBy('r.queueSeq')
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as RegistrationStatus }));
}

/**
 * A player's registrations for the player card (spec section 3: team, season label, start and end
 * dates). The player sees all of theirs; anyone else only those on teams they may see, in seasons
 * past their draft.
 */
export async function playerRegistrations(db: Database, viewerId: string, userId: string) {
  let query = db
    .selectFrom('seasonRegistrations as r')
    .innerJoin('seasons as s', 's.id', 'r.seasonId')
    .innerJoin('teams as t', 't.id', 's.teamId')
    .select(['r.id', 'r.status', 't.id as teamId', 't.name as teamName', 't.logoUrl as teamPhotoUrl', 's.label as seasonLabel', 's.startsOn', 's.endsOn'])
    .where('r.userId', '=', userId)
    .where('r.status', '!=', 'cancelled')
    .where('t.deletedAt', 'is', null);
  if (viewerId !== userId) {
    query = query
      .where('s.status', '!=', 'draft')
      .where((eb) =>
        eb.or([
          eb('t.privacy', '!=', 'private'),
          eb.exists(
            eb
              .selectFrom('teamMembers as tm')
              .select('tm.userId')
              .whereRef('tm.teamId', '=', 't.id')
              .where('tm.userId', '=', viewerId)
              .where('tm.state', '=', 'active'),
          ),
        ]),
      );
  }
  const rows = await query.orderBy('s.startsOn', 'desc').limit(100).execute();
  return rows.map((row) => ({ ...row, status: row.status as RegistrationStatus }));
}
