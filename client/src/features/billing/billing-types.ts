import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';

/** The billing router's outputs, for typing props from query data. */
export type BillingOutputs = inferRouterOutputs<AppRouter>['billing'];
export type ActivePlan = BillingOutputs['overview']['plans'][number];
export type InvoiceRow = BillingOutputs['invoices']['received'][number];
export type PaymentRow = BillingOutputs['transactions']['payments'][number];
export type PayoutRow = NonNullable<BillingOutputs['transactions']['payouts']>[number];
