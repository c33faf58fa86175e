/**
 * An in-memory stand-in for the parts of Stripe's HTTP API that Rally calls. The msw handlers
 * (tests/msw/stripe.ts) and the end-to-end fake server (tests/e2e/fake-stripe.ts) both answer
 * through it, so the real `stripe` SDK makes real requests in every test.
 */
import { randomBytes } from 'node:crypto';

type Obj = Record<string, any>;
export interface FakeResponse {
  status: number;
  body: unknown;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const DAY = 86_400;

/** Stripe's form encoding (a[b][0][c]=v) back into objects; numeric keys become arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Obj = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return arrayify(root) as Obj;
}

function arrayify(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

const notFound = (what: string): FakeResponse => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
});
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export class FakeStripe {
  customers = new Map<string, Obj>();
  sessions = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  accounts = new Map<string, Obj>();
  paymentIntents = new Map<string, Obj>();
  charges = new Map<string, Obj>();
  refunds = new Map<string, Obj>();
  payouts = new Map<string, Obj[]>();
  /** Lookup keys whose price is archived (or was never created): prices.list finds nothing. */
  missingPrices = new Set<string>();
  /** Stripe-Account header -> what the OAuth code exchange answers. */
  oauthCodes = new Map<string, string>();
  private idempotent = new Map<string, FakeResponse>();
  /** Every request, for assertions: method, path, params, the connected account header. */
  requests: { method: string; path: string; params: Obj; account: string | null }[] = [];

  constructor(public hostedBase = 'https://checkout.stripe.test') {}

  reset() {
    for (const map of [
      this.customers,
      this.sessions,
      this.subscriptions,
      this.accounts,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.payouts,
      this.oauthCodes,
      this.idempotent,
      this.missingPrices,
    ])
      map.clear();
    this.requests = [];
  }

  handle(
    method: string,
    path: string,
    rawBody: string,
    query: URLSearchParams,
    headers: { idempotencyKey?: string | null; account?: string | null } = {},
  ): FakeResponse {
    const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(query.toString()) : parseStripeForm(rawBody);
    this.requests.push({ method, path, params, account: headers.account ?? null });
    const key = headers.idempotencyKey && method === 'POST' ? `${path}|${headers.idempotencyKey}` : null;
    if (key && this.idempotent.has(key)) return this.idempotent.get(key)!;
    const response = this.route(method, path, params, headers.account ?? null);
    if (key && response.status < 500) this.idempotent.set(key, response);
    return response;
  }

