import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { PLACE_LIMITS } from '../../../shared/limits/limits.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { lockPlaceForCreator } from './access.ts';
import { placePhotos, type PlacePhoto } from './get-place.ts';

/**
 * Checked before the upload is decoded and stored, so a stranger or a full album costs no work;
 * `addPlacePhoto` checks again under the lock, because two uploads can race past this.
 */
export async function assertCanAddPhoto(db: Database, placeId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPlaceForCreator(trx, placeId, userId);
    await assertRoom(trx, placeId);
  });
}

async function assertRoom(db: Database, placeId: string) {
  const { count } = await db
    .selectFrom('placePhotos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('placeId', '=', placeId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PLACE_LIMITS.photos.max) throw new AppError('CONFLICT', PLACE_MESSAGES.tooManyPhotos);
}

/** Records a stored photo as the place's last one. */
export async function addPlacePhoto(db: Database, placeId: string, userId: string, stored: { url: string; storageKey: string }): Promise<PlacePhoto> {
  return db.transaction().execute(async (trx) => {
    await lockPlaceForCreator(trx, placeId, userId);
    await assertRoom(trx, placeId);
    return trx
      .insertInto('placePhotos')
      .values({
        placeId,
        url: stored.url,
        storageKey: stored.storageKey,
        uploadedBy: userId,
        position: sql<number>`coalesce((select max(position) + 1 from place_photos where place_id = ${placeId}), 0)`,
      })
      .returning(['id', 'url', 'position'])
      .executeTakeFirstOrThrow();
  });
}

/** Deletes the photo's row and returns its URL, for the caller to remove the file once committed. */
export async function removePlacePhoto(db: Database, placeId: string, userId: string, photoId: string): Promise<{ url: string }> {
  return db.transaction().execute(async (trx) => {
    await lockPlaceForCreator(trx, placeId, userId);
    const removed = await trx.deleteFrom('placePhotos').where('id', '=', photoId).where('placeId', '=', placeId).returning('url').executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND', PLACE_MESSAGES.photoNotFound);
    return removed;
  });
}

/** Puts the photos in the given order; the list must name each of the place's photos once. */
export async function reorderPlacePhotos(db: Database, placeId: string, userId: string, photoIds: string[]): Promise<PlacePhoto[]> {
  return db.transaction().execute(async (trx) => {
    await lockPlaceForCreator(trx, placeId, userId);
    const current = await trx.selectFrom('placePhotos').select('id').where('placeId', '=', placeId).execute();
    const wanted = new Set(photoIds);
    if (wanted.size !== photoIds.length || wanted.size !== current.length || current.some((photo) => !wanted.has(photo.id))) {
      throw new AppError('BAD_REQUEST', PLACE_MESSAGES.photoOrder);
    }
    for (const [position, id] of photoIds.entries()) {
      await trx.updateTable('placePhotos').set({ position }).where('id', '=', id).where('placeId', '=', placeId).execute();
    }
    return placePhotos(trx, placeId);
  });
}
