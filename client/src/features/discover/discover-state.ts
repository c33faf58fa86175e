import type { City } from '../../../../shared/common/schemas.ts';
import { safeParse } from 'zod/mini';
import { DISCOVER, discoverText, type DiscoverBounds, type DiscoverFormInput } from '../../../../shared/discover/schemas.ts';

/** Where to look: nowhere in particular, around a city within a radius, or the visible map area. */
export type DiscoverArea = { kind: 'anywhere' } | { kind: 'city'; city: City; radiusKm: number } | { kind: 'map'; bounds: DiscoverBounds };

export type DateMode = 'any' | 'day' | 'range';

export interface DiscoverFilterValues {
  gameType: string;
  dateMode: DateMode;
  day: string;
  dateFrom: string;
  dateTo: string;
  price: 'all' | 'free' | 'paid';
  text: string;
  when: 'upcoming' | 'past';
}

export const INITIAL_FILTERS: DiscoverFilterValues = {
  gameType: '',
  dateMode: 'any',
  day: '',
  dateFrom: '',
  dateTo: '',
  price: 'all',
  text: '',
  when: 'upcoming',
};

/** The viewer's own zone: days and dates are read on the viewer's clock (spec section 7). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The route's context (discover/{context}) as a game type filter: a game type by name, any case,
 * with dashes for spaces ("table-tennis"). 'events', 'games' and anything else mean no filter.
 */
export function gameTypeFromContext(context: string | undefined, gameTypes: readonly string[]): string {
  if (!context) return '';
  const wanted = decodeURIComponent(context).replace(/-/g, ' ').toLowerCase();
  return gameTypes.find((type) => type.toLowerCase() === wanted) ?? '';
}

/** What is wrong with the typed search words, said at the field (a pasted control character); null when they can be searched. */
export function searchTextProblem(value: string): string | null {
  const result = safeParse(discoverText, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The discover procedure's input, without the page. Half-filled date fields are left out. */
export function discoverQueryInput(filters: DiscoverFilterValues, area: DiscoverArea, text: string, timezone: string): Omit<DiscoverFormInput, 'page'> {
  const input: Omit<DiscoverFormInput, 'page'> = { price: filters.price, when: filters.when, timezone, pageSize: DISCOVER.defaultPageSize };
  if (area.kind === 'city') {
    input.center = { lat: area.city.lat, lng: area.city.lng };
    input.radiusKm = area.radiusKm;
  } else if (area.kind === 'map') {
    input.bounds = area.bounds;
  }
  if (filters.gameType) input.gameTypes = [filters.gameType];
  if (filters.dateMode === 'day' && filters.day) input.day = filters.day;
  if (filters.dateMode === 'range') {
    if (filters.dateFrom) input.dateFrom = filters.dateFrom;
    if (filters.dateTo && (!filters.dateFrom || filters.dateTo >= filters.dateFrom)) input.dateTo = filters.dateTo;
  }
  const trimmed = text.trim();
  // Words that cannot be searched are said at the field, not sent to be refused.
  if (trimmed && !searchTextProblem(trimmed)) input.q = trimmed;
  return input;
}