  private route(method: string, path: string, p: Obj, account: string | null): FakeResponse {
    const ok = (body: unknown): FakeResponse => ({ status: 200, body });
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: p.email ?? null, name: p.name ?? null, metadata: p.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys: string[] = (p.lookup_keys ?? []).filter((k: string) => !this.missingPrices.has(k));
      return ok(
        list(
          keys.map((k) => ({ id: `price_${k}`, object: 'price', lookup_key: k, active: true })),
          '/v1/prices',
        ),
      );
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return ok(this.createSession(p));
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET')
      return this.sessions.has(m[1]!) ? ok(this.sessions.get(m[1]!)) : notFound('checkout session');
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === 'POST') {
      const session = this.sessions.get(m[1]!);
      if (!session) return notFound('checkout session');
      if (session.status === 'open') session.status = 'expired';
      return ok(session);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(m[1]!);
      if (!sub) return notFound('subscription');
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
      }
      return ok(sub);
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account = {
        id: newId('acct'),
        object: 'account',
        type: p.type,
        country: p.country,
        email: p.email,
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        requirements: { currently_due: ['external_account', 'tos_acceptance.date'] },
        metadata: p.metadata ?? {},
      };
      this.accounts.set(account.id, account);
      return ok(account);
    }
    if ((m = path.match(/^\/v1\/accounts\/([^/]+)$/)) && method === 'GET') return this.accounts.has(m[1]!) ? ok(this.accounts.get(m[1]!)) : notFound('account');
    if (method === 'POST' && path === '/v1/account_links')
      return ok({ object: 'account_link', url: `${this.hostedBase}/connect/onboarding/${p.account}`, expires_at: now() + 300, created: now() });
    if (method === 'POST' && path === '/oauth/token') {
      const accountId = this.oauthCodes.get(p.code);
      if (!accountId) return { status: 400, body: { error: 'invalid_grant', error_description: 'Authorization code does not exist' } };
      return ok({ access_token: 'sk_test_oauth', livemode: false, scope: 'read_write', stripe_user_id: accountId, token_type: 'bearer' });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions')
      return ok({ id: newId('bps'), object: 'billing_portal.session', customer: p.customer, url: `${this.hostedBase}/portal/${p.customer}` });
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.paymentIntents.get(p.payment_intent);
      if (!intent) return notFound('payment_intent');
      const charge = this.charges.get(intent.latest_charge)!;
      const amount = Number(p.amount ?? charge.amount - charge.amount_refunded);
      if (amount > charge.amount - charge.amount_refunded)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund exceeds charge' } } };
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: p.metadata ?? {},
      };
      this.refunds.set(refund.id, refund);
      return ok(refund);
    }
    if ((m = path.match(/^\/v1\/refunds\/([^/]+)$/)) && method === 'GET') return this.refunds.has(m[1]!) ? ok(this.refunds.get(m[1]!)) : notFound('refund');
    if ((m = path.match(/^\/v1\/charges\/([^/]+)$/)) && method === 'GET') return this.charges.has(m[1]!) ? ok(this.charges.get(m[1]!)) : notFound('charge');
    if (method === 'GET' && path === '/v1/payouts') return ok(list(account ? (this.payouts.get(account) ?? []) : [], '/v1/payouts'));
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Fake Stripe: unhandled ${method} ${path}` } } };
  }

  private createSession(p: Obj): Obj {
    const id = newId('cs');
    const lineItems: Obj[] = p.line_items ?? [];
    const amount = lineItems.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const session = {
      id,
      object: 'checkout.session',
      mode: p.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.hostedBase}/checkout/${id}`,
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      client_reference_id: p.client_reference_id ?? null,
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      metadata: p.metadata ?? {},
      amount_total: amount,
      currency: 'usd',
      subscription: null,
      payment_intent: null,
      expires_at: p.expires_at ? Number(p.expires_at) : now() + DAY,
      // Kept for completion; Stripe does not return these on the session.
      _lineItems: lineItems,
      _paymentIntentData: p.payment_intent_data ?? null,
      _subscriptionData: p.subscription_data ?? null,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** What Stripe does when the customer pays on the hosted page. */
  completeSession(sessionId: string): Obj {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.status === 'complete') return session;
    if (session.mode === 'subscription') {
      const lookupKey = String(session._lineItems[0]?.price ?? '').replace(/^price_/, '');
      const sub = this.createSubscription({ customer: session.customer, lookupKey, metadata: session._subscriptionData?.metadata ?? {} });
      session.subscription = sub.id;
    } else {
      const chargeId = newId('ch');
      const intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        status: 'succeeded',
        latest_charge: chargeId,
        metadata: session._paymentIntentData?.metadata ?? {},
        application_fee_amount: Number(session._paymentIntentData?.application_fee_amount ?? 0),
        transfer_data: session._paymentIntentData?.transfer_data ?? null,
      };
      this.paymentIntents.set(intent.id, intent);
      this.charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        payment_intent: intent.id,
      });
      session.payment_intent = intent.id;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    return session;
  }

  /** Where Stripe sends the browser after payment: the success URL with {CHECKOUT_SESSION_ID} filled in. */
  successRedirect(session: Obj): string {
    return String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }

  createSubscription(input: { customer: string | null; lookupKey: string; metadata: Obj; status?: string }): Obj {
    const start = now();
    const end = start + (input.lookupKey.includes('monthly') ? 30 : 365) * DAY;
    const sub = {
      id: newId('sub'),
      object: 'subscription',
      customer: input.customer,
      status: input.status ?? 'active',
      cancel_at_period_end: false,
      metadata: input.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: end,
            price: { id: `price_${input.lookupKey}`, object: 'price', lookup_key: input.lookupKey },
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  addAccount(fields: { chargesEnabled: boolean; detailsSubmitted: boolean; currentlyDue?: string[] }): Obj {
    const account = {
      id: newId('acct'),
      object: 'account',
      type: 'express',
      charges_enabled: fields.chargesEnabled,
      details_submitted: fields.detailsSubmitted,
      requirements: { currently_due: fields.currentlyDue ?? [] },
    };
    this.accounts.set(account.id, account);
    return account;
  }

  /** An event as Stripe would deliver it; processing re-fetches data.object by id. */
  event(type: string, object: Obj, extra: { account?: string } = {}): Obj {
    return { id: newId('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), type, data: { object }, livemode: false, ...extra };
  }
}
