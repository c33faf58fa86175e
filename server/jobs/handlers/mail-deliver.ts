import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { POSTMARK_BATCH_MAX } from '../../integrations/postmark.ts';

export type MailOutcome = 'sent' | 'local' | 'skipped' | 'failed';

/**
 * Delivers a batch of outbox rows: one Postmark batch request for all of them (or, with no
 * provider configured, all kept in the local outbox at /dev/outbox). Idempotent: rows already sent
 * or kept are left alone, and rows are claimed with FOR UPDATE SKIP LOCKED, so two workers never
 * send one twice (a row another worker holds is that worker's to send). A row Postmark refuses is
 * recorded with its error and reported 'failed' on its own, so only its job is retried.
 * Returns each id's outcome, in the order given.
 */
export async function deliverMailBatch(deps: Deps<'db' | 'mail' | 'env'>, outboxIds: string[]): Promise<MailOutcome[]> {
  if (outboxIds.length === 0) return [];
  if (outboxIds.length > POSTMARK_BATCH_MAX) throw new RangeError(`At most ${POSTMARK_BATCH_MAX} mails go in one batch`);
  const outcomes = new Map<string, MailOutcome>();
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('mailOutbox').selectAll().where('id', 'in', outboxIds).forUpdate().skipLocked().execute();
    const due = rows.filter((row) => row.status !== 'sent' && row.status !== 'local');
    if (due.length === 0) return;
    if (!deps.mail) {
      await trx
        .updateTable('mailOutbox')
        .set({ status: 'local', sentAt: new Date() })
        .where('id', 'in', due.map((row) => row.id))
        .execute();
      for (const row of due) outcomes.set(row.id, 'local');
      return;
    }
    const results = await deps.mail.sendBatch(
      due.map((row) => ({ from: deps.env.MAIL_FROM, to: row.toAddress, template: row.template, model: row.data as Record<string, unknown>, outboxId: row.id })),
    );
    const sent = due.flatMap((row, index) => {
      const result = results[index]!;
      return result.ok ? [{ id: row.id, messageId: result.messageId }] : [];
    });
    const failed = due.flatMap((row, index) => {
      const result = results[index]!;
      return result.ok ? [] : [{ id: row.id, error: result.error }];
    });
    // One statement for each outcome, not one per row: a batch is up to 500 mails.
    if (sent.length > 0) {
      await sql`
        update mail_outbox as m
           set status = 'sent', sent_at = now(), provider_message_id = v.message_id, error = null
          from (values ${sql.join(sent.map((s) => sql`(${s.id}::uuid, ${s.messageId})`))}) as v(id, message_id)
         where m.id = v.id`.execute(trx);
    }
    if (failed.length > 0) {
      await sql`
        update mail_outbox as m
           set status = 'failed', error = v.error
          from (values ${sql.join(failed.map((f) => sql`(${f.id}::uuid, ${f.error})`))}) as v(id, error)
         where m.id = v.id`.execute(trx);
    }
    for (const row of sent) outcomes.set(row.id, 'sent');
    for (const row of failed) outcomes.set(row.id, 'failed');
  });
  return outboxIds.map((id) => outcomes.get(id) ?? 'skipped');
}
