import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueActivityAlerts } from '../activity-subscriptions/activity-alerts.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import type { EventInput } from '../../../shared/events/schemas.ts';
import { zonedInstant } from '../../time/event-time.ts';
import { checkEventRules, eventSettings } from './event-values.ts';
import { requireGameType } from './game-type.ts';
import { requireHostingTeam, requireOpponent, requireSeasonSession } from './hosting-team.ts';
import { requireChargeable } from './charge-readiness.ts';
import { askTeamToAnswer } from '../teams/rsvp-links.ts';
import { hostHasFollowers } from './followed-hosts.ts';
import { resolveLocation } from './location.ts';
import { insertOccurrences, type NewOccurrence } from './occurrences.ts';
import { expandOccurrences, horizonDate } from './recurrence.ts';
import { parseRule } from './recurrence-rule.ts';

export interface CreatedEvent {
  id: string;
  seriesId: string | null;
  occurrenceIds: string[];
}

/**
 * Creates an event, or a recurring series with its occurrences materialised ahead (open-ended
 * rules a window ahead, extended daily by a job; COUNT/UNTIL rules in full, capped). Reminders,
 * the minimum-needed check and activity alerts are queued in the same transaction.
 */
export async function createEvent(
  deps: Deps<'db' | 'jobs' | 'env' | 'clock' | 'stripe'>,
  creatorId: string,
  input: EventInput,
  now: Date = deps.clock.now(),
): Promise<CreatedEvent> {
  checkEventRules(input);
  return deps.db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    await requireGameType(trx, input.gameType);
    const hostingTeamName = await requireHostingTeam(trx, creatorId, input.hostingTeamId);
    await requireOpponent(trx, input.hostingTeamId, input.opponentId);
    await requireSeasonSession(trx, input.hostingTeamId, input.seasonSessionId);
    await requireChargeable(tx, creatorId, input.priceCents);
    const location = await resolveLocation(trx, input.location);
    const settings = eventSettings(hostingTeamName ? { ...input, teamName: hostingTeamName } : input, location);
    let seriesId: string | null = null;
    let occurrences: NewOccurrence[];
    if (input.reoccurringInfo) {
      const rule = parseRule(input.reoccurringInfo.rrule);
      const expanded = expandOccurrences(
        { rrule: rule.text, startDate: input.date, startTime: input.timeStart, timezone: location.timezone, excludedDates: input.excludedDates },
        { throughDate: rule.openEnded ? horizonDate(now, location.timezone) : '9999-12-31' },
      ).filter((occurrence) => occurrence.startsAt > now);
      if (expanded.length === 0) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.noOccurrences);
      const series = await trx
        .insertInto('eventSeries')
        .values({
          creatorId,
          rrule: rule.text,
          dtstartLocal: `${input.date} ${input.timeStart}:00`,
          timezone: location.timezone,
          excludedDates: input.excludedDates,
          materializedThrough: rule.openEnded ? horizonDate(now, location.timezone) : expanded.at(-1)!.date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      seriesId = series.id;
      occurrences = expanded.map((occurrence) => ({ seriesId, occurrenceDate: occurrence.date, startsAt: occurrence.startsAt }));
    } else {
      const startsAt = zonedInstant(input.date, input.timeStart, location.timezone);
      if (startsAt <= now) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.startInPast);
      occurrences = [{ seriesId: null, occurrenceDate: null, startsAt }];
    }

    const rows = await insertOccurrences(tx, creatorId, settings, input.eventSlotGroups, occurrences, now);
    const first = rows[0]!;
    // A team event asks the team's members to answer (for a series, its first occurrence).
    if (input.hostingTeamId) {
      await askTeamToAnswer(tx, creatorId, input.hostingTeamId, {
        id: first.id,
        title: input.title,
        startsAt: first.startsAt,
        timezone: location.timezone,
        locationName: location.locationName,
      });
    }
    // Subscribers hear of a public event once (for a series, its first occurrence); a private
    // event is never announced.
    if (!input.isPrivate) {
      await queueActivityAlerts(
        tx,
        {
          id: first.id,
          title: input.title,
          gameType: input.gameType,
          startsAt: first.startsAt,
          lat: location.lat,
          lng: location.lng,
          place: location.locationName,
          creatorId,
        },
        now,
      );
      // Followers of the host hear of it from a job, which runs only once this commits; a host
      // nobody follows (most of them) queues none.
      if (await hostHasFollowers(trx, creatorId, input.hostingTeamId)) {
        await deps.jobs.send('follows.new-event', { eventId: first.id }, { db: trx });
      }
    }
    return { id: first.id, seriesId, occurrenceIds: rows.map((row) => row.id) };
  });
}
