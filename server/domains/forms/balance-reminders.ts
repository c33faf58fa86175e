import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { formatCents } from '../../../shared/billing/billing.ts';
import { balancePath } from './submission-ledger.ts';

/** Days before a plan installment's due date that its reminder goes out. */
export const BALANCE_REMINDER_DAYS = 3;

/**
 * The daily reminder of plan installments due within BALANCE_REMINDER_DAYS (or overdue): one mail
 * per open invoice of a live registration, marked in the same transaction as its mail is queued, so a rerun sends nothing twice.
 */
export async function sendBalanceReminders(deps: Deps<'db' | 'jobs' | 'env'>, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + BALANCE_REMINDER_DAYS * 86_400_000).toISOString().slice(0, 10);
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .updateTable('invoices as i')
      .set({ remindedAt: now })
      .from('formSubmissions as s')
      .whereRef('s.id', '=', 'i.formSubmissionId')
      .where('i.status', '=', 'open')
      // The registration's state is checked as the mail goes out, not only when its invoices were made: a refunded or cancelled one is not reminded.
      .where('s.status', 'not in', ['refunded', 'cancelled'])
      .where('i.remindedAt', 'is', null)
      .where('i.dueDate', '<=', horizon)
      .returning(['i.id', 'i.totalCents', 'i.currency', 'i.dueDate', 'i.playerId', 's.formId', 's.id as submissionId', 's.participantName'])
      .execute();
    for (const invoice of due) {
      const [player, form] = await Promise.all([
        trx.selectFrom('users').select('email').where('id', '=', invoice.playerId).executeTakeFirstOrThrow(),
        trx.selectFrom('forms').select('title').where('id', '=', invoice.formId).executeTakeFirstOrThrow(),
      ]);
      await queueMail(
        { ...deps, db: trx },
        {
          to: player.email,
          template: 'form-balance-reminder',
          data: {
            formTitle: form.title,
            participantName: invoice.participantName,
            amount: formatCents(invoice.totalCents, invoice.currency),
            dueDate: String(invoice.dueDate).slice(0, 10),
            actionUrl: `${deps.env.APP_ORIGIN}${balancePath(invoice.formId, invoice.submissionId)}`,
          },
        },
      );
    }
    return due.length;
  });
}
