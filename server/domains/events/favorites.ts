import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { loadVisibleEvent } from './event-access.ts';
import { LIST_ITEM_COLUMNS } from './event-list-item.ts';
import { eventVisibleTo } from './visibility.ts';

/** Adds or removes an event from the user's favoritedList (only events they may see). */
export async function setFavorite(db: Kysely<DB>, userId: string, eventId: string, favorite: boolean): Promise<{ isFavorite: boolean }> {
  if (favorite) {
    await loadVisibleEvent(db, eventId, userId);
    await db
      .insertInto('eventFavorites')
      .values({ userId, eventId })
      .onConflict((oc) => oc.columns(['userId', 'eventId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('eventFavorites').where('userId', '=', userId).where('eventId', '=', eventId).execute();
  }
  return { isFavorite: favorite };
}

/** The user's favourite events still visible to them: upcoming first by start, then past, newest first. */
export async function listFavorites(db: Kysely<DB>, userId: string, now: Date = new Date()) {
  const rows = await db
    .selectFrom('events as e')
    .innerJoin('eventFavorites as f', 'f.eventId', 'e.id')
    .select(LIST_ITEM_COLUMNS)
    .where('f.userId', '=', userId)
    .where(eventVisibleTo(userId, now))
    .orderBy('e.startsAt')
    .limit(200)
    .execute();
  const upcoming = rows.filter((row) => row.endsAt >= now);
  const past = rows.filter((row) => row.endsAt < now).reverse();
  return [...upcoming, ...past];
}
