import type { DisplayStage } from './display-stage';

/** The queue's stage of an order: its display stage, or UNPAID before one (placed, not paid yet). */
export type QueueStage = DisplayStage | 'UNPAID';

/**
 * Days an order may sit in one stage before the queue flags it overdue (issue #34). The spec sets
 * no per-stage deadline, only the plan's completion date; these are the operations team's working
 * limits, kept here so the api and the console read one table. Stages the collector or the courier
 * holds (a deposit, a tracking number, a parcel on its way) wait longer than the desk's own; final
 * stages (delivered, cancelled) have none.
 */
// prettier-ignore
export const STAGE_DAY_LIMITS: Readonly<Record<QueueStage, number | null>> = {
  UNPAID:                3,
  WAITING_FOR_DEPOSIT:   3,
  NEED_INVOICE_INPUT:    7,
  PICKUP_REQUIRED:       3,
  SHIPPING_IN:           5,
  SHIPPING_IN_COMPLETE:  1,
  WAREHOUSE_IN:          2,
  GRADING:               5,
  GRADING_COMPLETE:      2,
  SENT_TO_BRANCH:        5,
  BRANCH_RECEIVED:       2,
  SHIPPING_OUT:          5,
  SHIPPING_OUT_COMPLETE: null,
  CANCELLED:             null,
};

const DAY_MS = 86_400_000;

/** Whole days since the order entered its stage (0 on the first day). */
export const daysInStage = (since: string | Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS));

/** Past its stage's limit: more whole days in the stage than the limit allows. */
export const isStageOverdue = (stage: QueueStage, since: string | Date | null, now: Date): boolean => {
  const limit = STAGE_DAY_LIMITS[stage];
  return limit !== null && since !== null && daysInStage(since, now) > limit;
};
