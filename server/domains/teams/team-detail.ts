import { sql } from 'kysely';
import { rosterCount } from './roster-room.ts';
import type { Database } from '../../db/database.ts';
import { allows, isActive, wireRole, type Role } from '../../../shared/access/access.ts';
import { isInvitedMember, rosterOrder, wireRoleOf } from '../../access/memberships.ts';
import { teamAccess } from './access.ts';
import { teamDependents } from './dependents.ts';

/** team/{id}: what the header and about sections show, the viewer's role, and the share code for those who invite. */
export async function getTeam(db: Database, viewerId: string | null, teamId: string) {
  const { role, membership } = await teamAccess(db, teamId, viewerId);
  const team = await db
    .selectFrom('teams as t')
    .leftJoin('users as creator', 'creator.id', 't.creatorId')
    .leftJoin('organizations as club', (join) => join.onRef('club.id', '=', 't.organizationId').on('club.deletedAt', 'is', null))
    .select([
      'club.name as clubName',
      'club.slug as clubSlug',
      't.id',
      't.name',
      't.gameType',
      't.description',
      't.cityName',
      't.lat',
      't.lng',
      't.logoUrl',
      't.ageGroup',
      't.gender',
      't.skillLevel',
      't.privacy',
      't.subscriptionTier',
      't.shareCode',
      't.createdAt',
      sql<string | null>`coalesce(creator.display_name, creator.full_name)`.as('creatorName'),
      rosterCount('t.id').as('memberCount'),
    ])
    .where('t.id', '=', teamId)
    .executeTakeFirstOrThrow();
  const { shareCode, clubName, clubSlug, ...rest } = team;
  return {
    ...rest,
    organization: clubName && clubSlug ? { name: clubName, slug: clubSlug } : null,
    viewerRole: role,
    isInvited: membership?.state === 'invited',
    shareCode: allows(membership, 'inviteMembers') ? shareCode : null,
  };
}

interface RosterEntry {
  userId: string | null;
  name: string;
  photoUrl: string | null;
  email: string | null;
  role: string;
  /** Set for a child without an account, answered for by their guardian. */
  familyMemberId: string | null;
  guardianId: string | null;
  guardianName: string | null;
}

/**
 * The roster: active members first by role, their children without accounts, then pending invitations. Anyone who can see the team
 * sees names and roles; e-mail addresses and invitations to addresses only those who invite.
 */
export async function getRoster(db: Database, viewerId: string | null, teamId: string) {
  const { membership } = await teamAccess(db, teamId, viewerId);
  const seesContacts = allows(membership, 'inviteMembers');
  const members = await db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select([
      'u.id as userId',
      'u.email',
      'u.photoUrl',
      wireRoleOf('m').as('role'),
      sql<boolean>`${isInvitedMember('m')}`.as('invited'),
      'm.createdAt',
      sql<string>`coalesce(u.display_name, u.full_name, 'Unnamed Player')`.as('name'),
    ])
    .where('m.teamId', '=', teamId)
    .orderBy(rosterOrder('m'))
    .orderBy('m.createdAt')
    .execute();
  const visible = members.filter((member) => seesContacts || !member.invited || member.userId === viewerId);
  const entries: RosterEntry[] = visible.map((member) => ({
    userId: member.userId,
    name: member.name,
    photoUrl: member.photoUrl,
    email: seesContacts || member.userId === viewerId ? member.email : null,
    role: member.role,
    familyMemberId: null,
    guardianId: null,
    guardianName: null,
  }));
  // Children without accounts are shown to the team's members only, never to a passer-by.
  if (isActive(membership)) {
    for (const dependent of await teamDependents(db, teamId).execute()) {
      entries.push({ userId: null, photoUrl: null, email: null, role: 'player', ...dependent });
    }
  }
  if (seesContacts) {
    const invitations = await db.selectFrom('teamInvitations').select(['email', 'role']).where('teamId', '=', teamId).orderBy('createdAt').execute();
    for (const invitation of invitations) {
      entries.push({
        userId: null,
        name: invitation.email,
        photoUrl: null,
        email: invitation.email,
        role: wireRole({ role: invitation.role as Role, state: 'invited' }),
        familyMemberId: null,
        guardianId: null,
        guardianName: null,
      });
    }
  }
  return entries;
}
