import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { DateSpecificEntry } from '../../../shared/availability/schemas.ts';

/** Keeps the player's home location in step with their Go-To Area. */
export async function syncHomeLocation(trx: Kysely<DB>, userId: string, city: { name: string; lat: number; lng: number }) {
  await trx
    .insertInto('playerLocations')
    .values({ userId, kind: 'home', lat: city.lat, lng: city.lng, label: city.name })
    .onConflict((oc) => oc.column('userId').where('kind', '=', 'home').doUpdateSet({ lat: city.lat, lng: city.lng, label: city.name }))
    .execute();
}

/** Trips from date-specific availability: while traveling, a player counts at the travel location. */
export async function syncTravelLocations(trx: Kysely<DB>, userId: string, entries: DateSpecificEntry[]) {
  await trx.deleteFrom('playerLocations').where('userId', '=', userId).where('kind', '=', 'travel').execute();
  const trips = entries.filter((entry) => entry.isTraveling && entry.location);
  if (trips.length === 0) return;
  await trx
    .insertInto('playerLocations')
    .values(
      trips.map((entry) => ({
        userId,
        kind: 'travel',
        lat: entry.location!.lat,
        lng: entry.location!.lng,
        label: entry.location!.formattedAddress || entry.location!.city,
        validFrom: entry.date,
        validTo: entry.endDate ?? entry.date,
      })),
    )
    .execute();
}
