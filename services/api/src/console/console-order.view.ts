import {
  nextProcessingCommand,
  nextProcessingStep,
  serviceCountryOfCurrency,
  type Currency,
  type ProcessingStatus,
} from '@slabworks/domain';
import type { OrderListRow, OrderRow } from '@slabworks/read-models';

const movable = (row: OrderListRow) => row.actionView.paid && !row.actionView.cancelled;
// A Taiwan (TWD) order goes from casing to the Taiwan branch.
const viaBranch = (row: OrderListRow) => serviceCountryOfCurrency(row.currency as Currency) === 'TW';

/** A queue row (the detail passes its whole row): only the list's columns are read. */
export const consoleQueueItem = (row: OrderListRow) => ({
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  memberId: row.memberId,
  submitType: row.submitType,
  orderType: row.orderType,
  status: row.status,
  processingStatus: row.processingStatus,
  displayStage: row.displayStage,
  nextCommand: movable(row)
    ? nextProcessingCommand(row.processingStatus as ProcessingStatus, viaBranch(row))
    : null,
  /** The bulk step this order can take now (null: its next move needs the order screen). */
  nextStep: movable(row)
    ? nextProcessingStep(row.processingStatus as ProcessingStatus, viaBranch(row))
    : null,
  inboundTrackingNumber: row.inboundTrackingNumber,
  /** When it entered its stage; an unpaid order (no stage yet) counts from when it was placed. */
  stageSince: row.stageSince ?? row.placedAt,
  totalQt: row.totalQt,
  totalAmount: row.totalAmount,
  currency: row.currency,
  placedAt: row.placedAt,
  updatedAt: row.updatedAt,
  revision: row.revision,
});

/** Operators see everything the stream holds (items with results, both shipments, refunds). */
export const consoleOrderDetail = (row: OrderRow) => ({
  ...consoleQueueItem(row),
  state: row.state,
  timeline: row.timeline,
  ledger: row.ledger,
});
