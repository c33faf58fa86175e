import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database.ts';
import { generateToken, hashToken } from './tokens.ts';
import { SESSION } from '../../shared/common/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  role: string;
  hasPassword: boolean;
  hasAdditionalInfo: boolean;
  /** The Go-To Area's coordinates: auth.me derives the unit system from them (server/auth/current-user.ts). */
  defaultCityLat: number | null;
  defaultCityLng: number | null;
}

export interface ValidatedSession {
  session: { id: string; userId: string; expiresAt: Date };
  user: SessionUser;
  /** True when the expiry moved forward, so the cookie must be sent again. */
  renewed: boolean;
}

export async function createSession(
  db: Database,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION.lifetimeDays * DAY_MS);
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), userId, expiresAt, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null })
    .execute();
  return { token, expiresAt };
}

/** Resolves a cookie token to its session and user in one query; renews the expiry when half is used. */
/**
 * The session lookup runs on every request, so its SQL is compiled once and reused; the
 * CamelCasePlugin still shapes the row because the query goes through the same executor.
 */
let sessionLookupSql: string | null = null;
function sessionLookup(db: Database, id: string) {
  sessionLookupSql ??= db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.userId',
      'sessions.expiresAt',
      'users.email',
      'users.emailVerified',
      'users.displayName',
      'users.fullName',
      'users.photoUrl',
      'users.role',
      'users.passwordHash',
      'users.hasAdditionalInfo',
      'users.defaultCityLat',
      'users.defaultCityLng',
    ])
    .where('sessions.id', '=', '')
    .compile().sql;
  return db.executeQuery<SessionRow>(CompiledQuery.raw(sessionLookupSql, [id]));
}

interface SessionRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  role: string;
  passwordHash: string | null;
  hasAdditionalInfo: boolean;
  defaultCityLat: number | null;
  defaultCityLng: number | null;
}

/** Resolves a cookie token to its session and user in one query; renews the expiry when half is used. */
export async function validateSessionToken(db: Database, token: string): Promise<ValidatedSession | null> {
  const id = hashToken(token);
  const row = (await sessionLookup(db, id)).rows[0];
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now < SESSION.renewWhenDaysLeft * DAY_MS) {
    expiresAt = new Date(now + SESSION.lifetimeDays * DAY_MS);
    await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
    renewed = true;
  }
  return {
    session: { id: row.sessionId, userId: row.userId, expiresAt },
    user: {
      id: row.userId,
      email: row.email,
      emailVerified: row.emailVerified,
      displayName: row.displayName,
      fullName: row.fullName,
      photoUrl: row.photoUrl,
      role: row.role,
      hasPassword: row.passwordHash !== null,
      hasAdditionalInfo: row.hasAdditionalInfo,
      defaultCityLat: row.defaultCityLat,
      defaultCityLng: row.defaultCityLng,
    },
    renewed,
  };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Database, userId: string, except?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (except) query = query.where('id', '!=', except);
  await query.execute();
}

export async function pruneExpiredSessions(db: Database): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
