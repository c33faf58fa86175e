import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES } from '../../../shared/posts/messages.ts';

/**
 * Posts hidden by three reports, waiting for an admin's review (issue 32), oldest first, each with
 * its author and the reasons given.
 */
export async function hiddenPosts(db: Kysely<DB>) {
  const posts = await db
    .selectFrom('posts as p')
    .innerJoin('users as u', 'u.id', 'p.authorId')
    .select(['p.id', 'p.category', 'p.subcategory', 'p.title', 'p.body', 'p.hiddenAt', 'p.createdAt', 'u.displayName as authorName', 'u.email as authorEmail'])
    .where('p.hiddenAt', 'is not', null)
    .orderBy('p.hiddenAt')
    .orderBy('p.id')
    .limit(100)
    .execute();
  if (posts.length === 0) return [];
  const reports = await db
    .selectFrom('postReports')
    .select(['postId', 'reason', 'createdAt'])
    .where(
      'postId',
      'in',
      posts.map((post) => post.id),
    )
    .orderBy('createdAt')
    .execute();
  return posts.map((post) => ({ ...post, reasons: reports.filter((report) => report.postId === post.id).map((report) => report.reason) }));
}

/**
 * An admin's decision on a hidden post: restore it to the board (its reports are cleared, so it
 * takes three new ones to hide it again) or remove it for good. Either way it leaves the queue; a
 * post no longer waiting (already decided) is NOT_FOUND, so two admins cannot decide it twice.
 */
export async function reviewPost(db: Kysely<DB>, postId: string, decision: 'restore' | 'remove'): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('posts').select('id').where('id', '=', postId).where('hiddenAt', 'is not', null).forUpdate().executeTakeFirst();
    if (!post) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
    if (decision === 'restore') {
      await trx.deleteFrom('postReports').where('postId', '=', postId).execute();
      await trx.updateTable('posts').set({ hiddenAt: null }).where('id', '=', postId).execute();
      return;
    }
    // Its photos, replies and reports go with it (foreign keys cascade).
    await trx.deleteFrom('posts').where('id', '=', postId).execute();
  });
}
