import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { EventInput } from '../../../shared/events/schemas.ts';
import { requireCreatorEvent } from './event-access.ts';
import { localParts } from '../../time/event-time.ts';
import { excludedDatesColumn } from './recurrence.ts';
import { ruleFieldsOf } from './event-values.ts';

export interface ManageFormValues {
  event: EventInput;
  eventId: string;
  seriesId: string | null;
  rrule: string | null;
  excludedDates: string[];
  cancelled: boolean;
  /** How many have joined: the form warns before changes that they will be told about. */
  activeJoiners: number;
}

/** The manage form, filled from the event (and its series), for its creator only. */
export async function getManageForm(db: Kysely<DB>, creatorId: string, eventId: string): Promise<ManageFormValues> {
  const event = await requireCreatorEvent(db, eventId, creatorId);
  const [groups, series, joiners] = await Promise.all([
    db.selectFrom('eventSlotGroups').select(['id', 'name', 'capacity']).where('eventId', '=', event.id).orderBy('position').execute(),
    event.seriesId ? db.selectFrom('eventSeries').select(['rrule', excludedDatesColumn]).where('id', '=', event.seriesId).executeTakeFirst() : undefined,
    db
      .selectFrom('eventJoiners')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('eventId', '=', event.id)
      .where('status', 'in', ['going', 'waitlisted', 'pending', 'offered'])
      .executeTakeFirstOrThrow(),
  ]);
  const local = localParts(event.startsAt, event.timezone);
  return {
    eventId: event.id,
    seriesId: event.seriesId,
    rrule: series?.rrule ?? null,
    cancelled: event.cancelled,
    activeJoiners: Number(joiners.count),
    excludedDates: series?.excludedDates ?? [],
    event: {
      title: event.title,
      gameType: event.gameType,
      description: event.description,
      date: local.date,
      timeStart: local.time,
      duration: { hours: Math.floor(event.durationMinutes / 60), minutes: event.durationMinutes % 60 },
      location: event.placeId ? { placeId: event.placeId } : { name: event.locationName, address: event.address, lat: event.lat, lng: event.lng },
      teamName: event.teamName,
      hostingTeamId: event.hostingTeamId,
      opponentId: event.opponentId,
      seasonSessionId: event.seasonSessionId,
      isPrivate: event.isPrivate,
      makePublicAfter: event.makePublicAfter ? event.makePublicAfter.toISOString() : null,
      reoccurringInfo: series ? { rrule: series.rrule } : null,
      excludedDates: series?.excludedDates ?? [],
      ...ruleFieldsOf(event),
      eventSlotGroups: groups.map((group) => ({ id: group.id, name: group.name, capacity: group.capacity })),
    },
  };
}
