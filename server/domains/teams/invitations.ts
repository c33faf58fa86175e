import { generateToken, hashToken } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { isChannelEnabled, parseStoredSettings, storedSettingsJson } from '../notifications/settings.ts';
import { INVITATION_MESSAGES } from '../../../shared/auth/invitation-messages.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { TEAM_INVITE_RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { requireVerifiedSender } from '../../auth/verified-sender.ts';
import { TEAM_ROLE_LABELS, type AssignableTeamRole } from '../../../shared/teams/teams.ts';
import { requireTeamPermission } from './access.ts';
import { requireRosterRoom } from './roster-room.ts';

/** Invitation mails and notices honour the invitee's 'teamJoin' switches (spec section 3). */
const INVITE_KEY = 'teamJoin';

export const teamPath = (teamId: string) => `/team/${teamId}`;

/**
 * Each person invited is a mail or a notice to someone: counted per inviter by the hour and by the
 * day, before anything is written. Inviting by address also needs a verified address of one's own.
 */
export async function limitInvitations(deps: Deps<'db' | 'rateLimiter'>, inviterId: string, count: number, byAddress: boolean): Promise<void> {
  if (count === 0) return;
  if (byAddress) await requireVerifiedSender(deps.db, inviterId);
  const counted = await deps.rateLimiter.attempt([
    { key: `team-invitations:hour:${inviterId}`, limit: TEAM_INVITE_RATE_LIMITS.invitationsPerHour, cost: count },
    { key: `team-invitations:day:${inviterId}`, limit: TEAM_INVITE_RATE_LIMITS.invitationsPerDay, cost: count },
  ]);
  if (!counted) throw new AppError('TOO_MANY_REQUESTS', INVITATION_MESSAGES.tooManyInvitations);
}

const uniqueAddresses = (invites: readonly Invite[]) => new Set(invites.map((invite) => invite.email.toLowerCase())).size;

interface Invite {
  email: string;
  role: AssignableTeamRole;
}

/**
 * Invites people by e-mail. An address that belongs to a verified account becomes a pending
 * membership at once (the invitee sees it on the team page and in notifications); any other address
 * is kept as an invitation with a sign-up link, claimed when an account verifies that address. A
 * member is not invited again; inviting an invitee again updates the role. Run inside the caller's
 * transaction (as deps.db).
 */
export async function addInvites(
  deps: Deps<'db' | 'jobs' | 'env'>,
  team: { id: string; name: string },
  inviter: { id: string; name: string },
  invites: Invite[],
): Promise<{ invited: number }> {
  const { db: trx } = deps;
  const unique = new Map(invites.map((invite) => [invite.email.toLowerCase(), invite]));
  let invited = 0;
  for (const [email, invite] of unique) {
    const account = await trx.selectFrom('users').select(['id', 'emailVerified']).where('email', '=', email).executeTakeFirst();
    if (account?.emailVerified) {
      if (!(await inviteAccount(deps, team, inviter, account.id, invite.role))) continue;
    } else {
      const token = generateToken();
      const invitedBefore = await trx.selectFrom('teamInvitations').select('id').where('teamId', '=', team.id).where('email', '=', email).executeTakeFirst();
      if (!invitedBefore) await requireRosterRoom(trx, team.id);
      await trx
        .insertInto('teamInvitations')
        .values({ teamId: team.id, email, role: invite.role, invitedBy: inviter.id, tokenHash: hashToken(token) })
        .onConflict((oc) => oc.columns(['teamId', 'email']).doUpdateSet({ role: invite.role, tokenHash: hashToken(token) }))
        .execute();
      // No verified account: the mail is the invitation, and its link signs up with the address proven.
      const signUp = `${deps.env.APP_ORIGIN}/sign-up?${new URLSearchParams({ invite: token, email, next: teamPath(team.id) }).toString()}`;
      if (!account || (await emailAllowed(trx, account.id))) {
        await queueMail(deps, { to: email, template: 'team-invitation', data: invitationMail(team, inviter.name, invite.role, signUp) });
      }
    }
    invited += 1;
  }
  return { invited };
}

