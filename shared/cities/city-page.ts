import * as z from 'zod/mini';
import { text } from '../common/text.ts';

/** A city's page (issue 32 "city-search"): its words, shared by the page, the server's head and tests. */
export const CITY_PAGE_WORDS = {
  pickerTitle: 'Sports by city',
  pickerDescription: 'Upcoming public games, teams, places and open posts in a US city on Rally.',
  pickerIntro: 'Choose a city to see its upcoming games, public teams, places and open posts.',
  pickLabel: 'City',
  footerLink: 'Sports by city',
  title: (city: string) => `Sports in ${city}`,
  description: (city: string) => `Upcoming public games, teams, places and open posts in ${city} on Rally.`,
  loading: 'Loading the city...',
  loadFailed: 'This city could not be loaded. Please try again.',
  unknownCity: (city: string) => `No US city called “${city}” was found. Choose one from the list.`,
  otherCity: 'Choose another city',
  events: 'Upcoming games',
  teams: 'Public teams',
  places: 'Places to play',
  posts: 'Open posts',
  noEvents: 'No upcoming public games in this city yet.',
  noTeams: 'No public teams in this city yet.',
  noPlaces: 'No places added in this city yet.',
  noPosts: 'No open posts in this city.',
} as const;

/** Each list is bounded; the radius covers a metro area around the city's centre. */
export const CITY_PAGE_LIMITS = { perList: 20, radiusKm: 40, cityMax: 100 } as const;

/** "Austin, TX": a city as the gazetteer labels it. */
export const cityPageInput = z.object({ city: text(CITY_PAGE_LIMITS.cityMax, { trim: true, min: 1 }) });
export type CityPageInput = z.infer<typeof cityPageInput>;

/** The page's address for a city: the query form, which any label fits. */
export const cityPagePath = (city: string) => `/city-search?city=${encodeURIComponent(city)}`;
