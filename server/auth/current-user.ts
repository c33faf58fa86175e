import type { CurrentUser } from '../../shared/users/schemas.ts';
import { unitSystemAt } from '../geo/unit-system.ts';
import type { SessionUser } from './session.ts';

/**
 * What auth.me tells the client. The unit system is derived here, once per auth.me, rather than
 * in the session lookup every request runs: only this answer needs it.
 */
export function currentUserOf(user: SessionUser): CurrentUser {
  const { defaultCityLat, defaultCityLng, ...rest } = user;
  return { ...rest, unitSystem: unitSystemAt(defaultCityLat, defaultCityLng) };
}
