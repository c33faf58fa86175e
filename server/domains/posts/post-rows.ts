import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES } from '../../../shared/posts/messages.ts';

/**
 * Posts a reader may see: not hidden by reports, and never across a block in either direction
 * (a blocked author's posts vanish for the blocker, and the blocker's for them).
 */
export function visiblePosts(db: Kysely<DB>, readerId: string | null) {
  let query = db.selectFrom('posts as p').where('p.hiddenAt', 'is', null);
  if (readerId) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('userBlocks as b')
            .select(sql`1`.as('one'))
            .where((eb) =>
              eb.or([
                eb.and([eb('b.blockerId', '=', readerId), eb('b.blockedId', '=', eb.ref('p.authorId'))]),
                eb.and([eb('b.blockedId', '=', readerId), eb('b.blockerId', '=', eb.ref('p.authorId'))]),
              ]),
            ),
        ),
      ),
    );
  }
  return query;
}

/** The post, for its author alone (edit, close, delete): NOT_FOUND for anyone else, so nothing leaks. */
export async function requireOwnPost(db: Kysely<DB>, postId: string, userId: string) {
  const post = await db.selectFrom('posts').select(['id', 'authorId', 'closedAt']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.authorId !== userId) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  return post;
}
