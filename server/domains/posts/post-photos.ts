import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES, POST_PHOTO_LIMITS } from '../../../shared/posts/messages.ts';
import { requireOwnPost } from './post-rows.ts';

/** Refuses before the upload is read: not the author's post, or already 4 photos. */
export async function assertCanAddPostPhoto(db: Kysely<DB>, postId: string, userId: string) {
  await requireOwnPost(db, postId, userId);
  const { count } = await db
    .selectFrom('postPhotos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('postId', '=', postId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= POST_PHOTO_LIMITS.max) throw new AppError('CONFLICT', POST_MESSAGES.tooManyPhotos);
}

/**
 * Records a stored photo in the post's first free place (0-3). The post's row lock serialises two
 * uploads at once, so neither can take the same place nor push the post past 4.
 */
export async function addPostPhoto(db: Kysely<DB>, postId: string, userId: string, url: string) {
  return db.transaction().execute(async (trx) => {
    await requireOwnPost(trx, postId, userId);
    await trx.selectFrom('posts').select('id').where('id', '=', postId).forUpdate().execute();
    const taken = new Set((await trx.selectFrom('postPhotos').select('position').where('postId', '=', postId).execute()).map((row) => row.position));
    const position = [0, 1, 2, 3].find((place) => !taken.has(place));
    if (position === undefined || taken.size >= POST_PHOTO_LIMITS.max) throw new AppError('CONFLICT', POST_MESSAGES.tooManyPhotos);
    await trx.insertInto('postPhotos').values({ postId, position, path: url }).execute();
    return { position, url };
  });
}

/** Removes one of the author's photos; returns its address, so the caller removes the stored file. */
export async function removePostPhoto(db: Kysely<DB>, postId: string, userId: string, position: number) {
  await requireOwnPost(db, postId, userId);
  const removed = await db.deleteFrom('postPhotos').where('postId', '=', postId).where('position', '=', position).returning('path').executeTakeFirst();
  if (!removed) throw new AppError('NOT_FOUND', POST_MESSAGES.photoNotFound);
  return { url: removed.path };
}
