import type { Kysely } from 'kysely';
import { blockedEitherWay } from '../blocks/queries.ts';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES } from '../../../shared/posts/messages.ts';
import { POST_TEST_CATEGORY } from '../../../shared/posts/categories.ts';

/**
 * Who reads the board: a signed-in user's id (null when signed out), and whether they see the
 * Test category (admins, or anyone in development; spec section 2).
 */
export interface PostReader {
  id: string | null;
  seesTest: boolean;
}

/**
 * Posts a reader may see: not hidden by reports, never across a block in either direction (a
 * blocked author's posts vanish for the blocker, and the blocker's for them), and Test posts only
 * for those who see the Test category.
 */
export function visiblePosts(db: Kysely<DB>, reader: PostReader) {
  let query = db.selectFrom('posts as p').where('p.hiddenAt', 'is', null);
  if (!reader.seesTest) query = query.where('p.category', '!=', POST_TEST_CATEGORY);
  const readerId = reader.id;
  return readerId ? query.where((eb) => eb.not(blockedEitherWay('p.authorId', readerId))) : query;
}

/** What a list and a post's page both show of a post. */
export const POST_COLUMNS = [
  'p.id',
  'p.category',
  'p.subcategory',
  'p.title',
  'p.body',
  'p.city',
  'p.gameType',
  'p.happensOn',
  'p.closedAt',
  'p.createdAt',
] as const;

/** The post, if the reader may see it (not hidden, no block between them and its author); NOT_FOUND otherwise. */
export async function requireVisiblePost(db: Kysely<DB>, reader: PostReader, postId: string) {
  const post = await visiblePosts(db, reader).select(['p.id', 'p.authorId', 'p.closedAt']).where('p.id', '=', postId).executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  return post;
}

/** The post, for its author alone (edit, close, delete, photos): NOT_FOUND for anyone else, so nothing leaks. */
export async function requireOwnPost(db: Kysely<DB>, postId: string, userId: string) {
  const post = await db.selectFrom('posts').select(['id', 'authorId', 'closedAt']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.authorId !== userId) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  return post;
}

/** The photos of some posts, in their order, by post id. */
export async function photosOf(db: Kysely<DB>, postIds: readonly string[]): Promise<Map<string, { position: number; url: string }[]>> {
  const byPost = new Map<string, { position: number; url: string }[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('postPhotos')
    .select(['postId', 'position', 'path as url'])
    .where('postId', 'in', postIds)
    .orderBy('postId')
    .orderBy('position')
    .execute();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), { position: row.position, url: row.url }]);
  return byPost;
}
