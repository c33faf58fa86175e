import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { discoverEvents } from '../events/discovery/discover-events.ts';
import { searchTeams } from '../teams/search-teams.ts';
import { placesByBounds } from '../places/places-by-bounds.ts';
import { visiblePosts } from '../posts/post-rows.ts';
import { searchCities, type GazetteerCity } from './search-cities.ts';
import { CITY_PAGE_LIMITS } from '../../../shared/cities/city-page.ts';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();

/**
 * The gazetteer city whose label is `name` ("Austin, TX", any case or spacing), or null. Only an
 * exact label counts: a page about "Austn" would be a page about a guess.
 */
export async function resolveCityLabel(db: Database, name: string): Promise<GazetteerCity | null> {
  const wanted = normalise(name);
  const candidates = await searchCities(db, name, 8);
  return candidates.find((city) => normalise(city.label) === wanted) ?? null;
}

/**
 * A city's page, as anyone (signed out) may see it: upcoming public events around its centre,
 * public teams, places, and open posts naming the city. Each list is bounded; an unknown city
 * answers `city: null` and empty lists, never an error.
 */
export async function cityPage(db: Database, name: string, now = new Date()) {
  const city = await resolveCityLabel(db, name);
  if (!city) return { city: null, events: [], teams: [], places: [], posts: [] };
  const { perList, radiusKm } = CITY_PAGE_LIMITS;
  const center = { lat: city.lat, lng: city.lng };
  // A box around the centre for the places query (which reads map bounds).
  const dLat = radiusKm / 111;
  const dLng = radiusKm / (111 * Math.max(0.1, Math.cos((city.lat * Math.PI) / 180)));

  const [events, teams, places, posts] = await Promise.all([
    // As a signed-out visitor: private events are never listed on a page for search engines.
    discoverEvents(db, null, { center, radiusKm, price: 'all', when: 'upcoming', page: 0, pageSize: perList }, now),
    searchTeams(db, { ...center, radiusKm, page: 0 }),
    placesByBounds(db, { bounds: { north: city.lat + dLat, south: city.lat - dLat, east: city.lng + dLng, west: city.lng - dLng }, page: 0 }),
    visiblePosts(db, { id: null, seesTest: false })
      .select(['p.id', 'p.category', 'p.subcategory', 'p.title', 'p.body', 'p.createdAt'])
      .where('p.closedAt', 'is', null)
      .where(sql<boolean>`lower(p.city) = ${city.label.toLowerCase()}`)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id')
      .limit(perList)
      .execute(),
  ]);

  return {
    city: { name: city.label, lat: city.lat, lng: city.lng },
    events: events.items.map((event) => ({
      id: event.id,
      title: event.title,
      gameType: event.gameType,
      startsAt: event.startsAt,
      timezone: event.timezone,
      locationName: event.locationName,
      seriesRule: event.seriesRule,
    })),
    // Team search lists invite-only teams too (they can be asked to join); this page lists public ones.
    teams: teams.teams
      .filter((team) => team.privacy === 'public')
      .slice(0, perList)
      .map((team) => ({ id: team.id, name: team.name, gameType: team.gameType, memberCount: Number(team.memberCount) })),
    places: places.items.slice(0, perList).map((place) => ({ id: place.id, name: place.name, address: place.address, sports: place.sports })),
    posts: posts.map((post) => ({ ...post, body: post.body.slice(0, 100) })),
  };
}
