import { randomBytes } from 'node:crypto';
import { hashPassword } from '../server/auth/password.ts';
import type { Database } from '../server/db/database.ts';

let cachedHash: Promise<string> | null = null;
export const FACTORY_PASSWORD = 'correct horse battery';

export async function createUser(
  db: Database,
  overrides: Partial<{ email: string; emailVerified: boolean; password: string | null; displayName: string | null }> = {},
) {
  const password = overrides.password === undefined ? FACTORY_PASSWORD : overrides.password;
  const passwordHash =
    password === null
      ? null
      : password === FACTORY_PASSWORD
        ? await (cachedHash ??= hashPassword(FACTORY_PASSWORD, 'known'))
        : await hashPassword(password, 'known');
  return db
    .insertInto('users')
    .values({
      email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.com`,
      emailVerified: overrides.emailVerified ?? true,
      passwordHash,
      displayName: overrides.displayName ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest mail to an address in the outbox, and the action link in it. */
export async function latestMail(db: Database, to: string, template?: string) {
  let query = db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to);
  if (template) query = query.where('template', '=', template);
  const mail = await query.orderBy('createdAt', 'desc').executeTakeFirst();
  if (!mail) return null;
  const data = mail.data as Record<string, string>;
  const token = data.actionUrl ? new URL(data.actionUrl).searchParams.get('token') : null;
  return { ...mail, data, token };
}

/** A team row with its owner on the roster, in Austin unless told otherwise. */
export async function createTeam(
  db: Database,
  ownerId: string,
  overrides: Partial<{ name: string; gameType: string; privacy: 'public' | 'private' | 'invite-only'; cityName: string; lat: number; lng: number }> = {},
) {
  const team = await db
    .insertInto('teams')
    .values({
      name: overrides.name ?? 'Austin Dinkers',
      creatorId: ownerId,
      gameType: overrides.gameType ?? 'Pickleball',
      cityName: overrides.cityName ?? 'Austin, TX',
      lat: overrides.lat ?? 30.27,
      lng: overrides.lng ?? -97.74,
      privacy: overrides.privacy ?? 'public',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addTeamMember(db, team.id, ownerId, 'owner');
  return team;
}

/** A roster row: a role of shared/teams.ts, or 'pending-<role>' for an unanswered invitation. */
export async function addTeamMember(db: Database, teamId: string, userId: string, role: string, invitedBy: string | null = null) {
  await db.insertInto('teamMembers').values({ teamId, userId, role, invitedBy }).execute();
}
