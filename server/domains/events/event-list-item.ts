import { sql } from 'kysely';

/** The columns of an event in a list (home, favourites, my events): no roster, nothing private. */
export const LIST_ITEM_COLUMNS = [
  'e.id',
  'e.seriesId',
  'e.title',
  'e.gameType',
  'e.startsAt',
  'e.endsAt',
  'e.timezone',
  'e.locationName',
  'e.address',
  'e.lat',
  'e.lng',
  'e.capacity',
  'e.spotsTaken',
  'e.priceCents',
  'e.isPrivate',
  'e.cancelled',
  'e.creatorId',
  'e.hostingTeamId',
  'e.teamName',
] as const;

/** The RRULE of the event's series (null for a one-off): how a list card says "Every week on Tuesday". */
export const seriesRuleOf = sql<string | null>`(select es.rrule from event_series es where es.id = e.series_id)`;
