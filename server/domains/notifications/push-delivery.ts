import type { Deps } from '../../deps.ts';
import { notificationHref } from '../../../shared/notifications/notification-links.ts';

/** What the service worker (client/public/push-worker.js) shows: the notice's words and where it leads. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page the notice is about, on our origin: the same deep link as the in-app list. */
  url: string;
  /** One notice per subject on the lock screen: a newer one about the same page replaces it. */
  tag: string;
  icon: string;
}

/** Push services refuse payloads beyond about 4 KB once encrypted; the words are cut well inside that. */
const TITLE_MAX = 200;
const BODY_MAX = 1000;

export function pushPayload(appOrigin: string, notice: { type: string; title: string; message: string; data: unknown; imageUrl: string | null }): PushPayload {
  const data = typeof notice.data === 'object' && notice.data !== null ? (notice.data as Record<string, unknown>) : {};
  const path = notificationHref(notice.type, data) ?? '/notifications';
  return {
    title: notice.title.slice(0, TITLE_MAX),
    body: notice.message.slice(0, BODY_MAX),
    url: new URL(path, appOrigin).toString(),
    tag: `${notice.type}:${path}`.slice(0, 300),
    icon: notice.imageUrl ?? `${appOrigin}/favicon.svg`,
  };
}

/** A push to some registration failed in a way that may pass: the job fails so pg-boss retries it. */
export class PushRetryError extends Error {
  constructor(failed: number, firstError: string) {
    super(`push failed for ${failed} registration(s): ${firstError}`);
    this.name = 'PushRetryError';
  }
}

/**
 * The 'push.deliver' job: pushes one notification to each browser its user registered. Idempotent:
 * each push that the push service accepted is recorded in push_deliveries, so a rerun (a retry
 * after another registration failed, or a job run twice) pushes only to the ones that have not got
 * it. A 404/410 means the subscription is gone: the registration is deleted. Any other failure
 * is thrown after the rest were tried, so pg-boss retries with backoff.
 */
export async function deliverPush(deps: Deps<'db' | 'env' | 'push' | 'clock'>, notificationId: string): Promise<{ sent: number; gone: number }> {
  // Keys removed since the job was queued: push is off now, and nothing will turn it on for this job.
  if (!deps.push) return { sent: 0, gone: 0 };
  const notice = await deps.db
    .selectFrom('notifications')
    .select(['id', 'userId', 'type', 'title', 'message', 'data', 'imageUrl'])
    .where('id', '=', notificationId)
    .executeTakeFirst();
  if (!notice) return { sent: 0, gone: 0 };

  const targets = await deps.db
    .selectFrom('pushRegistrations as r')
    .select(['r.id', 'r.endpoint', 'r.p256dh', 'r.auth'])
    .where('r.userId', '=', notice.userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pushDeliveries as d').select('d.registrationId').where('d.notificationId', '=', notificationId).whereRef('d.registrationId', '=', 'r.id'),
        ),
      ),
    )
    .orderBy('r.createdAt')
    .execute();

  const payload = JSON.stringify(pushPayload(deps.env.APP_ORIGIN, notice));
  let sent = 0;
  let gone = 0;
  const failures: string[] = [];
  for (const target of targets) {
    const outcome = await deps.push.send(target, payload);
    if (outcome.ok) {
      const now = deps.clock.now();
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('pushDeliveries')
          .values({ notificationId, registrationId: target.id, deliveredAt: now })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx.updateTable('pushRegistrations').set({ lastSuccessAt: now }).where('id', '=', target.id).execute();
      });
      sent += 1;
    } else if (outcome.gone) {
      await deps.db.deleteFrom('pushRegistrations').where('id', '=', target.id).execute();
      gone += 1;
    } else {
      failures.push(outcome.error);
    }
  }
  if (failures.length > 0) throw new PushRetryError(failures.length, failures[0]!);
  return { sent, gone };
}
