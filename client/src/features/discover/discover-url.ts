import type { City } from '../../../../shared/common/schemas.ts';
import { gameTypeParam, readCityParam, validParam as valid, writeCityParam } from '../../lib/search-params.ts';
import { DISCOVER, discoverPrice, discoverText, discoverWhen } from '../../../../shared/discover/schemas.ts';
import { calendarDate } from '../../../../shared/common/text.ts';
import { INITIAL_FILTERS, type DiscoverFilterValues } from './discover-state.ts';
import { RADIUS_CHOICES_KM } from '../../../../shared/common/units.ts';

/**
 * What of a discover search the address keeps, so Back from an event, a reload and a shared link
 * all find the same search. Only choices the viewer made are written; the map's moving area is not.
 */
export interface DiscoverUrlState {
  filters: DiscoverFilterValues;
  /** A game type the viewer picked ('' for any), over the route's context; undefined when none was picked. */
  gameType: string | undefined;
  /** A picked city; null for "anywhere"; undefined for the viewer's Go-To Area. */
  city: City | null | undefined;
  radiusKm: number;
}

/** The word for "any game type" in `type=`, so a pick of "any" on /discover/tennis is kept too. */
const ANY_TYPE = 'any';
const date = calendarDate();

export function readDiscoverUrl(params: URLSearchParams): DiscoverUrlState {
  const type = params.get('type');
  const dates = params.get('dates');
  const radius = Number(params.get('radius'));
  return {
    filters: {
      ...INITIAL_FILTERS,
      text: valid(discoverText, params.get('q')) ?? '',
      price: valid(discoverPrice, params.get('price')) ?? INITIAL_FILTERS.price,
      when: valid(discoverWhen, params.get('when')) ?? INITIAL_FILTERS.when,
      dateMode: dates === 'day' || dates === 'range' ? dates : 'any',
      day: dates === 'day' ? (valid(date, params.get('day')) ?? '') : '',
      dateFrom: dates === 'range' ? (valid(date, params.get('from')) ?? '') : '',
      dateTo: dates === 'range' ? (valid(date, params.get('to')) ?? '') : '',
    },
    gameType: type === ANY_TYPE ? '' : valid(gameTypeParam, type),
    city: readCityParam(params),
    radiusKm: (RADIUS_CHOICES_KM as readonly number[]).includes(radius) ? radius : DISCOVER.defaultRadiusKm,
  };
}

/** The search as address parameters, defaults left out, in a fixed order (so an unchanged search writes the same address). */
export function writeDiscoverUrl(state: DiscoverUrlState): URLSearchParams {
  const { filters, gameType, city, radiusKm } = state;
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.set('q', text);
  if (gameType !== undefined) params.set('type', gameType || ANY_TYPE);
  writeCityParam(params, city);
  if (radiusKm !== DISCOVER.defaultRadiusKm) params.set('radius', String(radiusKm));
  if (filters.dateMode !== 'any') params.set('dates', filters.dateMode);
  if (filters.dateMode === 'day' && filters.day) params.set('day', filters.day);
  if (filters.dateMode === 'range' && filters.dateFrom) params.set('from', filters.dateFrom);
  if (filters.dateMode === 'range' && filters.dateTo) params.set('to', filters.dateTo);
  if (filters.price !== INITIAL_FILTERS.price) params.set('price', filters.price);
  if (filters.when !== INITIAL_FILTERS.when) params.set('when', filters.when);
  return params;
}
