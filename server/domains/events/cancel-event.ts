import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { withdrawActivityAlerts } from '../activity-subscriptions/activity-alerts.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import type { EditScope } from '../../../shared/events/schemas.ts';
import { ACTIVE_JOINER_STATUSES } from './constants.ts';
import { loadEvent, type EventRow } from './event-access.ts';
import { refundJoiner } from './event-payments.ts';
import { describeWhen } from '../../time/event-time.ts';
import { tellUser } from './notices.ts';
import { endRuleBefore } from './recurrence.ts';

export type CancelDeps = Deps<'db' | 'jobs' | 'env' | 'stripe' | 'clock'>;

/** The occurrences a scope covers: the event, or it and every later one of its series not yet cancelled. */
async function occurrencesInScope(trx: Kysely<DB>, event: EventRow, scope: EditScope): Promise<string[]> {
  if (scope === 'occurrence' || !event.seriesId) return [event.id];
  const rows = await trx
    .selectFrom('events')
    .select('id')
    .where('seriesId', '=', event.seriesId)
    .where('startsAt', '>=', event.startsAt)
    .where('cancelled', '=', false)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Cancels an occurrence or the rest of a series. Every joiner still in (going, waitlisted, pending
 * or offered) is told, in-app and by e-mail per their settings; paid spots are refunded; activity
 * alerts not yet sent are withdrawn. Cancelling "this and later" also ends the series' rule, so no
 * further occurrences are created. Idempotent: an occurrence is cancelled (and its joiners told) once.
 */
export async function cancelEvent(
  deps: CancelDeps,
  eventId: string,
  scope: EditScope,
  reason: string,
  options: { message?: string; now?: Date } = {},
): Promise<{ cancelledIds: string[] }> {
  const now = options.now ?? deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    const event = await loadEvent(trx, eventId);
    if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    if (scope === 'series' && event.seriesId && event.occurrenceDate) {
      const series = await trx.selectFrom('eventSeries').select('rrule').where('id', '=', event.seriesId).forUpdate().executeTakeFirstOrThrow();
      await trx
        .updateTable('eventSeries')
        .set({ rrule: endRuleBefore(series.rrule, event.occurrenceDate), updatedAt: now })
        .where('id', '=', event.seriesId)
        .execute();
    }
    const cancelledIds: string[] = [];
    for (const id of await occurrencesInScope(trx, event, scope)) {
      const cancelled = await trx
        .updateTable('events')
        .set({ cancelled: true, cancelledAt: now, cancelReason: reason || null, updatedAt: now })
        .where('id', '=', id)
        .where('cancelled', '=', false)
        .returning(['id', 'title', 'startsAt', 'timezone', 'locationName'])
        .executeTakeFirst();
      if (!cancelled) continue;
      cancelledIds.push(id);
      const joiners = await trx
        .selectFrom('eventJoiners')
        .select(['id', 'userId', 'paymentId', 'paymentStatus'])
        .where('eventId', '=', id)
        .where('status', 'in', ACTIVE_JOINER_STATUSES)
        .execute();
      for (const joiner of joiners) {
        let refunded = false;
        if (joiner.paymentStatus === 'paid') {
          if (!deps.stripe) throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
          refunded = await refundJoiner({ ...tx, stripe: deps.stripe }, joiner, `${cancelled.title} was cancelled`);
        }
        const message = [options.message ?? reason, refunded ? EVENT_MESSAGES.noticeRefunded : ''].filter(Boolean).join(' ');
        await tellUser(tx, {
          userId: joiner.userId,
          event: cancelled,
          type: 'eventCancelled',
          heading: EVENT_MESSAGES.noticeCancelled(cancelled.title, describeWhen(cancelled.startsAt, cancelled.timezone)),
          message: message || EVENT_MESSAGES.cancelled,
          deliveryKind: 'cancelled',
        });
      }
      await withdrawActivityAlerts(trx, id);
    }
    return { cancelledIds };
  });
}
