import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import type { MailData, MailTemplate } from '../../mail/templates.ts';
import { publishing } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { AppError } from '../../errors/app-error.ts';
import { hasPushRegistration } from './push-registrations.ts';
import { isChannelEnabled, parseStoredSettings, storedSettingsJson } from './settings.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

export interface NotifyUserInput<T extends MailTemplate> {
  userId: string;
  /** The notification-settings key whose switches decide the channels (a spec key or a team key). */
  key: string;
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  imageUrl?: string | null;
  email?: { template: T; data: MailData[T] };
  /**
   * The user's e-mail and stored settings (storedSettingsJson) when the caller has read them already,
   * in an earlier statement of the same transaction: one round trip fewer (a join reads its organiser's
   * before it takes a spot, so the spot's lock is held for less).
   */
  recipient?: NotifyRecipient;
}

export interface NotifyRecipient {
  email: string;
  notificationSettingsJson: string;
}

/**
 * Tells a user about something: the in-app notification always (it is the record the bell lists),
 * the e-mail and the push only when the user's switch of that channel for `key` is on. Run it inside the transaction of
 * the change it reports (as `deps.db`), so neither exists without the other.
 */
export async function notifyUser<T extends MailTemplate>(
  deps: Deps<'db' | 'jobs' | 'env'>,
  input: NotifyUserInput<T>,
): Promise<{ notificationId: string; emailQueued: boolean; pushQueued: boolean }> {
  const { db: trx } = deps;
  const user = input.recipient ?? (await trx.selectFrom('users').select(['email', storedSettingsJson()]).where('id', '=', input.userId).executeTakeFirst());
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);

  // The row and the live unread counts in every server process (delivered when the transaction
  // commits) in one statement.
  const notification = await trx
    .with('inserted', (qc) =>
      qc
        .insertInto('notifications')
        .values({
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          data: JSON.stringify(input.data ?? {}),
          read: false,
          // Mail and push clients cannot resolve a path against our origin.
          imageUrl: input.imageUrl ? new URL(input.imageUrl, deps.env.APP_ORIGIN).toString() : null,
        })
        .returning('id'),
    )
    .selectFrom('inserted')
    .select(['inserted.id', publishing(TOPICS.notifications(input.userId), {}).as('published')])
    .executeTakeFirstOrThrow();

  const settings = parseStoredSettings(user.notificationSettingsJson);
  let emailQueued = false;
  if (input.email && isChannelEnabled(settings, input.key, 'email')) {
    await queueMail(deps, { to: user.email, template: input.email.template, data: input.email.data });
    emailQueued = true;
  }
  // Pushed by a job queued in this transaction (never inside the request), only where push is set
  // up (the VAPID keys), the user's push switch for the key is on and they have a browser to reach.
  let pushQueued = false;
  if (deps.env.vapid && isChannelEnabled(settings, input.key, 'push') && (await hasPushRegistration(trx, input.userId))) {
    await deps.jobs.send('push.deliver', { notificationId: notification.id }, { db: trx });
    pushQueued = true;
  }
  return { notificationId: notification.id, emailQueued, pushQueued };
}
