import type { Deps } from '../deps.ts';
import { MAIL_TEMPLATES, type MailData, type MailTemplate } from './templates.ts';

/**
 * Records the mail in the outbox and enqueues its delivery in the same transaction (pass it as `db`), so a mail is
 * sent exactly when the change that caused it commits.
 */
export async function queueMail<T extends MailTemplate>(
  { db: trx, jobs }: Deps<'db' | 'jobs'>,
  mail: { to: string; template: T; data: MailData[T] },
): Promise<string> {
  const row = await trx
    .insertInto('mailOutbox')
    .values({
      toAddress: mail.to,
      subject: MAIL_TEMPLATES[mail.template].subject(mail.data),
      template: mail.template,
      data: JSON.stringify(mail.data),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await jobs.send('mail.deliver', { outboxId: row.id }, { db: trx, singletonKey: row.id });
  return row.id;
}
