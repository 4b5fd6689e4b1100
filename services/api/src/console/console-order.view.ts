import { nextProcessingCommand, type ProcessingStatus } from '@slabworks/domain';
import type { OrderListRow, OrderReadRow } from '../order/read-model/order-read.row';

/** A queue row (the detail passes its whole row): only the list's columns are read. */
export const consoleQueueItem = (row: OrderListRow) => ({
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  memberId: row.memberId,
  submitType: row.submitType,
  status: row.status,
  processingStatus: row.processingStatus,
  displayStage: row.displayStage,
  nextCommand:
    row.actionView.paid && !row.actionView.cancelled
      ? nextProcessingCommand(row.processingStatus as ProcessingStatus)
      : null,
  totalQt: row.totalQt,
  totalAmount: row.totalAmount,
  currency: row.currency,
  placedAt: row.placedAt,
  updatedAt: row.updatedAt,
  revision: row.revision,
});

/** Operators see everything the stream holds (items with results, both shipments, refunds). */
export const consoleOrderDetail = (row: OrderReadRow) => ({
  ...consoleQueueItem(row),
  state: row.state,
  timeline: row.timeline,
  ledger: row.ledger,
});
