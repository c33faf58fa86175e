import tzLookup from '@photostructure/tz-lookup';
import { unitSystemOfZone, type UnitSystem } from '../../shared/common/units.ts';

/** The unit system of a Go-To Area, by its time zone (shared/common/units.ts); metric without one. */
export function unitSystemAt(lat: number | null, lng: number | null): UnitSystem {
  if (lat === null || lng === null) return 'metric';
  try {
    return unitSystemOfZone(tzLookup(lat, lng));
  } catch {
    return 'metric';
  }
}
