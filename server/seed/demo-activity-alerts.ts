import type { DomainDeps } from '../deps.ts';
import { sendActivityAlertDigest } from '../domains/activity-subscriptions/activity-alerts.ts';

/**
 * The demo events matched the demo subscribers' city alerts as they were created (through the
 * real createEvent), and each subscriber's digest waits its hour. Sent now, so a demo subscriber's
 * inbox shows an alert from the first minute. Idempotent like the digest job itself: a digest sent
 * here leaves nothing for the job to send.
 */
export async function seedDemoActivityAlerts(deps: DomainDeps): Promise<void> {
  const waiting = await deps.db.selectFrom('activityAlerts').select('userId').distinct().where('sentAt', 'is', null).execute();
  for (const { userId } of waiting) await sendActivityAlertDigest(deps, userId);
}
