import type { Database } from '../../db/database.ts';
import { discoverEvents } from '../events/discovery/discover-events.ts';
import { FULL_SEARCH, type FullSearchInput } from '../../../shared/discover/schemas.ts';
import { searchPlaces } from './search-places.ts';
import { searchPlayers } from './search-players.ts';
import { searchTeamsByName } from './search-teams.ts';

/**
 * The full-search page: upcoming events (the discover text search, with its visibility rules),
 * places, teams and players for one text, each group paged on its own.
 *
 * Private teams are found only by their members. Players are searched only for signed-in viewers, so the member directory
 * cannot be harvested anonymously; a guest gets `playersNeedSignIn` and the page says why.
 */
export async function fullSearch(db: Database, viewerId: string | null, input: FullSearchInput, now = new Date()) {
  const { q, page } = input;
  const size = FULL_SEARCH.pageSize;
  const [events, places, teams, players] = await Promise.all([
    discoverEvents(db, viewerId, { q, when: 'upcoming', price: 'all', page, pageSize: size }, now),
    searchPlaces(db, q, page, size),
    searchTeamsByName(db, viewerId, q, page, size),
    viewerId ? searchPlayers(db, viewerId, q, page, size) : Promise.resolve({ items: [], hasMore: false }),
  ]);
  return {
    events: events.items,
    places: places.items,
    teams: teams.items,
    players: players.items,
    page,
    hasMore: { events: events.hasMore, places: places.hasMore, teams: teams.hasMore, players: players.hasMore },
    playersNeedSignIn: !viewerId,
  };
}
