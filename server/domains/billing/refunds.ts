import type { Deps } from '../../deps.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { refundPayment, type RefundInput } from './charges.ts';

/** An organizer refunds a payment they received; anyone else is told it does not exist. */
export async function refundAsOrganizer(deps: Deps<'db' | 'jobs' | 'env'> & { stripe: Stripe }, organizerId: string, input: RefundInput): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select('organizerId').where('id', '=', input.paymentId).executeTakeFirst();
    if (!payment || payment.organizerId !== organizerId) throw new AppError('NOT_FOUND', BILLING_MESSAGES.paymentNotFound);
    await refundPayment({ ...deps, db: trx }, input);
  });
}
