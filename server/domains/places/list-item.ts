import { sql } from 'kysely';

/** A place as lists show it: enough for a card, with its first photo as the thumbnail. */
export interface PlaceListItem {
  id: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  sports: string[];
  surfaces: string[];
  photoUrl: string | null;
}

/** The select list of a PlaceListItem from `places p`. */
export const placeListColumns = sql`p.id, p.name, p.address, p.city, p.lat, p.lng, p.sports, p.surfaces,
  (select ph.url from place_photos ph where ph.place_id = p.id order by ph.position, ph.created_at limit 1) as photo_url`;
