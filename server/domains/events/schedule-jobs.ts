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

/**
 * Schedules an occurrence's reminder and minimum-needed check, in the transaction that creates or
 * moves it. Each job carries the start it was scheduled for: after a reschedule the old job finds a
 * different start and does nothing, while the new one runs.
 */
export async function scheduleEventJobs({ db: trx, jobs }: Deps<'db' | 'jobs'>, event: ScheduledEvent, now: Date = new Date()): Promise<void> {
  const startsAt = event.startsAt.toISOString();
  const remindAt = reminderTime(event.startsAt, now);
  if (remindAt) await jobs.send('event.reminder', { eventId: event.id, startsAt }, { db: trx, startAfter: remindAt });
  if (event.hasMinimumNeeded && event.startsAt > now) {
    const checkAt = minimumCheckTime(event);
    await jobs.send('event.minimum-check', { eventId: event.id, startsAt }, { db: trx, startAfter: checkAt > now ? checkAt : now });
  }
}
