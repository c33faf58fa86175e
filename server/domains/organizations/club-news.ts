import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { membershipIn, requirePermission } from '../../access/permissions.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { allows } from '../../../shared/access/access.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';
import type { PostClubNewsInput } from '../../../shared/organizations/schemas.ts';
import { clubPath } from './club-path.ts';

/** The spec's notification key for announcements: each member's switches decide the channels. */
const NEWS_KEY = 'announcements';

/**
 * A club admin posts news. It is committed with a job that tells every member of the club and of
 * its teams (a club can have hundreds: never in the request), in the same transaction, so there
 * is no post without its telling and no telling without its post.
 */
export async function postClubNews(deps: Deps<'db' | 'jobs' | 'rateLimiter'>, userId: string, input: PostClubNewsInput): Promise<{ id: string }> {
  await requirePermission(
    deps.db,
    { userId },
    'postOrganizationNews',
    { kind: 'organization', organizationId: input.organizationId },
    { message: M.notNewsPoster },
  );
  if (!(await deps.rateLimiter.attempt([{ key: `organization-news:${input.organizationId}`, limit: L.newsPerDay }]))) {
    throw new AppError('TOO_MANY_REQUESTS', M.tooMuchNews);
  }
  return deps.db.transaction().execute(async (trx) => {
    const news = await trx
      .insertInto('organizationNews')
      .values({ organizationId: input.organizationId, authorId: userId, title: input.title, body: input.body, visibility: input.visibility })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.jobs.send('organization.news-notify', { newsId: news.id }, { db: trx });
    return news;
  });
}

export async function deleteClubNews(db: Database, userId: string, organizationId: string, newsId: string) {
  await requirePermission(db, { userId }, 'postOrganizationNews', { kind: 'organization', organizationId }, { message: M.notNewsPoster });
  const deleted = await db.deleteFrom('organizationNews').where('id', '=', newsId).where('organizationId', '=', organizationId).executeTakeFirst();
  if (!Number(deleted.numDeletedRows)) throw new AppError('NOT_FOUND', M.newsNotFound);
  return { ok: true as const };
}

/** Whether the viewer reads members-only news: a club role that allows it, or a place on one of the club's teams. */
async function readsMembersNews(db: Database, viewerId: string | null, organizationId: string) {
  if (!viewerId) return false;
  if (allows(await membershipIn(db, { userId: viewerId }, { kind: 'organization', organizationId }), 'readOrganizationNews')) return true;
  const onTeam = await db
    .selectFrom('teamMembers as tm')
    .innerJoin('teams as t', 't.id', 'tm.teamId')
    .select('tm.userId')
    .where('tm.userId', '=', viewerId)
    .where('tm.state', '=', 'active')
    .where('t.organizationId', '=', organizationId)
    .where('t.deletedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(onTeam);
}

/** The club's news, newest first: members-only posts only to those who read them. Anyone may read the public ones. */
export async function listClubNews(db: Database, viewerId: string | null, organizationId: string, page: number) {
  const club = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!club) throw new AppError('NOT_FOUND', M.notFound);
  const members = await readsMembersNews(db, viewerId, organizationId);
  const rows = await db
    .selectFrom('organizationNews as n')
    .leftJoin('users as u', 'u.id', 'n.authorId')
    .select(['n.id', 'n.title', 'n.body', 'n.visibility', 'n.createdAt'])
    .select((eb) => eb.fn.coalesce('u.displayName', 'u.fullName').as('authorName'))
    .where('n.organizationId', '=', organizationId)
    .$if(!members, (query) => query.where('n.visibility', '=', 'public'))
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .offset(page * L.newsPageSize)
    .limit(L.newsPageSize + 1)
    .execute();
  return {
    items: rows.slice(0, L.newsPageSize).map((row) => ({ ...row, visibility: row.visibility === 'members' ? ('members' as const) : ('public' as const) })),
    page,
    hasMore: rows.length > L.newsPageSize,
  };
}

/**
 * The 'organization.news-notify' job: every active member of the club and of its teams, but the
 * author, is told once, in-app and by e-mail per their 'announcements' switches. Idempotent: each
 * telling is recorded in organization_news_deliveries in the transaction that sends it, so a rerun
 * (or a person on two of its teams) gets nothing twice.
 */
export async function notifyClubNews(deps: Deps<'db' | 'jobs' | 'env'>, newsId: string): Promise<{ notified: number }> {
  const news = await deps.db
    .selectFrom('organizationNews as n')
    .innerJoin('organizations as o', 'o.id', 'n.organizationId')
    .select(['n.id', 'n.title', 'n.body', 'n.authorId', 'o.id as organizationId', 'o.name as clubName', 'o.slug'])
    .where('n.id', '=', newsId)
    .where('o.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!news) return { notified: 0 };
  const recipients = await sql<{ userId: string }>`
    select tm.user_id as "userId"
      from team_members tm join teams t on t.id = tm.team_id
     where t.organization_id = ${news.organizationId} and t.deleted_at is null and tm.state = 'active'
    union
    select om.user_id from organization_members om where om.organization_id = ${news.organizationId} and om.state = 'active'
  `.execute(deps.db);
  const url = clubPath(news.slug);
  const title = M.newsNotificationTitle(news.clubName, news.title);
  let notified = 0;
  for (const { userId } of recipients.rows) {
    if (userId === news.authorId) continue;
    const sent = await deps.db.transaction().execute(async (trx) => {
      const delivery = await trx
        .insertInto('organizationNewsDeliveries')
        .values({ newsId: news.id, userId })
        .onConflict((oc) => oc.doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (!delivery) return false;
      await notifyUser(
        { ...deps, db: trx },
        {
          userId,
          key: NEWS_KEY,
          type: 'organizationNews',
          title,
          message: Array.from(news.body).slice(0, 140).join(''),
          data: { organizationId: news.organizationId, newsId: news.id, url },
          email: {
            template: 'event-notice',
            data: { heading: title, message: news.body, eventTitle: news.clubName, when: '', place: '', actionUrl: `${deps.env.APP_ORIGIN}${url}` },
          },
        },
      );
      return true;
    });
    if (sent) notified += 1;
  }
  return { notified };
}
