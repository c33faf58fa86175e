import { expect, test, type Page } from './fixtures.ts';
import Stripe from 'stripe';
import { E2E_WEBHOOK_SECRET, fakeStripePort } from './fake-stripe.ts';
import { reopenUntil } from './helpers.ts';
import { createEventThroughForm, viewerStatus } from './event-helpers.ts';
import { newPlayer } from './settings-helpers.ts';
import { BILLING_MESSAGES } from '../../shared/billing/messages.ts';

const appPort = Number(process.env.E2E_PORT ?? 4173);
const fakeStripe = `http://127.0.0.1:${fakeStripePort(appPort)}`;

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body = (await response.json()) as { result: { data: { json: { id: string } } } };
  return body.result.data.json.id;
}

async function openPaymentsTab(page: Page) {
  await page.goto('/settings?tab=payments');
  await expect(page.getByRole('tab', { name: 'Subscriptions & Payouts' })).toHaveAttribute('aria-selected', 'true');
}

test('the payments tab with no subscription', async ({ page }) => {
  await newPlayer(page, 'billing-empty', 'Nosub Player');
  await openPaymentsTab(page);
  for (const action of ['View Invoices', 'Billing Portal', 'Organizer Payouts', 'Transaction History']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
  }
  for (const item of ['organizer', 'member']) {
    const card = page.getByTestId(`plan-card-${item}`);
    await expect(card.getByText('No active subscription')).toBeVisible();
    await expect(card.getByRole('button', { name: 'View Plans' })).toBeVisible();
  }
  await page.getByTestId('plan-card-organizer').getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/organizer\/pricing$/);
  await expect(page.getByTestId('pricing-organizer-free').getByRole('button', { name: 'Current' })).toBeDisabled();
  await expect(page.getByTestId('pricing-organizer-pro').getByRole('button', { name: 'Get started' })).toBeEnabled();
});

test('a subscription activated by a replayed webhook shows its current period', async ({ page, request }) => {
  // Webhook processing waits for a pg-boss worker's poll: slow on a busy machine.
  test.setTimeout(240_000);
  await newPlayer(page, 'billing-sub', 'Sub Player');
  const userId = await currentUserId(page);
  const created = await request.post(`${fakeStripe}/__fake/subscriptions`, { data: { userId, planId: 'member-plus', lookupKey: 'rally_member_plus_yearly' } });
  const subscription = (await created.json()) as { id: string };
  const payload = JSON.stringify({ id: `evt_e2e_${Date.now()}`, object: 'event', type: 'customer.subscription.created', data: { object: subscription } });
  const headers = { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET }) };
  // Delivered twice, as Stripe may: the second is recorded as a duplicate.
  expect((await (await request.post('/webhooks/stripe', { headers, data: payload })).json()).duplicate).toBe(false);
  expect((await (await request.post('/webhooks/stripe', { headers, data: payload })).json()).duplicate).toBe(true);
  expect((await request.post('/webhooks/stripe', { headers: { ...headers, 'stripe-signature': 't=1,v1=bad' }, data: payload })).status()).toBe(400);

  // Processing runs in a pg-boss job; the card shows the plan once it has.
  const memberCard = page.getByTestId('plan-card-member');
  await reopenUntil(() => openPaymentsTab(page), memberCard, memberCard.getByText(/^Current Period: \w+ \d+(st|nd|rd|th) to \w+ \d+(st|nd|rd|th)$/));
  await expect(page.getByTestId('plan-card-member').getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  await page.goto('/member/pricing');
  await expect(page.getByTestId('pricing-member-plus').getByRole('button', { name: 'Current' })).toBeDisabled();
});

