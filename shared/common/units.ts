/**
 * One unit system per user (issue 13): miles where people measure distance in miles, kilometres
 * everywhere else, for Discover, players, teams and alerts alike. Distances travel in kilometres
 * (the server's radiusKm, distanceKm); only what a person reads is converted. Alerts keep the
 * spec's radius in miles and are shown in the user's unit.
 */
export type UnitSystem = 'metric' | 'imperial';
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export const KM_PER_MILE = 1.609344;

/**
 * The distances a search offers (Discover, Find a team), in kilometres: the same choices on every
 * page, each a round figure in miles too (3, 6, 15, 25, 50, 100).
 */
export const RADIUS_CHOICES_KM = [5, 10, 25, 40, 80, 160] as const;

/** Regions (ISO 3166) that measure distance in miles: the US and its territories, Liberia, Myanmar and the UK. */
const IMPERIAL_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'LR', 'MM', 'GB']);

/** The IANA time zones of those regions: a Go-To Area's zone (from its coordinates) names its country closely enough. */
const IMPERIAL_ZONES = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
  'Europe/London',
  'Africa/Monrovia',
  'Asia/Yangon',
  'Asia/Rangoon',
]);

export const unitSystemOfZone = (zone: string | null): UnitSystem => (zone && IMPERIAL_ZONES.has(zone) ? 'imperial' : 'metric');

/**
 * A visitor without a Go-To Area: the region of their browser's first language that names one
 * ("en-US,en;q=0.9" → US). Bounded before any pattern runs; metric when none is named.
 */
export function unitSystemOfLanguages(header: string | null | undefined): UnitSystem {
  if (!header) return 'metric';
  for (const tag of header.slice(0, 200).split(',').slice(0, 10)) {
    const region = /^\s*[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(tag)?.[1];
    if (region) return IMPERIAL_REGIONS.has(region.toUpperCase()) ? 'imperial' : 'metric';
  }
  return 'metric';
}

export const unitName = (units: UnitSystem, count = 2) => (units === 'imperial' ? (count === 1 ? 'mile' : 'miles') : 'km');

/** A radius or distance in kilometres, as its reader counts: "2.5 km", "1.6 mi". */
export function formatDistance(km: number, units: UnitSystem): string {
  const value = units === 'imperial' ? km / KM_PER_MILE : km;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units === 'imperial' ? 'mi' : 'km'}`;
}

/**
 * A radius choice's label. The choices stay in kilometres; in miles they read as the round
 * number they are close to (40 km → "25 miles", 160 km → "100 miles"), as a person would say it.
 */
export function radiusLabel(km: number, units: UnitSystem): string {
  if (units === 'metric') return `${km} km`;
  const miles = km / KM_PER_MILE;
  const round = miles < 10 ? Math.round(miles) : Math.round(miles / 5) * 5;
  return `${round} ${unitName(units, round)}`;
}

/** An alert's radius (stored in miles, spec section 4) in the reader's unit: "15 miles", "24 km". */
export function milesLabel(miles: number, units: UnitSystem): string {
  return units === 'imperial' ? `${miles} ${unitName(units, miles)}` : `${Math.round(miles * KM_PER_MILE)} km`;
}

/** A distance typed in the reader's unit, as the server's kilometres (to the metre, as radiusKm accepts). */
export const unitsToKm = (value: number, units: UnitSystem) => Math.round((units === 'imperial' ? value * KM_PER_MILE : value) * 1000) / 1000;
/** Kilometres in the reader's unit, whole: for a number field. */
export const kmToWholeUnits = (km: number, units: UnitSystem) => Math.round(units === 'imperial' ? km / KM_PER_MILE : km);
