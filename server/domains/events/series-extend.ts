import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { settingsFromOccurrence } from './event-values.ts';
import { insertOccurrences } from './occurrences.ts';
import { excludedDatesColumn, expandOccurrences, horizonDate } from './recurrence.ts';
import { parseRule, type ParsedRule } from './recurrence-rule.ts';

/**
 * The daily 'event.series-extend' job: every open-ended series gets occurrences up to the window
 * ahead, copied from its latest occurrence (which carries series-wide edits). Reruns are harmless:
 * materialized_through moves forward and the unique (series, date) key skips existing dates.
 * A stored rule that no longer parses (stored before the rules were read strictly) is skipped
 * and logged: one series must not stop every other one from being extended.
 */
export async function extendOpenSeries(
  deps: Deps<'db' | 'jobs' | 'clock' | 'log'>,
  now: Date = deps.clock.now(),
): Promise<{ series: number; created: number }> {
  const { db } = deps;
  const candidates = await db.selectFrom('eventSeries').select(['id', 'rrule', 'timezone']).execute();
  let series = 0;
  let created = 0;
  for (const candidate of candidates) {
    const rule = storedRule(deps, candidate);
    if (!rule?.openEnded) continue;
    const through = horizonDate(now, candidate.timezone);
    created += await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('eventSeries')
        .select(['id', 'rrule', 'timezone', excludedDatesColumn, 'materializedThrough', sql`to_char(dtstart_local, 'YYYY-MM-DD"T"HH24:MI')`.as('dtstart')])
        .where('id', '=', candidate.id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked || (locked.materializedThrough && locked.materializedThrough >= through)) return 0;
      const template = await trx
        .selectFrom('events')
        .selectAll()
        .where('seriesId', '=', locked.id)
        .where('detached', '=', false)
        .where('cancelled', '=', false)
        .orderBy('startsAt', 'desc')
        .executeTakeFirst();
      if (!template) return 0;
      const [startDate, startTime] = String(locked.dtstart).split('T') as [string, string];
      const occurrences = expandOccurrences(
        { rrule: locked.rrule, startDate, startTime, timezone: locked.timezone, excludedDates: locked.excludedDates },
        { afterDate: locked.materializedThrough, throughDate: through },
      ).filter((occurrence) => occurrence.startsAt > now);
      const groups = await trx.selectFrom('eventSlotGroups').select(['name', 'capacity']).where('eventId', '=', template.id).orderBy('position').execute();
      const settings = settingsFromOccurrence(template);
      const rows = await insertOccurrences(
        { ...deps, db: trx },
        template.creatorId,
        settings,
        groups,
        occurrences.map((o) => ({ seriesId: locked.id, occurrenceDate: o.date, startsAt: o.startsAt })),
        now,
      );
      await trx.updateTable('eventSeries').set({ materializedThrough: through, updatedAt: now }).where('id', '=', locked.id).execute();
      series += 1;
      return rows.length;
    });
  }
  return { series, created };
}

function storedRule(deps: Deps<'log'>, series: { id: string; rrule: string }): ParsedRule | null {
  try {
    return parseRule(series.rrule);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ seriesId: series.id }, 'series-extend: skipped a series whose stored rule does not parse');
    return null;
  }
}
