import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import type { EditScope, EventInput } from '../../../shared/events/schemas.ts';
import { ACTIVE_JOINER_STATUSES } from './constants.ts';
import { creatorSeriesEvents, requireCreatorEvent, type EventRow } from './event-access.ts';
import { zonedInstant } from '../../time/event-time.ts';
import { checkEventRules, eventSettings, type EventSettings } from './event-values.ts';
import { requireGameType } from './game-type.ts';
import { requireHostingTeam, requireOpponent, requireSeasonSession } from './hosting-team.ts';
import { requireChargeable } from './charge-readiness.ts';
import { resolveLocation } from './location.ts';
import { tellUser } from './notices.ts';
import { insertOccurrences } from './occurrences.ts';
import { expandOccurrences, horizonDate } from './recurrence.ts';
import { parseRule } from './recurrence-rule.ts';
import { scheduleEventJobs } from './schedule-jobs.ts';
import { eventsWithSlotGroups, syncSlotGroups } from './slot-groups.ts';
import { lockSlotGroups } from './spots.ts';
import { promoteWaitlisted } from './waitlist.ts';

export type UpdateDeps = Deps<'db' | 'jobs' | 'env' | 'clock' | 'stripe'>;

interface Rewrite {
  before: EventRow;
  startsAt: Date;
  detached: boolean;
  occurrenceDate?: string | null;
  /** False when the occurrence is known to have no slot groups (a series edit reads them at once). */
  hasGroups?: boolean;
}

/**
 * Writes the form onto one occurrence, then does what the change implies: joiners are told when
 * the time or place moved (calendar feeds are polled too rarely to rely on), the reminder and the
 * minimum check are rescheduled, and a larger capacity promotes waitlisted players.
 */
async function rewriteOccurrence(tx: UpdateDeps, settings: EventSettings, input: EventInput, change: Rewrite, groupMatch: 'id' | 'position', now: Date) {
  const { db: trx } = tx;
  const { before } = change;
  const groups = change.hasGroups !== false || input.eventSlotGroups.length > 0;
  // Groups before the event row, the order joins and leaves lock in (see takeSpot).
  if (groups) await lockSlotGroups(trx, before.id);
  const endsAt = new Date(change.startsAt.getTime() + Number(settings.durationMinutes) * 60_000);
  const after = await trx
    .updateTable('events')
    .set({
      ...settings,
      startsAt: change.startsAt,
      endsAt,
      detached: change.detached,
      ...(change.occurrenceDate !== undefined ? { occurrenceDate: change.occurrenceDate } : {}),
      updatedAt: now,
    })
    .where('id', '=', before.id)
    .returning([
      'id',
      'title',
      'startsAt',
      'endsAt',
      'timezone',
      'locationName',
      'address',
      'lat',
      'lng',
      'hasMinimumNeeded',
      'minimumCutoffHours',
      'capacity',
      'spotsTaken',
    ])
    .executeTakeFirstOrThrow();
  // Read under the update's lock, so a join landing meanwhile is counted: nobody going loses a
  // spot to an edit (the organiser removes players from the roster, and the waitlist moves up).
  if (after.capacity !== null && after.spotsTaken > after.capacity) {
    // A series edit names the date that refused it.
    const date = before.seriesId ? zonedDay(after.startsAt, after.timezone) : null;
    throw new AppError('CONFLICT', EVENT_MESSAGES.capacityBelowTaken(after.spotsTaken, date));
  }
  if (groups) await syncSlotGroups(trx, before.id, input.eventSlotGroups, groupMatch);

  const moved = before.startsAt.getTime() !== after.startsAt.getTime() || before.endsAt.getTime() !== after.endsAt.getTime();
  const relocated = before.locationName !== after.locationName || before.address !== after.address || before.lat !== after.lat || before.lng !== after.lng;
  if (moved || relocated) {
    const joiners = await trx
      .selectFrom('eventJoiners')
      .select('userId')
      .where('eventId', '=', before.id)
      .where('status', 'in', ACTIVE_JOINER_STATUSES)
      .execute();
    for (const joiner of joiners) {
      await tellUser(tx, {
        userId: joiner.userId,
        event: after,
        type: 'eventChanged',
        heading: EVENT_MESSAGES.noticeChanged(after.title),
        message: EVENT_MESSAGES.noticeChangedBody,
      });
    }
  }
  const minimumChanged = before.hasMinimumNeeded !== after.hasMinimumNeeded || before.minimumCutoffHours !== after.minimumCutoffHours;
  if (moved || minimumChanged) await scheduleEventJobs(tx, after, now);
  const grew = after.capacity === null ? before.capacity !== null : before.capacity !== null && after.capacity > before.capacity;
  if (grew || input.eventSlotGroups.length > 0) {
    await promoteWaitlisted(tx, before.id, now);
  }
}

/** "Wed, Dec 9": the day an occurrence falls on where it happens. */
const zonedDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(instant);

async function hasActiveJoiners(trx: Kysely<DB>, eventId: string): Promise<boolean> {
  const row = await trx.selectFrom('eventJoiners').select('id').where('eventId', '=', eventId).where('status', 'in', ACTIVE_JOINER_STATUSES).executeTakeFirst();
  return row !== undefined;
}

