import type { EventRow } from './event-access.ts';

/**
 * Whether taking a spot waits for a payment. The organiser never pays for a place at their own
 * event (nor asks themself for approval): they run it, and adding themself is saying they play.
 */
export function spotNeedsPayment(event: Pick<EventRow, 'priceCents' | 'creatorId'>, userId: string, paymentStatus: string | null): boolean {
  return event.priceCents > 0 && paymentStatus !== 'paid' && userId !== event.creatorId;
}
