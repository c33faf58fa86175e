import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { type PlaceInput } from '../../../shared/places/schemas.ts';
import { lockPlaceForCreator } from './access.ts';
import { placeGeoFields } from './place-geo.ts';

/** Sports must be game types the server knows ('Any' is a filter value, not a sport). */
async function knownSports(db: Database, sports: string[]): Promise<string[]> {
  const unique = [...new Set(sports)];
  const known = await db.selectFrom('gameTypes').select('label').where('label', 'in', unique).where('label', '!=', 'Any').execute();
  if (known.length !== unique.length) throw new AppError('BAD_REQUEST', PLACE_MESSAGES.unknownSport);
  return unique;
}

function columns(input: PlaceInput, sports: string[]) {
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    lat: input.lat,
    lng: input.lng,
    ...placeGeoFields(input.lat, input.lng),
    sports,
    surfaces: [...new Set(input.surfaces)],
    description: input.description,
  };
}

export async function createPlace(db: Database, creatorId: string, input: PlaceInput): Promise<{ id: string }> {
  const sports = await knownSports(db, input.sports);
  return db
    .insertInto('places')
    .values({ creatorId, ...columns(input, sports) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Only the creator may change a place; events already there keep their own copy of the location. */
export async function updatePlace(db: Database, userId: string, placeId: string, input: PlaceInput): Promise<{ id: string }> {
  const sports = await knownSports(db, input.sports);
  return db.transaction().execute(async (trx) => {
    await lockPlaceForCreator(trx, placeId, userId);
    await trx
      .updateTable('places')
      .set({ ...columns(input, sports), updatedAt: new Date() })
      .where('id', '=', placeId)
      .execute();
    return { id: placeId };
  });
}
