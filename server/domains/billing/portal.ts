import type { WithStripe } from '../../deps.ts';
import { stripeEnvironment } from '../../integrations/stripe.ts';
import { ensureCustomer } from './customers.ts';

/**
 * The billing portal link (spec section 2): the no-code portal login link of the environment (test
 * or live, by the secret key's mode) with the user's e-mail prefilled. Without a configured link
 * for that environment, a portal session for the user's customer stands in.
 */
export async function portalLink({ db, stripe, env }: WithStripe<'db' | 'env'>, userId: string): Promise<{ url: string }> {
  const configured = stripeEnvironment(env) === 'production' ? env.STRIPE_PORTAL_URL_LIVE : env.STRIPE_PORTAL_URL_TEST;
  if (configured) {
    const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    const url = new URL(configured);
    url.searchParams.set('prefilled_email', user.email);
    return { url: url.toString() };
  }
  const customer = await ensureCustomer({ db, stripe }, userId);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${env.APP_ORIGIN}/settings?tab=payments` });
  return { url: session.url };
}
