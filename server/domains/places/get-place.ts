import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';

export interface PlacePhoto {
  id: string;
  url: string;
  position: number;
}

export interface PlaceDetails {
  id: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  timezone: string;
  sports: string[];
  surfaces: string[];
  description: string;
  creatorId: string | null;
  creatorName: string | null;
  /** Whether the viewer may edit the place and its photos. */
  isCreator: boolean;
  photos: PlacePhoto[];
  createdAt: Date;
  updatedAt: Date;
}

export async function getPlace(db: Database, placeId: string, viewerId: string | null): Promise<PlaceDetails> {
  const place = await db
    .selectFrom('places as p')
    .leftJoin('users as u', 'u.id', 'p.creatorId')
    .select([
      'p.id',
      'p.name',
      'p.address',
      'p.city',
      'p.lat',
      'p.lng',
      'p.timezone',
      'p.sports',
      'p.surfaces',
      'p.description',
      'p.creatorId',
      'p.createdAt',
      'p.updatedAt',
      'u.displayName',
      'u.fullName',
    ])
    .where('p.id', '=', placeId)
    .executeTakeFirst();
  if (!place) throw new AppError('NOT_FOUND', PLACE_MESSAGES.notFound);
  const photos = await placePhotos(db, placeId);
  const { displayName, fullName, ...rest } = place;
  return {
    ...rest,
    creatorName: displayName ?? fullName ?? null,
    isCreator: viewerId !== null && place.creatorId === viewerId,
    photos,
  };
}

export function placePhotos(db: Database, placeId: string): Promise<PlacePhoto[]> {
  return db.selectFrom('placePhotos').select(['id', 'url', 'position']).where('placeId', '=', placeId).orderBy('position').orderBy('createdAt').execute();
}