test('the Connect dialog, onboarding, an invoice paid end to end and a refund', async ({ page, browser }) => {
  // Two browsers, hosted onboarding and checkout, and a webhook job: many steps for 30 s.
  test.setTimeout(360_000);
  const organizer = await newPlayer(page, 'billing-org', 'Org Player');
  await openPaymentsTab(page);
  await page.getByRole('button', { name: 'Set up payouts with Stripe' }).click();
  const dialog = page.getByTestId('connect-dialog');
  await expect(dialog.getByRole('heading', { name: 'Connect to Stripe' })).toBeVisible();
  await expect(dialog.getByLabel('Home country')).toHaveValue('US');
  await expect(dialog.getByLabel('Home country').locator('option:not([value=""])')).toHaveCount(45);
  await expect(dialog.getByRole('button', { name: 'Link Existing Stripe Account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Stripe Account' }).click();
  // Stripe's hosted onboarding (the fake), then back to the payouts section.
  await expect(page.getByRole('heading', { name: 'Stripe onboarding (test)' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=payments/);
  await expect(page.getByTestId('payout-account').getByText('Active')).toBeVisible();

  const payerContext = await browser.newContext();
  const payerPage = await payerContext.newPage();
  const payer = await newPlayer(payerPage, 'billing-payer', 'Payer Player');

  // Invoices go only to related players: this one joins one of the organizer's events.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New invoice' }).click();
  await expect(page.getByTestId('create-invoice-dialog').getByText(BILLING_MESSAGES.noInvoiceablePlayers)).toBeVisible();
  const eventPath = await createEventThroughForm(page, { title: `League night ${Date.now() % 100000}` });
  await payerPage.goto(eventPath);
  await payerPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(viewerStatus(payerPage)).toHaveText("You're going");

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New invoice' }).click();
  const form = page.getByTestId('create-invoice-dialog');
  await form.getByPlaceholder('Search your players by name').fill('Payer');
  const recipient = form.getByTestId('invoice-recipient').filter({ hasText: 'Payer Player' });
  await expect(recipient.getByText('Joined your event')).toBeVisible();
  await recipient.getByRole('button', { name: 'Bill' }).click();
  await form.getByLabel('Item').fill('Spring league fee');
  await form.getByLabel('Amount (USD)').fill('40');
  await form.getByLabel('Due date').fill('2026-12-15');
  await form.getByLabel('Note').fill('Thanks for playing!');
  await form.getByRole('button', { name: 'Send invoice' }).click();
  await expect(page.getByTestId('invoice-sent').filter({ hasText: 'Payer Player' }).getByText('open')).toBeVisible();

  await payerPage.goto('/invoices');
  const invoice = payerPage.getByTestId('invoice-received').filter({ hasText: 'Org Player' });
  await invoice.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(payerPage.getByRole('heading', { name: 'Stripe Checkout (test)' })).toBeVisible();
  await payerPage.getByRole('button', { name: 'Pay' }).click();
  // Back with the real, paid session id: confirmed, so congratulated.
  await expect(payerPage).toHaveURL(/\/payment-success\?invoice=[0-9a-f-]{36}&session_id=cs_test_\w+$/);
  await expect(payerPage.getByText('Congratulations, Payment was successful!')).toBeVisible();
  await expect(payerPage.getByText('Invoice from Org Player: $40.00')).toBeVisible();
  // The same address opened by someone else confirms nothing.
  await page.goto(payerPage.url());
  await expect(page.getByText(BILLING_MESSAGES.paymentNotConfirmed)).toBeVisible();
  await expect(page.getByText('Congratulations, Payment was successful!')).toHaveCount(0);
  const received = payerPage.getByTestId('invoice-received').filter({ hasText: 'Org Player' });
  await reopenUntil(() => payerPage.goto('/invoices'), received, received.getByText('paid'));

  await page.goto('/transactions');
  const row = page.getByTestId('payment-row').filter({ hasText: 'Payer Player' });
  await expect(row.getByText('paid')).toBeVisible();
  await expect(page.getByTestId('payouts-table').or(page.getByText('No payouts yet.'))).toBeVisible();
  await row.getByRole('button', { name: 'Refund' }).click();
  await page.getByTestId('refund-dialog').getByLabel('Amount (USD)').fill('10');
  await page.getByTestId('refund-dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(row.getByText('partially refunded')).toBeVisible();
  expect(organizer.email).not.toBe(payer.email);
  await payerContext.close();
});

test('/payment-success without a paid session of the user does not congratulate', async ({ page }) => {
  await newPlayer(page, 'billing-nosession', 'Nosession Player');
  for (const address of [
    '/payment-success',
    '/payment-success?paymentsuccessful=true',
    '/payment-success?session_id=cs_test_madeup',
    '/payment-success?session_id={CHECKOUT_SESSION_ID}',
  ]) {
    await page.goto(address);
    await expect(page.getByText(BILLING_MESSAGES.paymentNotConfirmed)).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.paymentNotFoundHelp)).toBeVisible();
    await expect(page.getByText('Congratulations, Payment was successful!')).toHaveCount(0);
  }
});

test('the pricing pages show plan cards to visitors', async ({ page }) => {
  await page.goto('/pricing/member');
  await expect(page.getByRole('heading', { name: 'Member plans' })).toBeVisible();
  await expect(page.getByTestId('pricing-member-plus').getByText('$29 / year')).toBeVisible();
  await page.goto('/organizer/pricing');
  await expect(page.getByText(/Pro.*\$15 \/ month/)).toBeVisible();
});
