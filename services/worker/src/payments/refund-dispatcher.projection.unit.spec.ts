import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import type { PaymentProvider } from '@slabworks/payments';
import { refundDispatcherProjection } from './refund-dispatcher.projection';

const orderId = '0193a4f0-0000-7000-8000-000000000002';
const event = (revision: number, type: string): RecordedEvent => ({
  streamId: gradingOrderStream(orderId),
  revision,
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  type,
  data: { orderId },
  metadata: {},
  createdAt: new Date('2026-11-27T00:00:00Z'),
  position: String(revision),
  globalPosition: String(revision),
});

describe('refund dispatcher projection', () => {
  it('knows every order event; only the refund ones reach the store or the provider', async () => {
    const store = { read: jest.fn(), append: jest.fn() } as unknown as EventStore;
    const provider = {} as PaymentProvider;
    const projection = refundDispatcherProjection(store, provider);
    expect(projection.isKnown('OrderPlaced')).toBe(true);
    expect(projection.eventTypes).toEqual([
      'RefundIssued',
      'PartialCancelCompleted',
      'RefundAccountRegistered',
    ]);

    const target = { schema: 'read_models', live: true, streams: store };
    await projection.apply(
      null as never,
      [event(0, 'OrderPlaced'), event(1, 'ShippingAddressChanged')],
      target,
    );
    expect(store.read).not.toHaveBeenCalled();
  });
});
