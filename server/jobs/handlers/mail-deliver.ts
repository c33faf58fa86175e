import type { Database } from '../../db/database.ts';
import type { MailProvider } from '../../integrations/postmark.ts';

/**
 * Delivers one outbox row. Idempotent: a row already sent (or kept local) is left alone, and the
 * row is claimed with a lock so two workers never send it twice.
 */
export async function deliverMail(
  db: Database,
  provider: MailProvider | null,
  from: string,
  outboxId: string,
): Promise<'sent' | 'local' | 'skipped'> {
  return db.transaction().execute(async (trx) => {
    const mail = await trx
      .selectFrom('mailOutbox')
      .selectAll()
      .where('id', '=', outboxId)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!mail || mail.status === 'sent' || mail.status === 'local') return 'skipped';
    if (!provider) {
      // No provider configured: the mail stays readable at /dev/outbox.
      await trx.updateTable('mailOutbox').set({ status: 'local', sentAt: new Date() }).where('id', '=', outboxId).execute();
      return 'local';
    }
    const { messageId } = await provider.send({
      from,
      to: mail.toAddress,
      template: mail.template,
      model: mail.data as Record<string, unknown>,
      outboxId,
    });
    await trx
      .updateTable('mailOutbox')
      .set({ status: 'sent', sentAt: new Date(), providerMessageId: messageId, error: null })
      .where('id', '=', outboxId)
      .execute();
    return 'sent';
  });
}
