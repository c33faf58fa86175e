import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { loadEvent } from './event-access.ts';
import { describeWhen } from '../../time/event-time.ts';
import { tellUser } from './notices.ts';

/**
 * The 'event.reminder' job: reminds everyone going (and the organiser) before the start, in-app
 * and by e-mail per their eventJoined switch. A job scheduled for a start the event no longer has
 * (it was moved) or for a cancelled event does nothing; event_deliveries keyed by the start make a
 * second run send nothing.
 */
export async function sendEventReminders(deps: Deps<'db' | 'jobs' | 'env'>, eventId: string, startsAtIso: string): Promise<{ sent: number; skipped?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await loadEvent(trx, eventId);
    if (!event) return { sent: 0, skipped: 'missing' };
    if (event.cancelled) return { sent: 0, skipped: 'cancelled' };
    if (event.startsAt.toISOString() !== new Date(startsAtIso).toISOString()) return { sent: 0, skipped: 'moved' };
    const joiners = await trx.selectFrom('eventJoiners').select('userId').where('eventId', '=', event.id).where('status', '=', 'going').execute();
    const recipients = new Set([event.creatorId, ...joiners.map((joiner) => joiner.userId)]);
    let sent = 0;
    for (const userId of recipients) {
      const delivered = await tellUser(
        { ...deps, db: trx },
        {
          userId,
          event,
          type: 'eventReminder',
          heading: EVENT_MESSAGES.noticeReminder(event.title),
          message: `${describeWhen(event.startsAt, event.timezone)} at ${event.locationName}`,
          deliveryKind: `reminder:${event.startsAt.toISOString()}`,
        },
      );
      if (delivered) sent += 1;
    }
    return { sent };
  });
}
