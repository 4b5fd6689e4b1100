import { GRADING_ORDER_STREAM_PREFIX, orderIdFromStream, type RefundAccount } from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';
import type { EventStore } from '@slabworks/event-store';
import type { PaymentProvider } from '@slabworks/payments';
import { isKnownOrderEvent, type Projection } from '@slabworks/read-models';
import { dispatchRefund, issueOwedRefund } from './dispatch-refund';
import { recordDispatch, wasDispatched } from './refund-dispatch.log';

const TRIGGERS = new Set(['RefundIssued', 'PartialCancelCompleted', 'RefundAccountRegistered']);

/**
 * Provider side effects of refunds, driven by the event store subscription with its own checkpoint
 * (never the in-process bus). The dispatch log is written in the checkpoint's transaction.
 */
export function refundDispatcherProjection(store: EventStore, provider: PaymentProvider): Projection {
  return {
    name: 'refund-dispatcher',
    version: 1,
    streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
    tables: [],
    // Only these do anything here: the store hands it nothing else.
    eventTypes: [...TRIGGERS],
    isKnown: isKnownOrderEvent,
    async apply(db, events: RecordedEvent[]) {
      for (const event of events) {
        if (!TRIGGERS.has(event.type)) continue;
        const orderId = orderIdFromStream(event.streamId);
        if (!orderId) continue;
        if (event.type !== 'RefundIssued') {
          await issueOwedRefund(store, orderId, event.id);
          continue;
        }
        const data = event.data as { refundId: string; amount: number; account: RefundAccount | null };
        if (await wasDispatched(db, orderId, data.refundId)) continue;
        const result = await dispatchRefund(store, provider, { orderId, ...data });
        if (result.outcome !== 'SKIPPED')
          await recordDispatch(db, orderId, data.refundId, result.outcome, result.detail);
      }
    },
  };
}
