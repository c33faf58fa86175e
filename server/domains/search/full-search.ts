import type { Database } from '../../db/database.ts';
import { discoverEvents } from '../events/discovery/discover-events.ts';
import { FULL_SEARCH, type FullSearchInput } from '../../../shared/schemas/discover.ts';
import { searchPlaces } from './search-places.ts';
import { searchPlayers } from './search-players.ts';

/**
 * The full-search page: upcoming events (the discover text search, with its visibility rules),
 * places, teams and players for one text, each group paged on its own.
 *
 * Teams are always empty: teams arrive with their own issue, and until then there is nothing a
 * result could link to. Players are searched only for signed-in viewers, so the member directory
 * cannot be harvested anonymously; a guest gets `playersNeedSignIn` and the page says why.
 */
export async function fullSearch(db: Database, viewerId: string | null, input: FullSearchInput, now = new Date()) {
  const { q, page } = input;
  const size = FULL_SEARCH.pageSize;
  const [events, places, players] = await Promise.all([
    discoverEvents(db, viewerId, { q, when: 'upcoming', price: 'all', page, pageSize: size }, now),
    searchPlaces(db, q, page, size),
    viewerId ? searchPlayers(db, viewerId, q, page, size) : Promise.resolve({ items: [], hasMore: false }),
  ]);
  return {
    events: events.items,
    places: places.items,
    teams: [] as { id: string; name: string }[],
    players: players.items,
    page,
    hasMore: { events: events.hasMore, places: places.hasMore, teams: false, players: players.hasMore },
    playersNeedSignIn: !viewerId,
  };
}
