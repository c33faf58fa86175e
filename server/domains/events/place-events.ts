import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { eventVisibleTo } from './visibility.ts';
import { PLACE_LIMITS } from '../../../shared/limits/limits.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { type PlaceEventsInput } from '../../../shared/places/schemas.ts';

export interface PlaceEvent {
  id: string;
  title: string;
  gameType: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  capacity: number | null;
  spotsTaken: number;
  priceCents: number;
  currency: string;
  creatorName: string | null;
}

/**
 * Events at a place, upcoming (soonest first) or past (latest first). Never cancelled ones, and
 * only those the viewer may see by the event page's own rule (private events, blocks).
 */
export async function placeEvents(db: Database, viewerId: string | null, input: PlaceEventsInput): Promise<{ items: PlaceEvent[]; hasMore: boolean }> {
  const place = await db.selectFrom('places').select('id').where('id', '=', input.id).executeTakeFirst();
  if (!place) throw new AppError('NOT_FOUND', PLACE_MESSAGES.notFound);
  const size = PLACE_LIMITS.pageSize;
  const now = new Date();
  const visible = eventVisibleTo(viewerId, now);
  const when = input.when === 'upcoming' ? sql`e.ends_at >= ${now}` : sql`e.ends_at < ${now}`;
  const order = input.when === 'upcoming' ? sql`e.starts_at asc, e.id` : sql`e.starts_at desc, e.id`;
  const { rows } = await sql<PlaceEvent>`
    select e.id, e.title, e.game_type, e.starts_at, e.ends_at, e.timezone, e.capacity, e.spots_taken,
           e.price_cents, e.currency, coalesce(u.display_name, u.full_name) as creator_name
    from events e
    join users u on u.id = e.creator_id
    where e.place_id = ${input.id}
      and not e.cancelled
      and ${when}
      and ${visible}
    order by ${order}
    limit ${size + 1} offset ${input.page * size}
  `.execute(db);
  return { items: rows.slice(0, size), hasMore: rows.length > size };
}
