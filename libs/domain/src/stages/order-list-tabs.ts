import type { OrderStatus } from '../order/order.values';
import type { ProcessingStatus } from './processing-status';

export const ORDER_LIST_TABS = ['all', 'inProcess', 'cancel', 'refund', 'complete'] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

export interface OrderListRow {
  status: OrderStatus;
  processingStatus: ProcessingStatus;
  refundedAmount?: number;
  cancelled?: boolean;
}

const IN_PROCESS: readonly OrderStatus[] = [
  'SAVED',
  'WAITING_FOR_DEPOSIT',
  'PAYMENT_FAILED',
  'PROCESSING',
  'REQUEST_PARTIAL_CANCELED',
  'COMPLETE_PARTIAL_CANCELED',
];

// An order can sit in several tabs: a delivered order with a partial refund is both "refund" and
// "complete"; a paid order that was cancelled ends REFUNDED and is both "cancel" and "refund".
// Drafts (TEMP_SAVED) belong to no tab: they live only in the temporary-save list.
export const orderListTabsOf = (row: OrderListRow): OrderListTab[] => {
  if (row.status === 'TEMP_SAVED') return [];
  const tabs: OrderListTab[] = ['all'];
  const delivered = row.processingStatus === 'SHIPPING_OUT_COMPLETE';
  if (IN_PROCESS.includes(row.status) && !delivered) tabs.push('inProcess');
  if (row.cancelled || row.status === 'CANCELLED' || row.status === 'DEADLINE_EXPIRED') tabs.push('cancel');
  if (row.status === 'REFUNDED' || row.status === 'WRONG_REFUND_ACCOUNT' || (row.refundedAmount ?? 0) > 0)
    tabs.push('refund');
  if (row.status === 'COMPLETE') tabs.push('complete');
  return tabs;
};

export const isInOrderListTab = (row: OrderListRow, tab: OrderListTab): boolean =>
  orderListTabsOf(row).includes(tab);

// For a SQL filter in the read model: statuses that alone put an order in a tab (the partial-refund
// and delivered refinements need refundedAmount and processingStatus as well).
export const ORDER_LIST_TAB_STATUSES: Readonly<Record<Exclude<OrderListTab, 'all'>, readonly OrderStatus[]>> =
  {
    inProcess: IN_PROCESS,
    cancel: ['CANCELLED', 'DEADLINE_EXPIRED'],
    refund: ['REFUNDED', 'WRONG_REFUND_ACCOUNT'],
    complete: ['COMPLETE'],
  };
