/**
 * Creates Rally's products and prices in a Stripe account from the plan data (shared/billing/billing.ts),
 * for deployers: `STRIPE_SECRET_KEY=sk_test_... npm exec -- node --import tsx scripts/stripe-setup.ts`.
 * Prices carry the plans' lookup keys, which is how the server finds them; running it again
 * changes nothing that already exists.
 */
import { ALL_PLANS } from '../shared/billing/billing.ts';
import { parseEnv } from '../server/env.ts';
import { requireStripe } from '../server/integrations/stripe.ts';

const stripe = requireStripe(parseEnv());
for (const plan of ALL_PLANS) {
  if (!plan.priceId) continue;
  const existing = await stripe.prices.list({ lookup_keys: [plan.priceId], limit: 1 });
  if (existing.data[0]) {
    console.log(`${plan.label}: price ${existing.data[0].id} (${plan.priceId}) already exists`);
    continue;
  }
  const product = await stripe.products.create(
    { name: `Rally ${plan.label}`, metadata: { planId: plan.id, item: plan.item } },
    { idempotencyKey: `product-${plan.uid}` },
  );
  const price = await stripe.prices.create(
    {
      product: product.id,
      currency: 'usd',
      unit_amount: plan.cost * 100,
      recurring: { interval: plan.interval },
      lookup_key: plan.priceId,
      metadata: { planId: plan.id },
    },
    { idempotencyKey: `price-${plan.uid}` },
  );
  console.log(`${plan.label}: created product ${product.id} and price ${price.id} (${plan.priceId})`);
}
