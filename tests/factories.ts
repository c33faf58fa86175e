import { randomBytes } from 'node:crypto';
import { hashPassword } from '../server/auth/password.ts';
import type { Database } from '../server/db/database.ts';
import { storedMembership } from '../server/access/memberships.ts';
import type { FormDefinition } from '../shared/forms/definition.ts';
import { ASSIGNABLE_TEAM_ROLES, type TeamRole } from '../shared/teams/teams.ts';

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

/** A roster row: a role of shared/access/access.ts, or 'pending-<role>' (as the API shows it) for an unanswered invitation. */
export async function addTeamMember(db: Database, teamId: string, userId: string, role: string, invitedBy: string | null = null) {
  await db
    .insertInto('teamMembers')
    .values({ teamId, userId, ...storedMembership(role), invitedBy })
    .execute();
}

type UserRow = Awaited<ReturnType<typeof createUser>>;

/** A club (organisation) with people in its roles: `roles` maps a user id to its club role (owner, admin, coach, treasurer, member). */
export async function createClub(db: Database, name: string, creatorId: string, roles: Record<string, string>) {
  const club = await db
    .insertInto('organizations')
    .values({ name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(4).toString('hex')}`, creatorId })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('organizationMembers')
    .values(Object.entries(roles).map(([userId, role]) => ({ organizationId: club.id, userId, role })))
    .execute();
  return club;
}

/**
 * A team with one active member for each role (the owner included) and a pending invitee, each a
 * user of their own: the cast of an authorisation test ("a stranger refused, the wrong role refused").
 */
export async function createTeamWithRoles(db: Database, overrides: Parameters<typeof createTeam>[2] = {}) {
  const owner = await createUser(db);
  const team = await createTeam(db, owner.id, overrides);
  const members = { owner } as Record<TeamRole, UserRow>;
  for (const role of ASSIGNABLE_TEAM_ROLES) {
    members[role] = await createUser(db);
    await addTeamMember(db, team.id, members[role].id, role, owner.id);
  }
  const invitee = await createUser(db);
  await addTeamMember(db, team.id, invitee.id, 'pending-player', owner.id);
  return { team, members, invitee };
}

/** A team's season (open for registration unless told), with one division. */
export async function createSeason(
  db: Database,
  teamId: string,
  overrides: Partial<{ label: string; startsOn: string; endsOn: string; status: 'draft' | 'open' | 'closed'; capacity: number | null }> = {},
) {
  const season = await db
    .insertInto('seasons')
    .values({
      teamId,
      label: overrides.label ?? 'Fall league',
      startsOn: overrides.startsOn ?? '2027-01-10',
      endsOn: overrides.endsOn ?? '2027-03-28',
      status: overrides.status ?? 'open',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('seasonGroups')
    .values({ seasonId: season.id, name: 'Open division', kind: 'division', capacity: overrides.capacity === undefined ? 20 : overrides.capacity })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { season, group };
}

/** A published form (a team's when `teamId` is given) with its first version: a name field and a waiver unless told. */
export async function createForm(
  db: Database,
  ownerId: string,
  overrides: Partial<{ teamId: string | null; title: string; access: 'public' | 'members' | 'invited'; definition: FormDefinition }> = {},
) {
  const title = overrides.title ?? 'Spring registration';
  const definition: FormDefinition = overrides.definition ?? {
    title,
    description: '',
    fields: [
      { id: 'name', type: 'shortText', label: 'Player name', required: true },
      { id: 'waiver', type: 'waiver', label: 'Liability waiver', required: true, text: 'I take part at my own risk.', agreement: 'I agree' },
    ],
    pricing: null,
  };
  const form = await db
    .insertInto('forms')
    .values({ ownerId, teamId: overrides.teamId ?? null, title, access: overrides.access ?? 'public', draft: JSON.stringify(definition), status: 'published' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('formVersions')
    .values({ formId: form.id, version: 1, definition: JSON.stringify(definition) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('forms').set({ publishedVersionId: version.id }).where('id', '=', form.id).execute();
  return { ...form, publishedVersionId: version.id, definition };
}
