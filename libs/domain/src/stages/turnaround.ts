import type { OrderType } from '../order/order.values';

/**
 * Spec: "turnaround 5, 10 or 15 business days by plan" (express, regular, bulk). A re-holder order is
 * ours: regular's 10. The clock starts when the cards reach the head office (SHIPPING_IN_COMPLETE),
 * because until then the wait is the courier's, not ours. Business days are Monday to Friday; public
 * holidays are not modelled (an order may show as late a day or two early around them).
 */
export const TURNAROUND_BUSINESS_DAYS: Readonly<Record<OrderType, number>> = {
  EXP: 5,
  REG: 10,
  BULK: 15,
  REHOLDER: 10,
};

const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** `days` business days after `from` (UTC weekdays), the same time of day. */
export const addBusinessDays = (from: Date, days: number): Date => {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
};

/** The latest receipt instant that is already late at `now`: received before it means overdue. */
export const lateIfReceivedBefore = (now: Date, days: number): Date => {
  const at = new Date(now.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() - 1);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
};

export const estimatedCompletion = (receivedAt: Date, orderType: OrderType): Date =>
  addBusinessDays(receivedAt, TURNAROUND_BUSINESS_DAYS[orderType]);
