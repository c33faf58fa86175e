/**
 * schema.org structured data (JSON-LD) for the pages search engines show as rich results: a
 * public event as a SportsEvent, a public team as a SportsTeam (issue 35). Pure functions over
 * plain values, so the server's page head, the published site renderer and tests build the same
 * objects. Only what a signed-out visitor may see goes in: callers pass public rows only.
 */

export type JsonLd = Record<string, unknown>;

export interface EventForJsonLd {
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  gameType: string;
  locationName: string;
  address: string;
  lat: number;
  lng: number;
  cancelled: boolean;
  priceCents: number;
  currency: string;
  capacity: number | null;
  spotsTaken: number;
  teamName: string | null;
}

export interface TeamForJsonLd {
  name: string;
  description: string;
  gameType: string | null;
  cityName: string | null;
  logoUrl: string | null;
  ageGroup?: string | null;
  gender?: string | null;
  organization?: { name: string; url: string } | null;
}

const CONTEXT = 'https://schema.org';

/** Drops empty values: schema.org readers treat "" as a claim, not as nothing. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

/** A logo stored as a path ("/uploads/…") is made absolute against the page's origin. */
const absolute = (url: string | null | undefined, origin: string) =>
  url ? (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`) : null;

export function sportsEventJsonLd(event: EventForJsonLd, url: string): JsonLd {
  const full = event.capacity !== null && event.spotsTaken >= event.capacity;
  return compact({
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: event.title,
    description: event.description.trim().slice(0, 500),
    url,
    sport: event.gameType,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus: `${CONTEXT}/${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    location: compact({
      '@type': 'Place',
      name: event.locationName,
      address: event.address,
      geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng },
    }),
    organizer: event.teamName ? { '@type': 'SportsTeam', name: event.teamName } : null,
    offers: {
      '@type': 'Offer',
      url,
      price: (event.priceCents / 100).toFixed(2),
      priceCurrency: event.currency.toUpperCase(),
      availability: `${CONTEXT}/${full ? 'SoldOut' : 'InStock'}`,
    },
  });
}

export function sportsTeamJsonLd(team: TeamForJsonLd, url: string): JsonLd {
  const origin = new URL(url).origin;
  return compact({
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    name: team.name,
    description: team.description.trim().slice(0, 500),
    url,
    sport: team.gameType,
    logo: absolute(team.logoUrl, origin),
    location: team.cityName ? { '@type': 'Place', name: team.cityName } : null,
    memberOf: team.organization ? { '@type': 'SportsOrganization', name: team.organization.name, url: team.organization.url } : null,
  });
}

/**
 * The `<script type="application/ld+json">` element for the page head. `<` is escaped, so no value
 * (a team called "</script><script>…") can close the element; U+2028/9 are escaped for old parsers.
 */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

export interface OrganizationForJsonLd {
  name: string;
  about: string;
  cityName: string | null;
  logoUrl: string | null;
  sports: readonly string[];
}

/** A club (organisation) as schema.org's SportsOrganization: a club's website and page. */
export function sportsOrganizationJsonLd(club: OrganizationForJsonLd, url: string): JsonLd {
  const origin = new URL(url).origin;
  return compact({
    '@context': CONTEXT,
    '@type': 'SportsOrganization',
    name: club.name,
    description: club.about.trim().slice(0, 500),
    url,
    sport: club.sports.length === 1 ? club.sports[0] : club.sports.length ? [...club.sports] : null,
    logo: absolute(club.logoUrl, origin),
    location: club.cityName ? { '@type': 'Place', name: club.cityName } : null,
  });
}
