import type { OrderStatus, ShippingMethod } from '../order/order.values';
import { ruleStageOf } from './display-stage';
import type { ProcessingStatus } from './processing-status';
import { isAddressChangeable, isCancellable, isRefundable, stageAllows } from './stage-rules';

export const MEMBER_ACTIONS = [
  'PAY',
  'CANCEL',
  'CHANGE_ADDRESS',
  'ENTER_INBOUND_TRACKING',
  'REQUEST_PARTIAL_CANCEL',
  'REGISTER_REFUND_ACCOUNT',
  'TRACK_ORDER',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

// What the web knows from a read-model row; orderActionView(state) builds the same from a stream.
export interface OrderActionView {
  status: OrderStatus | null;
  processingStatus: ProcessingStatus;
  cancelled?: boolean;
  paid?: boolean;
  shippingMethod?: ShippingMethod;
  openUngradableItems?: number;
  partialCancelPending?: boolean;
}

// Mirrors decide's refusals so the UI offers only what the server will accept.
export const allowedActions = (view: OrderActionView): MemberAction[] => {
  const stage = ruleStageOf(view);
  const cancelled =
    Boolean(view.cancelled) || view.status === 'CANCELLED' || view.status === 'DEADLINE_EXPIRED';
  const paid = Boolean(view.paid);
  const actions: MemberAction[] = [];
  if (view.status === 'SAVED' || view.status === 'PAYMENT_FAILED') actions.push('PAY');
  if (!cancelled && isCancellable(stage)) actions.push('CANCEL');
  if (!cancelled && isAddressChangeable(stage)) actions.push('CHANGE_ADDRESS');
  const ownShipping =
    view.processingStatus === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION' ||
    (view.processingStatus === 'SHIPPING_IN' && view.shippingMethod === 'SELF_SHIPPING');
  if (!cancelled && paid && ownShipping) actions.push('ENTER_INBOUND_TRACKING');
  const canRequestRefund =
    paid &&
    !cancelled &&
    isRefundable(stage) &&
    !view.partialCancelPending &&
    view.status !== 'WRONG_REFUND_ACCOUNT' &&
    (view.openUngradableItems ?? 0) > 0;
  if (canRequestRefund) actions.push('REQUEST_PARTIAL_CANCEL');
  if (paid) actions.push('REGISTER_REFUND_ACCOUNT');
  if (stageAllows(stage, 'outboundInfoSent')) actions.push('TRACK_ORDER');
  return actions;
};

const NEXT_OPERATOR_COMMAND: Partial<Record<ProcessingStatus, string>> = {
  OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION: 'RegisterInboundShipment',
  BRG_SHIPPING_BEFORE_PICKUP: 'CompletePickup',
  QUICK_SHIPPING_BEFORE_PICKUP: 'CompletePickup',
  VISIT_SHIPPING_BEFORE_PICKUP: 'CompletePickup',
  SHIPPING_IN: 'ShipIn',
  SHIPPING_IN_COMPLETE: 'Warehouse',
  WAREHOUSE_IN: 'CheckCorrespondence',
  CARD_CORRESPOND_CHECKED: 'CheckVsc',
  VSC_CHECKED: 'CheckDefects',
  CARD_DEFECT_CHECKED: 'ScoreCard',
  CARD_SCORED: 'CompleteCasing',
  CASING_COMPLETE: 'ReleaseFromWarehouse',
  WAREHOUSE_OUT: 'ShipOut',
  SENT_TO_BRANCH: 'ReceiveAtBranch',
  BRANCH_RECEIVED: 'ShipOut',
  SHIPPING_OUT: 'CompleteDelivery',
};

// For the operator console: the command that moves processing one step forward, if any. A Taiwan
// order (viaBranch) goes from casing to the branch instead of out of the head office's warehouse.
export const nextProcessingCommand = (
  processingStatus: ProcessingStatus,
  viaBranch = false,
): string | null =>
  viaBranch && processingStatus === 'CASING_COMPLETE'
    ? 'SendToBranch'
    : (NEXT_OPERATOR_COMMAND[processingStatus] ?? null);