/**
 * Edits an event. Scope 'occurrence' edits this one alone and detaches it from series-wide edits.
 * Scope 'series' edits this and every later occurrence not edited on its own; a changed rule (or
 * excluded dates) re-materialises them: occurrences on dates the new rule keeps are updated in
 * place (their joiners stay), dates it drops are deleted unless someone has joined (those are kept
 * and detached), and new dates are created. With COUNT, the count runs from this occurrence.
 */
export async function updateEvent(
  deps: UpdateDeps,
  userId: string,
  input: { eventId: string; scope: EditScope; event: EventInput },
  now: Date = deps.clock.now(),
): Promise<{ id: string; updatedIds: string[] }> {
  const form = input.event;
  checkEventRules(form);
  return deps.db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    const event = await requireCreatorEvent(trx, input.eventId, userId);
    if (event.cancelled) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    await requireGameType(trx, form.gameType);
    // Keeping the team it already has needs no new check; moving it to a team does.
    const hostingTeamName = form.hostingTeamId === event.hostingTeamId ? null : await requireHostingTeam(trx, userId, form.hostingTeamId);
    await requireOpponent(trx, form.hostingTeamId, form.opponentId);
    await requireSeasonSession(trx, form.hostingTeamId, form.seasonSessionId);
    // A price kept as it was needs no new check; a new or changed price does.
    if (form.priceCents !== event.priceCents) await requireChargeable(tx, userId, form.priceCents);
    const location = await resolveLocation(trx, form.location);
    const settings = eventSettings(hostingTeamName ? { ...form, teamName: hostingTeamName } : form, location);

    if (input.scope === 'occurrence' || !event.seriesId || !event.occurrenceDate) {
      const startsAt = zonedInstant(form.date, form.timeStart, location.timezone);
      await rewriteOccurrence(tx, settings, form, { before: event, startsAt, detached: event.seriesId !== null }, 'id', now);
      return { id: event.id, updatedIds: [event.id] };
    }

    const seriesId = event.seriesId;
    await trx.selectFrom('eventSeries').select('id').where('id', '=', seriesId).forUpdate().execute();
    const rule = form.reoccurringInfo ? parseRule(form.reoccurringInfo.rrule) : null;
    const targets = rule
      ? expandOccurrences(
          { rrule: rule.text, startDate: form.date, startTime: form.timeStart, timezone: location.timezone, excludedDates: form.excludedDates },
          { throughDate: rule.openEnded ? horizonDate(now, location.timezone) : '9999-12-31' },
        )
      : [{ date: form.date, startsAt: zonedInstant(form.date, form.timeStart, location.timezone) }];
    if (targets.length === 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.noOccurrences);

    const rows = await creatorSeriesEvents(trx, seriesId, event.startsAt, event.id, userId);
    // Which occurrences have slot groups, read once: one without any, edited by a form without
    // any, has none to lock or match, which saves a series of hundreds two reads per occurrence.
    const withGroups = await eventsWithSlotGroups(
      trx,
      rows.map((row) => row.id),
    );
    const targetByDate = new Map(targets.map((target) => [target.date, target]));
    const taken = new Set(rows.map((row) => row.occurrenceDate));
    const updatedIds: string[] = [];

    for (const row of rows) {
      const date = row.occurrenceDate!;
      let target = targetByDate.get(date);
      let newDate: string | undefined;
      // The occurrence being edited moves to the form's date when the new rule drops its own.
      if (!target && row.id === event.id && !taken.has(form.date)) {
        target = targetByDate.get(form.date);
        newDate = form.date;
      }
      if (target) {
        targetByDate.delete(newDate ?? date);
        await rewriteOccurrence(
          tx,
          settings,
          form,
          { before: row, startsAt: target.startsAt, detached: false, hasGroups: withGroups.has(row.id), ...(newDate ? { occurrenceDate: newDate } : {}) },
          row.id === event.id ? 'id' : 'position',
          now,
        );
        updatedIds.push(row.id);
      } else if (await hasActiveJoiners(trx, row.id)) {
        await trx.updateTable('events').set({ detached: true, updatedAt: now }).where('id', '=', row.id).execute();
      } else {
        await trx.deleteFrom('events').where('id', '=', row.id).execute();
      }
    }
    const fresh = [...targetByDate.values()].filter((target) => target.startsAt > now);
    const inserted = await insertOccurrences(
      tx,
      event.creatorId,
      settings,
      form.eventSlotGroups,
      fresh.map((target) => ({ seriesId, occurrenceDate: target.date, startsAt: target.startsAt })),
      now,
    );
    updatedIds.push(...inserted.map((row) => row.id));

    await trx
      .updateTable('eventSeries')
      .set({
        // Without a rule the series ends with this occurrence: a rule that yields only its date.
        rrule: rule?.text ?? 'FREQ=DAILY;COUNT=1',
        dtstartLocal: sql`${`${form.date} ${form.timeStart}:00`}::timestamp`,
        timezone: location.timezone,
        excludedDates: form.excludedDates,
        materializedThrough: rule?.openEnded ? horizonDate(now, location.timezone) : (targets.at(-1)?.date ?? form.date),
        updatedAt: now,
      })
      .where('id', '=', seriesId)
      .execute();
    return { id: event.id, updatedIds };
  });
}
