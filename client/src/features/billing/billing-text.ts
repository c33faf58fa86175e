import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** "November 22nd": month and day ordinal, as the spec's period text shows them. */
export const monthDay = (date: Date) => `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}`;

export function periodText(start: Date | null, end: Date | null): string {
  return start && end ? BILLING_MESSAGES.currentPeriod(monthDay(start), monthDay(end)) : BILLING_MESSAGES.noActiveSubscription;
}

export interface RedirectNotice {
  status: 'success' | 'error';
  message: string;
  /** After a successful subscription payment the page reloads (spec section 4). */
  reload: boolean;
}

/**
 * What the payments tab says about the query parameters it was sent back with: Stripe Connect's
 * OAuth errors, and the payment redirects (spec sections 2 and 8). The code parameter is handled
 * separately, because it starts a request.
 */
export function redirectNotice(params: URLSearchParams): RedirectNotice | null {
  const error = params.get('error');
  if (error) {
    const description = params.get('error_description');
    const message =
      error === 'access_denied'
        ? BILLING_MESSAGES.redirectCancelled
        : description
          ? BILLING_MESSAGES.redirectFailedWith(description)
          : BILLING_MESSAGES.redirectFailed;
    return { status: 'error', message, reload: false };
  }
  if (params.get('paymentsuccessful') === 'true') return { status: 'success', message: BILLING_MESSAGES.subscriptionActivated, reload: true };
  if (params.get('redirect_status') === 'succeeded') return { status: 'success', message: BILLING_MESSAGES.paymentSuccessful, reload: false };
  return null;
}

/** The query parameters the tab consumes, removed once read so a reload does not repeat them. */
export const REDIRECT_PARAMS = [
  'code',
  'scope',
  'state',
  'error',
  'error_description',
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'paymentsuccessful',
  'session_id',
];

type PlanState = { item: string; planId: string; subscriptionId: string | null; cancelAtPeriodEnd: boolean };

/**
 * Whether a subscription was changed between two loads of the active plans (in the billing portal,
 * which opens in another window; back here the overview is fetched again): another plan, or its
 * cancellation at period end set or taken back. Then 'Successfully changed subscription!' is said.
 * A first load, a new subscription or an ended one is not a change (those have their own words).
 */
export function changedSubscription(before: readonly PlanState[] | undefined, after: readonly PlanState[] | undefined): boolean {
  if (!before || !after) return false;
  return after.some((plan) => {
    const was = before.find((old) => old.item === plan.item);
    if (!was?.subscriptionId || !plan.subscriptionId) return false;
    return was.planId !== plan.planId || was.cancelAtPeriodEnd !== plan.cancelAtPeriodEnd;
  });
}
