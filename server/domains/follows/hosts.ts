import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';

/** A host one can follow: an organiser (a user) or a team. */
export interface Host {
  kind: 'user' | 'team';
  id: string;
  name: string;
  photoUrl: string | null;
  /** Teams only: only a public team may be followed. */
  isPublic: boolean;
}

/**
 * Resolves a host id: user and team ids are both random UUIDs, so an id names at most one of
 * them (hence one route, /subscriptions/{hostId}, for both kinds).
 */
export async function findHost(db: Database, hostId: string): Promise<Host | null> {
  const user = await db.selectFrom('users').select(['id', 'displayName', 'fullName', 'photoUrl']).where('id', '=', hostId).executeTakeFirst();
  if (user) return { kind: 'user', id: user.id, name: user.displayName ?? user.fullName ?? FOLLOW_MESSAGES.organiser, photoUrl: user.photoUrl, isPublic: true };
  const team = await db
    .selectFrom('teams')
    .select(['id', 'name', 'logoUrl', 'privacy'])
    .where('id', '=', hostId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (team) return { kind: 'team', id: team.id, name: team.name, photoUrl: team.logoUrl, isPublic: team.privacy === 'public' };
  return null;
}

/** True when the viewer and the user are in a block relation, either way. */
export async function blockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('userBlocks')
    .select('blockerId')
    .where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A host the viewer may see and follow: never a team that is not public, nor a user in a block
 * relation with the viewer (told apart from a missing host only by the message, which names no one).
 */
export async function requireFollowableHost(db: Database, viewerId: string, hostId: string): Promise<Host> {
  const host = await findHost(db, hostId);
  if (!host) throw new AppError('NOT_FOUND', FOLLOW_MESSAGES.hostNotFound);
  if (host.kind === 'user' && host.id === viewerId) throw new AppError('BAD_REQUEST', FOLLOW_MESSAGES.cannotFollowSelf);
  if (host.kind === 'team' && !host.isPublic) throw new AppError('FORBIDDEN', FOLLOW_MESSAGES.privateTeam);
  if (host.kind === 'user' && (await blockedBetween(db, viewerId, host.id))) throw new AppError('FORBIDDEN', FOLLOW_MESSAGES.blocked);
  return host;
}
