import * as z from 'zod/mini';
import { calendarDate, text } from '../common/text.ts';
import { BILLING_ENVIRONMENTS, CHECKOUT_ITEM_TYPES, CONNECT_COUNTRY_CODES, PLATFORMS } from './billing.ts';
import { INVOICE_LIMITS } from '../limits/limits.ts';

const uuid = z.uuid('Invalid id');

/**
 * One checkout item (spec section 3): for a team plan change the id is the team's, with quantity 1
 * and type change-team-subscription; for a user plan the id is the user's.
 */
export const checkoutItemSchema = z.object({
  id: text(64, { min: 1 }),
  name: text(120, { min: 1 }),
  quantity: z.literal(1),
  planId: text(64, { min: 1 }),
  type: z.enum(CHECKOUT_ITEM_TYPES),
  platform: z.enum(PLATFORMS),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const createSubscriptionInput = z.object({
  items: z.array(checkoutItemSchema).check(z.minLength(1), z.maxLength(1)),
  environment: z.enum(BILLING_ENVIRONMENTS),
});

export const cancelSubscriptionInput = z.object({
  type: z.enum(['organizer', 'member', 'team']),
  id: z.nullable(uuid),
  platform: z.enum(PLATFORMS),
});

export const linkAccountInput = z.object({
  type: z.enum(['new', 'link']),
  country: z.enum(CONNECT_COUNTRY_CODES),
  platform: z.enum(PLATFORMS),
  environment: z.enum(BILLING_ENVIRONMENTS),
  useLocalhost: z.optional(z.boolean()),
});

export const connectOAuthInput = z.object({ code: text(500, { min: 1, minMessage: 'Authorization code required' }) });

const dollarsToCents = (value: number) => Math.round(value * 100);

export const invoiceLineItemSchema = z.object({
  description: text(INVOICE_LIMITS.descriptionMax, { trim: true, min: 1, minMessage: 'Describe the item' }),
  amountCents: z.number().check(z.int(), z.gte(1, 'Enter an amount above zero'), z.lte(INVOICE_LIMITS.amountCentsMax)),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(1000)),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

export const createInvoiceInput = z
  .object({
    playerId: uuid,
    lineItems: z.array(invoiceLineItemSchema).check(z.minLength(1, 'Add at least one line item'), z.maxLength(INVOICE_LIMITS.lineItemsMax)),
    /** yyyy-mm-dd */
    dueDate: calendarDate('Choose a due date'),
    note: z.optional(text(INVOICE_LIMITS.noteMax, { trim: true, multiline: true })),
  })
  .check(
    z.refine((input) => input.lineItems.reduce((sum, item) => sum + item.amountCents * item.quantity, 0) <= INVOICE_LIMITS.amountCentsMax, {
      message: 'The invoice total is too large',
      path: ['lineItems'],
    }),
  );
export type CreateInvoiceInput = z.infer<typeof createInvoiceInput>;

export const invoiceIdInput = z.object({ invoiceId: uuid });

/**
 * The Checkout Session id the payment-success page returns with (Stripe's {CHECKOUT_SESSION_ID}).
 * Stripe's ids are cs_ then letters, digits and underscores, well under 255 characters.
 */
export const checkoutSessionInput = z.object({
  sessionId: text(255).check(z.regex(/^cs_[A-Za-z0-9_]+$/, 'Invalid session id')),
});

/** A name fragment narrowing the invoice form's player list; empty lists them all. */
export const invoiceablePlayersInput = z.object({
  query: z.optional(text(INVOICE_LIMITS.recipientQueryMax, { trim: true })),
});

export const refundInput = z.object({
  paymentId: uuid,
  amountCents: z.optional(z.number().check(z.int(), z.gte(1))),
  reason: z.optional(text(300, { trim: true, multiline: true })),
});

export { dollarsToCents };
