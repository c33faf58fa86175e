/** How long a promoted (or newly joined) player's paid spot is held while they pay. */
export const OFFER_HOLD_MINUTES = 15;
/**
 * Stripe refuses Checkout Sessions that expire sooner than 30 minutes after creation, so the
 * session outlives the hold; a payment that lands after the hold lapsed is handled in
 * event-payments.ts.
 */
export const CHECKOUT_MIN_MINUTES = 31;
/** Reminders go out this long before the start; an event created later gets the short one. */
export const REMINDER_LEAD_HOURS = 24;
export const SHORT_REMINDER_LEAD_HOURS = 2;
/** When a minimum-needed event gives no cut-off, the minimum is checked this long before the start. */
export const DEFAULT_MINIMUM_CUTOFF_HOURS = 2;
/** Statuses of a joiner who is still part of the event (told about changes, listed in "mine"). */
export const ACTIVE_JOINER_STATUSES = ['going', 'waitlisted', 'pending', 'offered'] as const;
/** Statuses that hold spots in events.spots_taken. */
export const SPOT_HOLDING_STATUSES = ['going', 'offered'] as const;
/** The notification-settings key for everything about events the user joined or organises. */
export const EVENT_NOTICE_KEY = 'eventJoined';
/**
 * 'usersJoinNearby': players who play the sport within this distance of a public event hear that
 * people are joining it, once per event, after joins settle for a while (so one notice covers a
 * burst of joins), and only up to a number of players per event (the nearest first).
 */
export const JOIN_NEARBY = { radiusKm: 16, settleMinutes: 10, maxRecipients: 200 } as const;
