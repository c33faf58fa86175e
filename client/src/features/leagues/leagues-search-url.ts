import { readTeamsSearch, writeTeamsSearch, type TeamsSearchState } from '../teams/teams-search-url.ts';

/**
 * What of a leagues search the address keeps: Find a team's parameters (name, sport as `type`,
 * city, radius, page) read and written by its own reader, plus the season dates it asks about.
 */
export interface LeaguesSearchState extends TeamsSearchState {
  /** Seasons running on or after this day (YYYY-MM-DD), '' for any. */
  from: string;
  /** Seasons starting on or before this day, '' for any. */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A typed address may hold anything: only a real calendar day in a sane range is kept.
const validDay = (value: string | null) => {
  if (value === null || value.length !== 10 || !DAY.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return '';
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100 ? value : '';
};

export function readLeaguesSearch(params: URLSearchParams): LeaguesSearchState {
  return { ...readTeamsSearch(params), from: validDay(params.get('from')), to: validDay(params.get('to')) };
}

export function writeLeaguesSearch(state: LeaguesSearchState): URLSearchParams {
  const params = writeTeamsSearch(state);
  const page = params.get('page');
  // The page stays last, as Find a team writes it.
  params.delete('page');
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (page) params.set('page', page);
  return params;
}