async function emailAllowed(db: Database, userId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select(storedSettingsJson()).where('id', '=', userId).executeTakeFirstOrThrow();
  return isChannelEnabled(parseStoredSettings(user.notificationSettingsJson), INVITE_KEY, 'email');
}

function invitationMail(team: { name: string }, inviterName: string, role: AssignableTeamRole, actionUrl: string) {
  return { teamName: team.name, inviterName, role: TEAM_ROLE_LABELS[role], actionUrl };
}

/**
 * Invites an account: a pending membership and a notice (mail per their 'teamJoin' switch).
 * Returns false for someone already on the team, who is left as they are.
 */
async function inviteAccount(
  deps: Deps<'db' | 'jobs' | 'env'>,
  team: { id: string; name: string },
  inviter: { id: string; name: string },
  userId: string,
  role: AssignableTeamRole,
): Promise<boolean> {
  const { db: trx } = deps;
  const existing = await trx.selectFrom('teamMembers').select('state').where('teamId', '=', team.id).where('userId', '=', userId).executeTakeFirst();
  if (existing?.state === 'active') return false;
  if (!existing) await requireRosterRoom(trx, team.id);
  await trx
    .insertInto('teamMembers')
    .values({ teamId: team.id, userId, role, state: 'invited', invitedBy: inviter.id })
    .onConflict((oc) => oc.columns(['teamId', 'userId']).doUpdateSet({ role }))
    .execute();
  await notifyUser(deps, {
    userId,
    key: INVITE_KEY,
    type: 'teamInvite',
    title: TEAM_MESSAGES.invitedTitle(team.name),
    message: TEAM_MESSAGES.invitedMessage(inviter.name, TEAM_ROLE_LABELS[role]),
    data: { teamId: team.id, teamName: team.name, url: teamPath(team.id) },
    email: { template: 'team-invitation', data: invitationMail(team, inviter.name, role, `${deps.env.APP_ORIGIN}${teamPath(team.id)}`) },
  });
  return true;
}

/**
 * Invites people the inviter already knows, by account: members of the inviter's user lists and
 * accepted family connections. Anyone else is refused, so a team cannot be a way to reach strangers.
 */
export async function invitePeople(
  deps: Deps<'db' | 'jobs' | 'env' | 'rateLimiter'>,
  inviterId: string,
  teamId: string,
  people: { userId: string; role: AssignableTeamRole }[],
): Promise<{ invited: number }> {
  await requireTeamPermission(deps.db, teamId, inviterId, 'inviteMembers');
  await limitInvitations(deps, inviterId, new Set(people.map((person) => person.userId)).size, false);
  return deps.db.transaction().execute(async (trx) => {
    const { team } = await requireTeamPermission(trx, teamId, inviterId, 'inviteMembers');
    const ids = [...new Set(people.map((person) => person.userId))];
    const known = await trx
      .selectFrom('users as u')
      .select('u.id')
      .where('u.id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('userListMembers as lm')
              .innerJoin('userLists as l', 'l.id', 'lm.listId')
              .select('lm.userId')
              .whereRef('lm.userId', '=', 'u.id')
              .where('l.ownerId', '=', inviterId),
          ),
          eb.exists(
            eb
              .selectFrom('familyConnections as fc')
              .select('fc.id')
              .where('fc.status', '=', 'accepted')
              .where((inner) =>
                inner.or([
                  inner.and([inner('fc.requesterId', '=', inviterId), inner('fc.recipientId', '=', inner.ref('u.id'))]),
                  inner.and([inner('fc.recipientId', '=', inviterId), inner('fc.requesterId', '=', inner.ref('u.id'))]),
                ]),
              ),
          ),
        ]),
      )
      .execute();
    if (known.length !== ids.length) throw new AppError('FORBIDDEN', TEAM_MESSAGES.inviteKnownOnly);
    const inviter = { id: inviterId, name: await displayNameOf(trx, inviterId) };
    let invited = 0;
    for (const person of people) if (await inviteAccount({ ...deps, db: trx }, team, inviter, person.userId, person.role)) invited += 1;
    return { invited };
  });
}

