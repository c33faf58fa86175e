/**
 * Billing vocabulary shared by server and client: plans as data (spec section 3), the country list
 * for connected accounts, and the billing constants of section 9.
 */

export type PlanItem = 'organizer' | 'member' | 'team';
export type PlanInterval = 'year' | 'month';

export interface Plan {
  id: string;
  uid: string;
  item: PlanItem;
  label: string;
  /**
   * The Stripe price's lookup key (null means the free plan). A lookup key rather than a raw price
   * id, so that one plan list works against every Stripe account: scripts/stripe-setup.ts creates
   * the prices with these keys, and the server resolves them.
   */
  priceId: string | null;
  /** Whole US dollars per interval. */
  cost: number;
  interval: PlanInterval;
  features: string[];
}

/** User plans are priced per year (spec section 9). */
export const USER_PLANS = [
  {
    id: 'organizer-free',
    uid: 'organizer-free',
    item: 'organizer',
    label: 'Free',
    priceId: null,
    cost: 0,
    interval: 'year',
    features: ['Create events and games', 'Invite players', 'Collect payments with Stripe'],
  },
  {
    id: 'organizer-pro',
    uid: 'organizer-pro-yearly',
    item: 'organizer',
    label: 'Organizer Pro',
    priceId: 'rally_organizer_pro_yearly',
    cost: 99,
    interval: 'year',
    features: ['Everything in Free', 'Invoices and in-app refunds', 'Recurring events and waitlists', 'Priority support'],
  },
  {
    id: 'member-free',
    uid: 'member-free',
    item: 'member',
    label: 'Free',
    priceId: null,
    cost: 0,
    interval: 'year',
    features: ['Discover events and players', 'Join games', 'Activity alerts by city'],
  },
  {
    id: 'member-plus',
    uid: 'member-plus-yearly',
    item: 'member',
    label: 'Member Plus',
    priceId: 'rally_member_plus_yearly',
    cost: 29,
    interval: 'year',
    features: ['Everything in Free', 'Member badge', 'Early access to popular games', 'Unlimited activity alerts'],
  },
] as const satisfies readonly Plan[];

/**
 * What each team tier unlocks, enforced by the server (domains/teams/roster-room.ts): today the
 * roster's size, counting members and open invitations. A tier's feature list names only what is
 * built, so the pricing pages never sell what the product does not do.
 */
export const TEAM_PLAN_LIMITS = {
  rookie: { rosterMax: 25 },
  pro: { rosterMax: 60 },
  'all-star': { rosterMax: 200 },
} as const;
export const rosterMaxOf = (tier: string): number =>
  (TEAM_PLAN_LIMITS as Record<string, { rosterMax: number }>)[tier]?.rosterMax ?? TEAM_PLAN_LIMITS.rookie.rosterMax;

/** Team tiers are priced per month in USD; Rookie is the free tier (spec section 9). */
export const TEAM_PLANS = [
  {
    id: 'rookie',
    uid: 'team-rookie',
    item: 'team',
    label: 'Rookie',
    priceId: null,
    cost: 0,
    interval: 'month',
    features: [`Roster of up to ${TEAM_PLAN_LIMITS.rookie.rosterMax} people`, 'Roles, invitations and a share link'],
  },
  {
    id: 'pro',
    uid: 'team-pro-monthly',
    item: 'team',
    label: 'Pro',
    priceId: 'rally_team_pro_monthly',
    cost: 15,
    interval: 'month',
    features: ['Everything in Rookie', `Roster of up to ${TEAM_PLAN_LIMITS.pro.rosterMax} people`],
  },
  {
    id: 'all-star',
    uid: 'team-all-star-monthly',
    item: 'team',
    label: 'All-Star',
    priceId: 'rally_team_all_star_monthly',
    cost: 35,
    interval: 'month',
    features: ['Everything in Pro', `Roster of up to ${TEAM_PLAN_LIMITS['all-star'].rosterMax} people`],
  },
] as const satisfies readonly Plan[];

export const ALL_PLANS: readonly Plan[] = [...USER_PLANS, ...TEAM_PLANS];
export type UserPlanId = (typeof USER_PLANS)[number]['id'];
export type TeamPlanId = (typeof TEAM_PLANS)[number]['id'];
export const PAID_USER_PLAN_IDS = ['organizer-pro', 'member-plus'] as const;
export type PaidUserPlanId = (typeof PAID_USER_PLAN_IDS)[number];
export const FREE_TEAM_TIER: TeamPlanId = 'rookie';
/** The spec's default user subscription label. */
export const DEFAULT_SUBSCRIPTION_LABEL = 'Free';

