import type { OrderType } from '../order/order.values';
import { addBusinessDays, seoulDateOf } from './business-days';

/** Turnaround by plan in business days (spec §9: 5, 10 or 15). */
export const TURNAROUND_BUSINESS_DAYS: Readonly<Record<OrderType, number>> = {
  EXP: 5,
  REG: 10,
  BULK: 15,
  // Re-holdering is priced like a regular order; the spec names no turnaround of its own.
  REHOLDER: 10,
};

export interface CompletionClock {
  orderType: OrderType | null;
  /** When the money arrived; null while unpaid. */
  paidAt: string | null;
  /** When the cards reached the head office; null before. */
  cardsReceivedAt: string | null;
  /** Cancelled or already delivered orders have no estimate. */
  finished: boolean;
}

/**
 * Estimated completion date (Seoul calendar date): the plan's business days counted from the day
 * the cards were received, or, before that, from the payment day (a first estimate that moves
 * forward if the cards arrive late). Weekends and Korean public holidays do not count.
 */
export const estimatedCompletionDate = (clock: CompletionClock): string | null => {
  const start = clock.cardsReceivedAt ?? clock.paidAt;
  if (clock.finished || !clock.orderType || !start) return null;
  return addBusinessDays(seoulDateOf(start), TURNAROUND_BUSINESS_DAYS[clock.orderType]);
};