export async function displayNameOf(db: Database, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['displayName', 'fullName', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
  return user.displayName ?? user.fullName ?? user.email.split('@')[0]!;
}

export async function inviteMembers(
  deps: Deps<'db' | 'jobs' | 'env' | 'rateLimiter'>,
  inviterId: string,
  teamId: string,
  invites: Invite[],
): Promise<{ invited: number }> {
  // The team's own answer first (a stranger learns nothing), then the inviter's budgets.
  await requireTeamPermission(deps.db, teamId, inviterId, 'inviteMembers');
  await limitInvitations(deps, inviterId, uniqueAddresses(invites), true);
  return deps.db.transaction().execute(async (trx) => {
    const { team } = await requireTeamPermission(trx, teamId, inviterId, 'inviteMembers');
    return addInvites({ ...deps, db: trx }, team, { id: inviterId, name: await displayNameOf(trx, inviterId) }, invites);
  });
}

/** Withdraws an invitation, to an account (pending membership) or to an address. */
export async function cancelInvite(db: Database, userId: string, teamId: string, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'inviteMembers');
    await trx.deleteFrom('teamInvitations').where('teamId', '=', teamId).where('email', '=', email.toLowerCase()).execute();
    await trx
      .deleteFrom('teamMembers')
      .where('teamId', '=', teamId)
      .where('state', '=', 'invited')
      .where('userId', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', email.toLowerCase()))
      .execute();
  });
}

/**
 * Turns invitations to a newly verified address into pending memberships: the invitee then sees
 * them on Home and on the team page and answers. Run in the verifying transaction.
 */
export async function claimInvitations(trx: Database, userId: string, email: string): Promise<number> {
  const invitations = await trx.deleteFrom('teamInvitations').where('email', '=', email.toLowerCase()).returningAll().execute();
  for (const invitation of invitations) {
    await trx
      .insertInto('teamMembers')
      .values({ teamId: invitation.teamId, userId, role: invitation.role, state: 'invited', invitedBy: invitation.invitedBy })
      .onConflict((oc) => oc.columns(['teamId', 'userId']).doNothing())
      .execute();
  }
  return invitations.length;
}

/** The invitee's answer: accepting takes the invited role, declining removes the invitation. */
export async function respondToInvite(db: Database, userId: string, teamId: string, accept: boolean): Promise<{ role: string | null }> {
  return db.transaction().execute(async (trx) => {
    const membership = await trx
      .selectFrom('teamMembers')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select(['teamMembers.role', 'teamMembers.state'])
      .where('teamMembers.teamId', '=', teamId)
      .where('teamMembers.userId', '=', userId)
      .where('teams.deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (membership?.state !== 'invited') throw new AppError('NOT_FOUND', TEAM_MESSAGES.noInvitation);
    if (!accept) {
      await trx.deleteFrom('teamMembers').where('teamId', '=', teamId).where('userId', '=', userId).execute();
      return { role: null };
    }
    await trx.updateTable('teamMembers').set({ state: 'active' }).where('teamId', '=', teamId).where('userId', '=', userId).execute();
    return { role: membership.role };
  });
}

/**
 * Sign-up from an invitation link: a token that matches an invitation to this very address proves
 * the address (the link was mailed there), so the account starts verified and claims its invitations.
 */
export async function invitationProvesAddress(trx: Database, token: string, email: string): Promise<boolean> {
  const invitation = await trx
    .selectFrom('teamInvitations')
    .select('id')
    .where('tokenHash', '=', hashToken(token))
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Boolean(invitation);
}