export const planById = (id: string): Plan | undefined => ALL_PLANS.find((plan) => plan.id === id);
export const planByPriceKey = (key: string | null | undefined): Plan | undefined => (key ? ALL_PLANS.find((plan) => plan.priceId === key) : undefined);
export const plansFor = (item: PlanItem): Plan[] => ALL_PLANS.filter((plan) => plan.item === item);

/** Checkout item types (spec section 3: "type change-team-subscription" for team plan changes). */
export const CHECKOUT_ITEM_TYPES = ['user-subscription', 'change-team-subscription'] as const;
export type CheckoutItemType = (typeof CHECKOUT_ITEM_TYPES)[number];
export const PLATFORMS = ['rally', 'meh'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const BILLING_ENVIRONMENTS = ['production', 'test'] as const;
export type BillingEnvironment = (typeof BILLING_ENVIRONMENTS)[number];

/** Where connected accounts may live: spec section 3, 45 countries, default US. */
export const CONNECT_COUNTRIES = [
  { name: 'Australia', code: 'AU' },
  { name: 'Austria', code: 'AT' },
  { name: 'Belgium', code: 'BE' },
  { name: 'Brazil', code: 'BR' },
  { name: 'Bulgaria', code: 'BG' },
  { name: 'Canada', code: 'CA' },
  { name: 'Croatia', code: 'HR' },
  { name: 'Cyprus', code: 'CY' },
  { name: 'Czech Republic', code: 'CZ' },
  { name: 'Denmark', code: 'DK' },
  { name: 'Estonia', code: 'EE' },
  { name: 'Finland', code: 'FI' },
  { name: 'France', code: 'FR' },
  { name: 'Germany', code: 'DE' },
  { name: 'Gibraltar', code: 'GI' },
  { name: 'Greece', code: 'GR' },
  { name: 'Hong Kong', code: 'HK' },
  { name: 'Hungary', code: 'HU' },
  { name: 'India', code: 'IN' },
  { name: 'Ireland', code: 'IE' },
  { name: 'Italy', code: 'IT' },
  { name: 'Japan', code: 'JP' },
  { name: 'Latvia', code: 'LV' },
  { name: 'Liechtenstein', code: 'LI' },
  { name: 'Lithuania', code: 'LT' },
  { name: 'Luxembourg', code: 'LU' },
  { name: 'Malta', code: 'MT' },
  { name: 'Mexico', code: 'MX' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'New Zealand', code: 'NZ' },
  { name: 'Norway', code: 'NO' },
  { name: 'Poland', code: 'PL' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Romania', code: 'RO' },
  { name: 'Singapore', code: 'SG' },
  { name: 'Slovakia', code: 'SK' },
  { name: 'Slovenia', code: 'SI' },
  { name: 'Spain', code: 'ES' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'Thailand', code: 'TH' },
  { name: 'United Arab Emirates', code: 'AE' },
  { name: 'United Kingdom', code: 'GB' },
  { name: 'United States', code: 'US' },
  { name: 'Malaysia', code: 'MY' },
] as const;
export type ConnectCountryCode = (typeof CONNECT_COUNTRIES)[number]['code'];
export const CONNECT_COUNTRY_CODES = CONNECT_COUNTRIES.map((c) => c.code) as [ConnectCountryCode, ...ConnectCountryCode[]];
export const DEFAULT_CONNECT_COUNTRY: ConnectCountryCode = 'US';

/** Spec section 9 and 2: billing layout and timing constants. */
export const BILLING_UI = {
  reloadAfterPaymentMs: 1_000,
  /** Plan-card skeleton height: 224 px under 1201 px of window width, else 383 px. */
  skeletonBreakpointPx: 1201,
  skeletonHeightNarrowPx: 224,
  skeletonHeightWidePx: 383,
  connectDialog: { widthPx: 550, heightPx: 500 },
  unlinkDialogMaxWidthPx: 340,
} as const;

/**
 * Why an organiser may invoice a player (server/domains/billing/invoice-recipients.ts): the
 * player joined or asked to join one of their events, is on their team, or is family.
 */
export const INVOICE_RELATIONS = ['event', 'team', 'family'] as const;
export type InvoiceRelation = (typeof INVOICE_RELATIONS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'refunded', 'partially_refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INVOICE_STATUSES = ['open', 'paid', 'refunded', 'partially_refunded', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** "$12.50" from cents. */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** "$99 / year": spec section 9, user plans per year, team plans per month. */
export function formatPlanPrice(plan: Pick<Plan, 'cost' | 'interval'>): string {
  return `$${plan.cost} / ${plan.interval}`;
}

/** This deployment's platform; Transaction History is hidden on the second variant, 'meh'. */
export const CURRENT_PLATFORM: Platform = 'rally';
