import type { Kysely } from 'kysely';
import type { WithStripe } from '../../deps.ts';
import type { DB } from '../../db/types.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import type { ConnectCountryCode } from '../../../shared/billing/billing.ts';

/** Where Stripe sends the organizer back: the payouts section of the payments tab. */
export const payoutsReturnUrl = (origin: string) => `${origin}/settings?tab=payments`;

export type AccountState = 'active' | 'incomplete' | 'not-linked';

/** Spec section 4: Active when charges are enabled and details submitted, else Incomplete. */
export function accountState(user: { stripeId: string | null; stripeChargesEnabled: boolean; stripeDetailsSubmitted: boolean }): AccountState {
  if (!user.stripeId) return 'not-linked';
  return user.stripeChargesEnabled && user.stripeDetailsSubmitted ? 'active' : 'incomplete';
}

/**
 * linkOrCreateStripeAccount of spec section 7. "new": an Express account in the chosen country
 * (reused while still incomplete) and an onboarding link. "link": the Connect OAuth page for an
 * existing account; it comes back to the payments tab with ?code=.
 */
export async function linkOrCreateStripeAccount(
  { db, stripe, env }: WithStripe<'db' | 'env'>,
  userId: string,
  input: { type: 'new' | 'link'; country: ConnectCountryCode },
): Promise<{ url: string }> {
  const config = { origin: env.APP_ORIGIN, connectClientId: env.STRIPE_CONNECT_CLIENT_ID };
  const user = await db.selectFrom('users').select(['email', 'stripeId']).where('id', '=', userId).executeTakeFirstOrThrow();
  const returnUrl = payoutsReturnUrl(config.origin);
  if (input.type === 'link') {
    if (!config.connectClientId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.linkFailed);
    const url = stripe.oauth.authorizeUrl({
      response_type: 'code',
      client_id: config.connectClientId,
      scope: 'read_write',
      redirect_uri: returnUrl,
      stripe_user: { email: user.email, country: input.country },
    });
    return { url };
  }
  let accountId = user.stripeId;
  if (!accountId) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        country: input.country,
        email: user.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { userId },
      },
      { idempotencyKey: `account-${userId}-${input.country}` },
    );
    accountId = account.id;
    await db
      .updateTable('users')
      .set({ stripeId: account.id, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted })
      .where('id', '=', userId)
      .execute();
  }
  const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', refresh_url: returnUrl, return_url: returnUrl });
  return { url: link.url };
}

/** connectOAuth(code): links the account the organizer authorised. */
export async function connectOAuth(
  { db, stripe }: WithStripe<'db'>,
  userId: string,
  code: string,
): Promise<{ ok: true; stripeId: string; stripeChargesEnabled: boolean; stripeDetailsSubmitted: boolean }> {
  let accountId: string | undefined;
  try {
    const token = await stripe.oauth.token({ grant_type: 'authorization_code', code });
    accountId = token.stripe_user_id;
  } catch {
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.linkFromCodeFailed);
  }
  if (!accountId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.linkFromCodeFailed);
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieve(accountId);
  } catch {
    // The code was good but the account it names cannot be read (closed, or revoked meanwhile):
    // not a redirect error (those are mapped on the page), so the spec's check-your-account words.
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.connectionFailedCheck);
  }
  const owner = await db.selectFrom('users').select('id').where('stripeId', '=', account.id).executeTakeFirst();
  if (owner && owner.id !== userId) throw new AppError('CONFLICT', BILLING_MESSAGES.linkFromCodeFailed);
  await db
    .updateTable('users')
    .set({ stripeId: account.id, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted })
    .where('id', '=', userId)
    .execute();
  return { ok: true, stripeId: account.id, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted };
}

/** Spec section 4: unlinking clears stripeId, stripeChargesEnabled and stripeDetailsSubmitted. */
export async function unlinkStripeAccount(db: Kysely<DB>, userId: string): Promise<{ success: true }> {
  await db.updateTable('users').set({ stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false }).where('id', '=', userId).execute();
  return { success: true };
}

export interface PayoutAccount {
  state: AccountState;
  stripeId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** requirements.currently_due, as Stripe reports it now. */
  currentlyDue: string[];
}

/** getAccount(id): the organizer's account card, refreshed from Stripe (and stored). */
export async function getPayoutAccount({ db, stripe }: WithStripe<'db'>, userId: string): Promise<PayoutAccount> {
  const user = await db
    .selectFrom('users')
    .select(['stripeId', 'stripeChargesEnabled', 'stripeDetailsSubmitted'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.stripeId) return { state: 'not-linked', stripeId: null, chargesEnabled: false, detailsSubmitted: false, currentlyDue: [] };
  const account = await stripe.accounts.retrieve(user.stripeId);
  await syncAccount(db, account);
  const fields = { stripeId: account.id, stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted };
  return {
    state: accountState(fields),
    stripeId: account.id,
    chargesEnabled: account.charges_enabled,
    detailsSubmitted: account.details_submitted,
    currentlyDue: account.requirements?.currently_due ?? [],
  };
}

/** Stores an account's state as Stripe reports it now (account.updated re-fetches it first). */
export async function syncAccount(db: Kysely<DB>, account: Stripe.Account): Promise<void> {
  await db
    .updateTable('users')
    .set({ stripeChargesEnabled: account.charges_enabled, stripeDetailsSubmitted: account.details_submitted })
    .where('stripeId', '=', account.id)
    .execute();
}
