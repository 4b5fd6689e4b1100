import type { OrderStatus } from '../order/order.values';
import { isStartStatus, ProcessingStatus } from './processing-status';

export const DISPLAY_STAGES = [
  'WAITING_FOR_DEPOSIT',
  'NEED_INVOICE_INPUT',
  'PICKUP_REQUIRED',
  'SHIPPING_IN',
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
  // Spec §4 progress: "sent to branch office (Taiwan)"; Taiwan orders only (issue #32).
  'SENT_TO_BRANCH',
  'BRANCH_RECEIVED',
  'SHIPPING_OUT',
  'SHIPPING_OUT_COMPLETE',
  'CANCELLED',
] as const;
export type DisplayStage = (typeof DISPLAY_STAGES)[number];

const STAGE_OF_STEP: Partial<Record<ProcessingStatus, DisplayStage>> = {
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: 'NEED_INVOICE_INPUT',
  SHIPPING_IN: 'SHIPPING_IN',
  SHIPPING_IN_COMPLETE: 'SHIPPING_IN_COMPLETE',
  WAREHOUSE_IN: 'WAREHOUSE_IN',
  CARD_CORRESPOND_CHECKED: 'GRADING',
  VSC_CHECKED: 'GRADING',
  CARD_DEFECT_CHECKED: 'GRADING',
  CARD_SCORED: 'GRADING_COMPLETE',
  CASING_COMPLETE: 'GRADING_COMPLETE',
  WAREHOUSE_OUT: 'SHIPPING_OUT',
  SENT_TO_BRANCH: 'SENT_TO_BRANCH',
  BRANCH_RECEIVED: 'BRANCH_RECEIVED',
  SHIPPING_OUT: 'SHIPPING_OUT',
  SHIPPING_OUT_COMPLETE: 'SHIPPING_OUT_COMPLETE',
};

export const displayStageOfProcessing = (status: ProcessingStatus): DisplayStage | null => {
  if (isStartStatus(status) && status !== 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION')
    return 'PICKUP_REQUIRED';
  return STAGE_OF_STEP[status] ?? null;
};

export interface StageView {
  status: OrderStatus | null;
  processingStatus: ProcessingStatus;
  // A paid order that was cancelled ends REFUNDED; it must still read as cancelled.
  cancelled?: boolean;
}

// null: the order has no stage yet (draft, placed but unpaid, payment failed).
export const displayStageOf = ({ status, processingStatus, cancelled }: StageView): DisplayStage | null => {
  if (cancelled || status === 'CANCELLED' || status === 'DEADLINE_EXPIRED') return 'CANCELLED';
  if (status === 'WAITING_FOR_DEPOSIT') return 'WAITING_FOR_DEPOSIT';
  return displayStageOfProcessing(processingStatus);
};

// The stage whose rules apply. A placed order that is not paid yet (SAVED, PAYMENT_FAILED) shows no
// stage but follows WAITING_FOR_DEPOSIT's rules: nothing was paid, so it may be cancelled or edited.
export const ruleStageOf = (view: StageView): DisplayStage | null => {
  const shown = displayStageOf(view);
  if (shown !== null) return shown;
  return view.status === 'SAVED' || view.status === 'PAYMENT_FAILED' ? 'WAITING_FOR_DEPOSIT' : null;
};
