import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';

/**
 * Loads the place for a change by `userId`, locked for the rest of the transaction, and refuses
 * anyone but its creator. A place whose creator deleted their account can no longer be changed.
 */
export async function lockPlaceForCreator(trx: Database, placeId: string, userId: string) {
  const place = await trx.selectFrom('places').select(['id', 'creatorId']).where('id', '=', placeId).forUpdate().executeTakeFirst();
  if (!place) throw new AppError('NOT_FOUND', PLACE_MESSAGES.notFound);
  if (place.creatorId !== userId) throw new AppError('FORBIDDEN', PLACE_MESSAGES.notCreator);
  return place;
}
