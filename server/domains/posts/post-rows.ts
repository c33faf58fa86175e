import type { Kysely } from 'kysely';
import { blockedEitherWay } from '../blocks/queries.ts';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES } from '../../../shared/posts/messages.ts';

/**
 * Posts a reader may see: not hidden by reports, and never across a block in either direction
 * (a blocked author's posts vanish for the blocker, and the blocker's for them).
 */
export function visiblePosts(db: Kysely<DB>, readerId: string | null) {
  const query = db.selectFrom('posts as p').where('p.hiddenAt', 'is', null);
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
export async function requireVisiblePost(db: Kysely<DB>, readerId: string | null, postId: string) {
  const post = await visiblePosts(db, readerId).select(['p.id', 'p.authorId', 'p.closedAt']).where('p.id', '=', postId).executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  return post;
}

/** The post, for its author alone (edit, close, delete): NOT_FOUND for anyone else, so nothing leaks. */
export async function requireOwnPost(db: Kysely<DB>, postId: string, userId: string) {
  const post = await db.selectFrom('posts').select(['id', 'authorId', 'closedAt']).where('id', '=', postId).executeTakeFirst();
  if (!post || post.authorId !== userId) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  return post;
}
