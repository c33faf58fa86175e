import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here, never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  // The spec's user fields for the payment provider (section 3). Stripe's ids are unique: one
  // customer and one connected account belong to one user.
  await db.schema
    .alterTable('users')
    .addColumn('stripe_customer_id', 'text', (c) => c.unique())
    .addColumn('stripe_id', 'text', (c) => c.unique())
    .addColumn('stripe_charges_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stripe_details_submitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Default team tier is the free one (spec section 9).
  await db.schema
    .alterTable('teams')
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('rookie'))
    .execute();

  // Every webhook event id we accepted: the unique key turns a replayed delivery into a no-op.
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    // The connected account the event came from (Connect events), for re-fetching on its behalf.
    .addColumn('account', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();

  // Subscriptions mirror Stripe's; webhooks keep them current by re-fetching the subscription.
  await db.schema
    .createTable('billing_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A team plan is paid by a user for a team; user plans have no team.
    .addColumn('team_id', 'uuid', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('billing_subscriptions_user_idx').on('billing_subscriptions').column('user_id').execute();
  await db.schema.createIndex('billing_subscriptions_team_idx').on('billing_subscriptions').column('team_id').execute();

  // One row per Checkout payment to an organizer, whatever it pays for (an invoice, an event...):
  // purpose and reference_id keep the table generic.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('payer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('application_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('payments_status_check', sql`status in ('pending', 'paid', 'expired', 'refunded', 'partially_refunded')`)
    .addCheckConstraint('payments_refund_check', sql`amount_refunded_cents between 0 and amount_cents`)
    .execute();
  await db.schema.createIndex('payments_payer_idx').on('payments').columns(['payer_id', 'created_at']).execute();
  await db.schema.createIndex('payments_organizer_idx').on('payments').columns(['organizer_id', 'created_at']).execute();
  await db.schema.createIndex('payments_reference_idx').on('payments').columns(['purpose', 'reference_id']).execute();

  // Refunds we asked Stripe for: the Stripe refund id is unique, so one refund is one e-mail.
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'uuid', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organizer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('player_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // [{description, amountCents, quantity}]
    .addColumn('line_items', 'jsonb', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('invoices_status_check', sql`status in ('open', 'paid', 'refunded', 'partially_refunded')`)
    .execute();
  await db.schema.createIndex('invoices_player_idx').on('invoices').columns(['player_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_organizer_idx').on('invoices').columns(['organizer_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
  await db.schema.dropTable('billing_subscriptions').ifExists().execute();
  await db.schema.dropTable('stripe_events').ifExists().execute();
  await db.schema.alterTable('teams').dropColumn('subscription_tier').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('stripe_customer_id')
    .dropColumn('stripe_id')
    .dropColumn('stripe_charges_enabled')
    .dropColumn('stripe_details_submitted')
    .execute();
}
