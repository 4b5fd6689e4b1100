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

/**
 * The branch leg of a Taiwan order in the branch's business days: the parcel from the head office to
 * the Taiwan branch and the branch's receipt (docs/domain.md "Decisions"; the spec names no figure).
 */
export const BRANCH_LEG_BUSINESS_DAYS = 3;

export interface CompletionClock {
  orderType: OrderType | null;
  /** When the money arrived; null while unpaid. */
  paidAt: string | null;
  /** When the cards reached the head office; null before. */
  cardsReceivedAt: string | null;
  /** Cancelled or already delivered orders have no estimate. */
  finished: boolean;
  /** A Taiwan order (docs/domain.md "The branch leg"): done when its cards are at the branch. */
  viaBranch?: boolean;
}

/**
 * Estimated completion date: the plan's business days at the head office (Seoul calendar; weekends
 * and Korean public holidays do not count), counted from the day the cards were received, or, before
 * that, from the payment day (a first estimate that moves forward if the cards arrive late). A
 * Taiwan order then adds the branch leg, counted in Taiwan's business days (its public holidays do
 * not count), so a Taiwan collector's date is when the cards are ready at the branch.
 */
export const estimatedCompletionDate = (clock: CompletionClock): string | null => {
  const start = clock.cardsReceivedAt ?? clock.paidAt;
  if (clock.finished || !clock.orderType || !start) return null;
  const atHeadOffice = addBusinessDays(seoulDateOf(start), TURNAROUND_BUSINESS_DAYS[clock.orderType]);
  return clock.viaBranch ? addBusinessDays(atHeadOffice, BRANCH_LEG_BUSINESS_DAYS, 'TW') : atHeadOffice;
};
