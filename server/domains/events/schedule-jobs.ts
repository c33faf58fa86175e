import type { Deps } from '../../deps.ts';
import { DEFAULT_MINIMUM_CUTOFF_HOURS, REMINDER_LEAD_HOURS, SHORT_REMINDER_LEAD_HOURS } from './constants.ts';

export interface ScheduledEvent {
  id: string;
  startsAt: Date;
  hasMinimumNeeded: boolean;
  minimumCutoffHours: number | null;
}

const HOUR = 3600_000;

/** When the reminder for an event starting at `startsAt` goes out, or null when it is too late for one. */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  for (const hours of [REMINDER_LEAD_HOURS, SHORT_REMINDER_LEAD_HOURS]) {
    const at = new Date(startsAt.getTime() - hours * HOUR);
    if (at > now) return at;
  }
  return null;
}

export function minimumCheckTime(event: ScheduledEvent): Date {
  return new Date(event.startsAt.getTime() - (event.minimumCutoffHours ?? DEFAULT_MINIMUM_CUTOFF_HOURS) * HOUR);
}

/** The reminder and minimum-needed check an occurrence needs, when each is due (none once too late). */
function eventJobs(event: ScheduledEvent, now: Date) {
  const payload = { eventId: event.id, startsAt: event.startsAt.toISOString() };
  const remindAt = reminderTime(event.startsAt, now);
  const checkAt = minimumCheckTime(event);
  return {
    reminder: remindAt ? { payload, startAfter: remindAt } : null,
    minimumCheck: event.hasMinimumNeeded && event.startsAt > now ? { payload, startAfter: checkAt > now ? checkAt : now } : null,
  };
}

/**
 * Schedules an occurrence's reminder and minimum-needed check, in the transaction that creates or
 * moves it. Each job carries the start it was scheduled for: after a reschedule the old job finds a
 * different start and does nothing, while the new one runs.
 */
export async function scheduleEventJobs(deps: Deps<'db' | 'jobs'>, event: ScheduledEvent, now: Date = new Date()): Promise<void> {
  await scheduleManyEventJobs(deps, [event], now);
}

/** scheduleEventJobs for many occurrences at once: one insert per kind of job, whatever their number. */
export async function scheduleManyEventJobs({ db: trx, jobs }: Deps<'db' | 'jobs'>, events: readonly ScheduledEvent[], now: Date = new Date()): Promise<void> {
  const planned = events.map((event) => eventJobs(event, now));
  const reminders = planned.flatMap((job) => (job.reminder ? [job.reminder] : []));
  const checks = planned.flatMap((job) => (job.minimumCheck ? [job.minimumCheck] : []));
  if (reminders.length === 1) await jobs.send('event.reminder', reminders[0]!.payload, { db: trx, startAfter: reminders[0]!.startAfter });
  else await jobs.sendMany('event.reminder', reminders, { db: trx });
  if (checks.length === 1) await jobs.send('event.minimum-check', checks[0]!.payload, { db: trx, startAfter: checks[0]!.startAfter });
  else await jobs.sendMany('event.minimum-check', checks, { db: trx });
}
