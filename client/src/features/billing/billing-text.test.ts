import { describe, expect, it } from 'vitest';
import { changedSubscription, monthDay, ordinal, periodText, redirectNotice } from './billing-text.ts';

describe('billing texts', () => {
  it('writes day ordinals and the current period', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
    expect(monthDay(new Date(2026, 10, 22))).toBe('November 22nd');
    expect(periodText(new Date(2026, 10, 22), new Date(2027, 10, 22))).toBe('Current Period: November 22nd to November 22nd');
    expect(periodText(null, null)).toBe('No active subscription');
  });

  it('maps the redirect parameters to the spec messages', () => {
    const notice = (query: string) => redirectNotice(new URLSearchParams(query));
    expect(notice('error=access_denied&error_description=x')).toEqual({ status: 'error', message: 'Stripe connection was cancelled.', reload: false });
    expect(notice('error=invalid_scope&error_description=Bad scope')?.message).toBe('Stripe connection failed: Bad scope');
    expect(notice('error=server_error')?.message).toBe('Failed to connect Stripe account.');
    expect(notice('redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=s')?.message).toBe('Congratulations, Payment was successful!');
    expect(notice('paymentsuccessful=true')).toEqual({ status: 'success', message: 'Payment successful! Your subscription has been activated.', reload: true });
    expect(notice('tab=payments')).toBeNull();
  });

  it('sees a subscription changed between two loads (another plan, or its cancellation set or taken back), and nothing else', () => {
    const paid = { item: 'organizer', planId: 'organizer-pro', subscriptionId: 'sub_1', cancelAtPeriodEnd: false };
    const free = { item: 'member', planId: 'member-free', subscriptionId: null, cancelAtPeriodEnd: false };
    expect(changedSubscription([paid, free], [{ ...paid, cancelAtPeriodEnd: true }, free])).toBe(true);
    expect(changedSubscription([paid, free], [{ ...paid, planId: 'organizer-pro-monthly' }, free])).toBe(true);
    // First load, the same plans again, a new subscription, and an ended one are not "changed".
    expect(changedSubscription(undefined, [paid, free])).toBe(false);
    expect(changedSubscription([paid, free], [{ ...paid }, { ...free }])).toBe(false);
    expect(changedSubscription([paid, free], [paid, { ...free, planId: 'member-plus', subscriptionId: 'sub_2' }])).toBe(false);
    expect(changedSubscription([paid, free], [{ ...paid, planId: 'organizer-free', subscriptionId: null }, free])).toBe(false);
  });
});
