import type { City } from '../../../../shared/common/schemas.ts';
import { teamSearchText } from '../../../../shared/teams/schemas.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { RADIUS_CHOICES_KM } from '../../../../shared/common/units.ts';
import { gameTypeParam, readCityParam, validParam, writeCityParam } from '../../lib/search-params.ts';

/** What of a Find a team search the address keeps (Back from a team, a reload, a shared link). */
export interface TeamsSearchState {
  text: string;
  gameType: string;
  /** A picked city; null for none; undefined for the viewer's Go-To Area. */
  city: City | null | undefined;
  radiusKm: number;
  page: number;
}

/** The search in the address; a part no search could hold is dropped. */
export function readTeamsSearch(params: URLSearchParams): TeamsSearchState {
  const radius = Number(params.get('radius'));
  const page = params.get('page');
  return {
    text: validParam(teamSearchText, params.get('q')) ?? '',
    gameType: validParam(gameTypeParam, params.get('type')) ?? '',
    city: readCityParam(params),
    radiusKm: (RADIUS_CHOICES_KM as readonly number[]).includes(radius) ? radius : TEAM_LIMITS.searchRadiusKmDefault,
    page: page !== null && /^\d{1,2}$/.test(page) && Number(page) <= TEAM_LIMITS.searchMaxPage ? Number(page) : 0,
  };
}

/** The search as address parameters, defaults left out, in a fixed order. */
export function writeTeamsSearch(state: TeamsSearchState): URLSearchParams {
  const params = new URLSearchParams();
  const typed = state.text.trim();
  if (typed) params.set('q', typed);
  if (state.gameType) params.set('type', state.gameType);
  writeCityParam(params, state.city);
  if (state.radiusKm !== TEAM_LIMITS.searchRadiusKmDefault) params.set('radius', String(state.radiusKm));
  if (state.page > 0) params.set('page', String(state.page));
  return params;
}
