import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { asMembership, rosterOrder, wireRoleOf } from '../../access/memberships.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { isOwner, type AssignableOrganizationRole } from '../../../shared/access/access.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';
import { clubPath } from './club-path.ts';

/** The notification-settings key whose switches decide how an invitation reaches someone (as a team's does). */
const INVITE_KEY = 'teamJoin';

const organizationScope = (organizationId: string) => ({ kind: 'organization' as const, organizationId });

const requireMembersManager = (db: Database, userId: string, organizationId: string) =>
  requirePermission(db, { userId }, 'manageOrganizationMembers', organizationScope(organizationId), { message: M.notMembersManager });

/** The club's own roster (its owner, admins, coaches, treasurer and members), owner first: for those who manage it. */
export async function listClubRoles(db: Database, userId: string, organizationId: string) {
  await requireMembersManager(db, userId, organizationId);
  return db
    .selectFrom('organizationMembers as om')
    .innerJoin('users as u', 'u.id', 'om.userId')
    .select(['om.userId', 'u.email', wireRoleOf('om').as('role')])
    .select((eb) => eb.fn.coalesce('u.displayName', 'u.fullName', 'u.email').as('name'))
    .where('om.organizationId', '=', organizationId)
    .orderBy(rosterOrder('om'))
    .orderBy('u.displayName')
    .orderBy('om.userId')
    .limit(500)
    .execute();
}

/**
 * Invites someone to a club role: by the e-mail of their account, or (from the roster) a member
 * of one of the club's teams by id. Nobody else is reachable by id, so a club is no way to reach
 * strangers. They are told in-app and by e-mail, and answer on the club's page.
 */
export async function inviteClubMember(
  deps: Deps<'db' | 'jobs' | 'env' | 'rateLimiter'>,
  actorId: string,
  input: { organizationId: string; email?: string; userId?: string; role: AssignableOrganizationRole },
): Promise<{ userId: string }> {
  await requireMembersManager(deps.db, actorId, input.organizationId);
  if (!input.email === !input.userId) throw new AppError('BAD_REQUEST', M.noSuchAccount);
  if (!(await deps.rateLimiter.attempt([{ key: `organization-invites:${actorId}`, limit: L.invitesPerDay }]))) {
    throw new AppError('TOO_MANY_REQUESTS', M.tooManyInvites);
  }
  return deps.db.transaction().execute(async (trx) => {
    const invitee = input.email
      ? await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()
      : await trx
          .selectFrom('users as u')
          .select('u.id')
          .where('u.id', '=', input.userId!)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('teamMembers as tm')
                .innerJoin('teams as t', 't.id', 'tm.teamId')
                .select('tm.userId')
                .whereRef('tm.userId', '=', 'u.id')
                .where('tm.state', '=', 'active')
                .where('t.organizationId', '=', input.organizationId)
                .where('t.deletedAt', 'is', null),
            ),
          )
          .executeTakeFirst();
    if (!invitee) throw new AppError('NOT_FOUND', input.email ? M.noSuchAccount : M.memberNotFound);
    const inserted = await trx
      .insertInto('organizationMembers')
      .values({ organizationId: input.organizationId, userId: invitee.id, role: input.role, state: 'invited', invitedBy: actorId })
      .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (!inserted) throw new AppError('CONFLICT', M.alreadyMember);
    const club = await trx.selectFrom('organizations').select(['name', 'slug']).where('id', '=', input.organizationId).executeTakeFirstOrThrow();
    const role = M.roleLabels[input.role].toLowerCase();
    const url = clubPath(club.slug);
    await notifyUser(
      { ...deps, db: trx },
      {
        userId: invitee.id,
        key: INVITE_KEY,
        type: 'organizationInvite',
        title: M.inviteTitle(club.name),
        message: M.inviteMessage(club.name, role),
        data: { organizationId: input.organizationId, url },
        email: {
          template: 'event-notice',
          data: {
            heading: M.inviteTitle(club.name),
            message: M.inviteMessage(club.name, role),
            eventTitle: club.name,
            when: '',
            place: '',
            actionUrl: `${deps.env.APP_ORIGIN}${url}`,
          },
        },
      },
    );
    return { userId: invitee.id };
  });
}

/** The invitee joins the club in the role offered, or declines (the invitation goes). */
export async function respondToClubInvite(db: Database, userId: string, organizationId: string, accept: boolean): Promise<{ ok: true }> {
  const answered = accept
    ? await db
        .updateTable('organizationMembers')
        .set({ state: 'active' })
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .where('state', '=', 'invited')
        .returning('userId')
        .executeTakeFirst()
    : await db
        .deleteFrom('organizationMembers')
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .where('state', '=', 'invited')
        .returning('userId')
        .executeTakeFirst();
  if (!answered) throw new AppError('NOT_FOUND', M.noInvitation);
  return { ok: true };
}

/** The target's row, locked: the owner's is refused, since ownership moves only by transfer. */
async function lockedNonOwner(trx: Database, organizationId: string, userId: string) {
  const row = await trx
    .selectFrom('organizationMembers')
    .select(['role', 'state'])
    .where('organizationId', '=', organizationId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.memberNotFound);
  if (isOwner(asMembership(row))) throw new AppError('BAD_REQUEST', M.ownerByTransfer);
  return row;
}

export async function changeClubRole(db: Database, actorId: string, organizationId: string, userId: string, role: AssignableOrganizationRole) {
  await requireMembersManager(db, actorId, organizationId);
  await db.transaction().execute(async (trx) => {
    await lockedNonOwner(trx, organizationId, userId);
    await trx.updateTable('organizationMembers').set({ role }).where('organizationId', '=', organizationId).where('userId', '=', userId).execute();
  });
  return { ok: true as const };
}

/** Takes someone's club role away (or withdraws their invitation); their places on the club's teams stay. */
export async function removeClubMember(db: Database, actorId: string, organizationId: string, userId: string) {
  await requireMembersManager(db, actorId, organizationId);
  await db.transaction().execute(async (trx) => {
    await lockedNonOwner(trx, organizationId, userId);
    await trx.deleteFrom('organizationMembers').where('organizationId', '=', organizationId).where('userId', '=', userId).execute();
  });
  return { ok: true as const };
}

/** The owner hands the club to someone who has joined it, and stays on as an admin. */
export async function transferClubOwnership(db: Database, ownerId: string, organizationId: string, userId: string) {
  await requirePermission(db, { userId: ownerId }, 'transferOwnership', organizationScope(organizationId), { message: M.notMembersManager });
  if (ownerId === userId) return { ok: true as const };
  await db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('organizationMembers')
      .select('state')
      .where('organizationId', '=', organizationId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw new AppError('NOT_FOUND', M.memberNotFound);
    if (target.state !== 'active') throw new AppError('BAD_REQUEST', M.transferToActive);
    const demoted = await trx
      .updateTable('organizationMembers')
      .set({ role: 'admin' })
      .where('organizationId', '=', organizationId)
      .where('userId', '=', ownerId)
      .where('role', '=', 'owner')
      .executeTakeFirst();
    // The owner's role changed between the check and the lock: nothing is handed over.
    if (!Number(demoted.numUpdatedRows)) throw new AppError('FORBIDDEN', M.notMembersManager);
    await trx.updateTable('organizationMembers').set({ role: 'owner' }).where('organizationId', '=', organizationId).where('userId', '=', userId).execute();
  });
  return { ok: true as const };
}
