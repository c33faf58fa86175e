import type { Deps } from '../../deps.ts';
import type { EventInput } from '../../../shared/events/schemas.ts';
import type { EventSettings } from './event-values.ts';
import { scheduleManyEventJobs } from './schedule-jobs.ts';

export interface NewOccurrence {
  seriesId: string | null;
  occurrenceDate: string | null;
  startsAt: Date;
}

/**
 * Inserts occurrences with their slot groups and schedules their jobs. A date the series already
 * has is skipped (the unique series/date key), so extending a series twice is harmless.
 */
export async function insertOccurrences(
  deps: Deps<'db' | 'jobs'>,
  creatorId: string,
  settings: EventSettings,
  slotGroups: Pick<EventInput['eventSlotGroups'][number], 'name' | 'capacity'>[],
  occurrences: NewOccurrence[],
  now: Date = new Date(),
): Promise<{ id: string; startsAt: Date }[]> {
  if (occurrences.length === 0) return [];
  const { db: trx } = deps;
  const minutes = Number(settings.durationMinutes);
  const rows = await trx
    .insertInto('events')
    .values(
      occurrences.map((occurrence) => ({
        ...settings,
        creatorId,
        seriesId: occurrence.seriesId,
        occurrenceDate: occurrence.occurrenceDate,
        startsAt: occurrence.startsAt,
        endsAt: new Date(occurrence.startsAt.getTime() + minutes * 60_000),
      })),
    )
    .onConflict((oc) => oc.columns(['seriesId', 'occurrenceDate']).doNothing())
    .returning(['id', 'startsAt'])
    .execute();
  if (slotGroups.length > 0 && rows.length > 0) {
    await trx
      .insertInto('eventSlotGroups')
      .values(rows.flatMap((row) => slotGroups.map((group, position) => ({ eventId: row.id, name: group.name, capacity: group.capacity, position }))))
      .execute();
  }
  await scheduleManyEventJobs(
    deps,
    rows.map((row) => ({
      id: row.id,
      startsAt: row.startsAt,
      hasMinimumNeeded: Boolean(settings.hasMinimumNeeded),
      minimumCutoffHours: settings.minimumCutoffHours ?? null,
    })),
    now,
  );
  return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
