import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FOLLOW_LIMITS, FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';
import { eventVisibleTo } from '../events/visibility.ts';
import { upcomingPublicEvent } from '../events/followed-hosts.ts';
import { blockedBetween, findHost, requireFollowableHost, type Host } from './hosts.ts';

export interface HostEvent {
  id: string;
  title: string;
  gameType: string;
  startsAt: Date;
  timezone: string;
  locationName: string;
}

const hostColumn = (host: Pick<Host, 'kind'>) => (host.kind === 'user' ? 'hostUserId' : 'hostTeamId');

/** Follows a host; following again is harmless. */
export async function followHost(db: Database, viewerId: string, hostId: string): Promise<{ following: true }> {
  const host = await requireFollowableHost(db, viewerId, hostId);
  const count = await db
    .selectFrom('hostFollows')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('followerId', '=', viewerId)
    .executeTakeFirstOrThrow();
  if (count.n >= FOLLOW_LIMITS.maxFollows) throw new AppError('BAD_REQUEST', FOLLOW_MESSAGES.tooMany);
  await db
    .insertInto('hostFollows')
    .values({ followerId: viewerId, [hostColumn(host)]: host.id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { following: true };
}

/** Stops following; unfollowing a host one does not follow is harmless too. */
export async function unfollowHost(db: Database, viewerId: string, hostId: string): Promise<{ following: false }> {
  await db
    .deleteFrom('hostFollows')
    .where('followerId', '=', viewerId)
    .where((eb) => eb.or([eb('hostUserId', '=', hostId), eb('hostTeamId', '=', hostId)]))
    .execute();
  return { following: false };
}

/** The next upcoming public events of a host the viewer may see (blocks hide an organiser's). */
async function hostEvents(db: Database, viewerId: string, host: Pick<Host, 'kind' | 'id'>, now: Date, limit: number): Promise<HostEvent[]> {
  return db
    .selectFrom('events as e')
    .select(['e.id', 'e.title', 'e.gameType', 'e.startsAt', 'e.timezone', 'e.locationName'])
    .where(host.kind === 'user' ? 'e.creatorId' : 'e.hostingTeamId', '=', host.id)
    .where(upcomingPublicEvent(now))
    .where(eventVisibleTo(viewerId, now))
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export interface FollowedHost {
  kind: 'user' | 'team';
  id: string;
  name: string;
  photoUrl: string | null;
  nextEvent: HostEvent | null;
}

/**
 * The hosts the viewer follows (their own list only), newest follow first, each with its next
 * upcoming public event. Hosts now in a block relation with the viewer, or teams no longer
 * public, are left out.
 */
export async function myFollowedHosts(db: Database, viewerId: string, now: Date): Promise<FollowedHost[]> {
  const rows = await db
    .selectFrom('hostFollows as hf')
    .select(['hf.hostUserId', 'hf.hostTeamId'])
    .where('hf.followerId', '=', viewerId)
    .orderBy('hf.createdAt', 'desc')
    .limit(FOLLOW_LIMITS.maxFollows)
    .execute();
  const hosts: FollowedHost[] = [];
  for (const row of rows) {
    const host = await findHost(db, (row.hostUserId ?? row.hostTeamId)!);
    if (!host || !host.isPublic) continue;
    if (host.kind === 'user' && (await blockedBetween(db, viewerId, host.id))) continue;
    const [nextEvent] = await hostEvents(db, viewerId, host, now, 1);
    hosts.push({ kind: host.kind, id: host.id, name: host.name, photoUrl: host.photoUrl, nextEvent: nextEvent ?? null });
  }
  return hosts;
}

export interface HostPage {
  kind: 'user' | 'team';
  id: string;
  name: string;
  photoUrl: string | null;
  followerCount: number;
  following: boolean;
  /** False for oneself, a team that is not public: the page shows no Follow button then. */
  canFollow: boolean;
  events: HostEvent[];
}

/** A host's page: upcoming public events, follower count, and whether the viewer follows. */
export async function hostPage(db: Database, viewerId: string, hostId: string, now: Date): Promise<HostPage> {
  const host = await findHost(db, hostId);
  if (!host || (host.kind === 'team' && !host.isPublic)) throw new AppError('NOT_FOUND', FOLLOW_MESSAGES.hostNotFound);
  if (host.kind === 'user' && (await blockedBetween(db, viewerId, host.id))) throw new AppError('NOT_FOUND', FOLLOW_MESSAGES.hostNotFound);
  const column = hostColumn(host);
  const [count, mine, events] = await Promise.all([
    db
      .selectFrom('hostFollows')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(column, '=', host.id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('hostFollows').select('id').where(column, '=', host.id).where('followerId', '=', viewerId).executeTakeFirst(),
    hostEvents(db, viewerId, host, now, FOLLOW_LIMITS.hostEvents),
  ]);
  return {
    kind: host.kind,
    id: host.id,
    name: host.name,
    photoUrl: host.photoUrl,
    followerCount: count.n,
    following: mine !== undefined,
    canFollow: !(host.kind === 'user' && host.id === viewerId),
    events,
  };
}
