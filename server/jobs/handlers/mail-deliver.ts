import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { POSTMARK_BATCH_MAX } from '../../integrations/postmark.ts';

/** One 'mail.deliver' job of a batch: the outbox row it delivers. */
export interface MailJob {
  outboxId: string;
  /** pg-boss will not retry this job again: a row refused now is given up on. */
  finalAttempt: boolean;
}

/**
 * - sent, local: delivered now; skipped: delivered before (or gone with its account);
 * - failed: refused for good (an invalid or inactive recipient, or the last attempt), recorded on the row;
 * - retry: refused this time (the error is recorded) and worth another attempt;
 * - busy: another run holds the row (an earlier attempt of this job still running): try again later.
 */
export type MailOutcome = 'sent' | 'local' | 'skipped' | 'failed' | 'retry' | 'busy';

/** Whether a job with this outcome is done, or should fail so pg-boss retries it. */
export const mailJobDone = (outcome: MailOutcome) => outcome !== 'retry' && outcome !== 'busy';

/**
 * Delivers a batch of outbox rows in one transaction: the rows still queued are claimed with FOR
 * UPDATE SKIP LOCKED and sent in one Postmark batch request (or, with no provider configured, kept
 * in the local outbox at /dev/outbox), and each row is marked with its own result before the locks
 * go. A job may run twice: a row is sent by whichever run claims it, and found delivered by the
 * rest. A row another run still holds is reported busy, so its job is retried rather than closed
 * while the row might yet roll back to queued.
 *
 * The lock is held across the Postmark request, so a crash can resend only the rows of a batch
 * Postmark accepted in the moments before the commit: Postmark has no idempotency key.
 * Returns each job's outcome, in the order given.
 */
export async function deliverMailBatch(deps: Deps<'db' | 'mail' | 'env'>, jobs: MailJob[]): Promise<MailOutcome[]> {
  if (jobs.length > POSTMARK_BATCH_MAX) throw new RangeError(`At most ${POSTMARK_BATCH_MAX} mails go in one batch`);
  const outboxIds = [...new Set(jobs.map((job) => job.outboxId))];
  const outcomes = new Map<string, MailOutcome>();
  if (outboxIds.length === 0) return [];
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('mailOutbox')
      .select(['id', 'toAddress', 'template', 'data'])
      .where('id', 'in', outboxIds)
      .where('status', '=', 'queued')
      .forUpdate()
      .skipLocked()
      .execute();
    const claimedIds = new Set(claimed.map((row) => row.id));
    const unclaimed = outboxIds.filter((id) => !claimedIds.has(id));
    if (unclaimed.length > 0) {
      // Read without a lock: a row still queued here is held by another transaction.
      const seen = await trx.selectFrom('mailOutbox').select(['id', 'status']).where('id', 'in', unclaimed).execute();
      const queued = new Set(seen.filter((row) => row.status === 'queued').map((row) => row.id));
      for (const id of unclaimed) outcomes.set(id, queued.has(id) ? 'busy' : 'skipped');
    }
    if (claimed.length === 0) return;
    if (!deps.mail) {
      await trx
        .updateTable('mailOutbox')
        .set({ status: 'local', sentAt: new Date() })
        .where('id', 'in', [...claimedIds])
        .execute();
      for (const id of claimedIds) outcomes.set(id, 'local');
      return;
    }
    const results = await deps.mail.sendBatch(
      claimed.map((row) => ({
        from: deps.env.MAIL_FROM,
        to: row.toAddress,
        template: row.template,
        model: row.data as Record<string, unknown>,
        outboxId: row.id,
      })),
    );
    const finalFor = new Set(jobs.filter((job) => job.finalAttempt).map((job) => job.outboxId));
    const sent: { id: string; messageId: string }[] = [];
    const refused: { id: string; error: string; status: 'queued' | 'failed' }[] = [];
    claimed.forEach((row, index) => {
      const result = results[index]!;
      if (result.ok) {
        sent.push({ id: row.id, messageId: result.messageId });
        outcomes.set(row.id, 'sent');
        return;
      }
      const givenUp = result.permanent || finalFor.has(row.id);
      refused.push({ id: row.id, error: result.error, status: givenUp ? 'failed' : 'queued' });
      outcomes.set(row.id, givenUp ? 'failed' : 'retry');
    });
    // One statement for each kind of result, not one per row: a batch is up to 500 mails.
    if (sent.length > 0) {
      await sql`
        update mail_outbox as m
           set status = 'sent', sent_at = now(), provider_message_id = v.message_id, error = null
          from (values ${sql.join(sent.map((s) => sql`(${s.id}::uuid, ${s.messageId})`))}) as v(id, message_id)
         where m.id = v.id`.execute(trx);
    }
    if (refused.length > 0) {
      await sql`
        update mail_outbox as m
           set status = v.status, error = v.error
          from (values ${sql.join(refused.map((r) => sql`(${r.id}::uuid, ${r.status}, ${r.error})`))}) as v(id, status, error)
         where m.id = v.id`.execute(trx);
    }
  });
  return jobs.map((job) => outcomes.get(job.outboxId) ?? 'skipped');
}
