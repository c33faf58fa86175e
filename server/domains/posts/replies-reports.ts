import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES, POST_REPORTS_TO_HIDE } from '../../../shared/posts/messages.ts';
import { requireVisiblePost, type PostReader } from './post-rows.ts';
import { blockedEitherWay } from '../blocks/queries.ts';

/** A reply under a post; a closed post ("Sub found") takes no more. */
export async function replyToPost(db: Kysely<DB>, reader: PostReader & { id: string }, postId: string, body: string, now: Date) {
  const post = await requireVisiblePost(db, reader, postId);
  const authorId = reader.id;
  if (post.closedAt) throw new AppError('CONFLICT', POST_MESSAGES.closedNoReplies);
  return db.insertInto('postReplies').values({ postId, authorId, body, createdAt: now }).returning('id').executeTakeFirstOrThrow();
}

/** A post's replies, oldest first, without those across a block with the reader (either way). */
export async function listReplies(db: Kysely<DB>, reader: PostReader, postId: string) {
  await requireVisiblePost(db, reader, postId);
  const readerId = reader.id;
  let query = db
    .selectFrom('postReplies as r')
    .innerJoin('users as u', 'u.id', 'r.authorId')
    .select(['r.id', 'r.body', 'r.createdAt', 'r.authorId', 'u.displayName as authorName'])
    .where('r.postId', '=', postId);
  if (readerId) query = query.where((eb) => eb.not(blockedEitherWay('r.authorId', readerId)));
  const rows = await query.orderBy('r.createdAt').orderBy('r.id').limit(200).execute();
  // Signed-out readers see what was said, not who said it.
  return readerId ? rows : rows.map((row) => ({ ...row, authorId: null, authorName: null }));
}

/**
 * A reader reports a post with a reason, once (a second report from them changes nothing). At
 * three reports the post is hidden from the board until it is reviewed. Counting and hiding run
 * under the post's row lock, so simultaneous reports cannot both miss the threshold.
 */
export async function reportPost(db: Kysely<DB>, reader: PostReader & { id: string }, postId: string, reason: string, now: Date) {
  const reporterId = reader.id;
  return db.transaction().execute(async (trx) => {
    const post = await requireVisiblePost(trx, reader, postId);
    if (post.authorId === reporterId) throw new AppError('BAD_REQUEST', POST_MESSAGES.cannotReportOwn);
    await trx.selectFrom('posts').select('id').where('id', '=', postId).forUpdate().execute();
    await trx
      .insertInto('postReports')
      .values({ postId, reporterId, reason, createdAt: now })
      .onConflict((oc) => oc.columns(['postId', 'reporterId']).doNothing())
      .execute();
    const { count } = await trx
      .selectFrom('postReports')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('postId', '=', postId)
      .executeTakeFirstOrThrow();
    const hidden = Number(count) >= POST_REPORTS_TO_HIDE;
    if (hidden) await trx.updateTable('posts').set({ hiddenAt: now }).where('id', '=', postId).where('hiddenAt', 'is', null).execute();
    return { hidden };
  });
}
