import { decodeOrderEvent, ORDER_EVENT_SCHEMA_VERSION } from './order-event-types';
import { ORDER_EVENT_UPCASTERS, type OrderEventUpcasters } from './order-event-upcasters';

const ORDER_ID = '0191f0c6-7d4e-7000-8000-000000000001';

// A made-up earlier schema: version 0 of OrderCancelled named the reason `note` and had no canceller.
const V0_TO_V1: OrderEventUpcasters = {
  OrderCancelled: {
    0: ({ note, ...rest }) => ({ ...rest, reason: note, cancelledBy: 'MEMBER' }),
  },
};

describe('order event upcasting', () => {
  it('turns a version 0 payload into today’s', () => {
    const decoded = decodeOrderEvent(
      { type: 'OrderCancelled', schemaVersion: 0, data: { orderId: ORDER_ID, note: 'changed my mind' } },
      V0_TO_V1,
    );
    expect(decoded).toEqual({
      ok: true,
      event: {
        type: 'OrderCancelled',
        schemaVersion: ORDER_EVENT_SCHEMA_VERSION,
        data: { orderId: ORDER_ID, reason: 'changed my mind', cancelledBy: 'MEMBER' },
      },
    });
  });

  it('refuses an old version it has no step from', () => {
    const raw = { type: 'PaymentFailed', schemaVersion: 0, data: { orderId: ORDER_ID } };
    expect(decodeOrderEvent(raw, V0_TO_V1)).toEqual({
      ok: false,
      reason: 'unsupported_version',
      type: 'PaymentFailed',
    });
  });

  it('refuses a version newer than the code', () => {
    const raw = { type: 'OrderCancelled', schemaVersion: ORDER_EVENT_SCHEMA_VERSION + 1, data: {} };
    expect(decodeOrderEvent(raw)).toMatchObject({ ok: false, reason: 'unsupported_version' });
  });

  it('refuses an unknown type and a payload that is not an object', () => {
    expect(decodeOrderEvent({ type: 'OrderTeleported', data: {} })).toMatchObject({
      ok: false,
      reason: 'unknown_type',
    });
    expect(decodeOrderEvent({ type: 'OrderCancelled', data: 'x' })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('decodes today’s version unchanged (no step registered yet)', () => {
    expect(ORDER_EVENT_UPCASTERS).toEqual({});
    const data = { orderId: ORDER_ID, reason: 'r', cancelledBy: 'MEMBER' };
    expect(decodeOrderEvent({ type: 'OrderCancelled', schemaVersion: 1, data })).toEqual({
      ok: true,
      event: { type: 'OrderCancelled', schemaVersion: 1, data },
    });
  });
});
