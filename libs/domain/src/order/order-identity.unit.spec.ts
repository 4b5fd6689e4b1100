import { decodeOrderEvent, isOrderEvent, ORDER_EVENT_TYPES } from './order-event-types';
import { calendarDateAt, formatOrderNumber, parseOrderNumber } from './order-number';
import { gradingOrderStream, orderIdFromStream } from './order-stream';

describe('order number', () => {
  it('formats G + yyMMdd + 6-digit daily sequence', () =>
    expect(formatOrderNumber({ year: 2026, month: 11, day: 22 }, 123)).toBe('G261122-000123'));
  it('uses the Seoul date (UTC+9)', () => {
    expect(calendarDateAt('2026-11-21T15:00:00Z')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateAt('2026-11-21T14:59:59Z')).toEqual({ year: 2026, month: 11, day: 21 });
  });
  it('refuses a sequence out of range', () => {
    expect(() => formatOrderNumber({ year: 2026, month: 1, day: 1 }, 0)).toThrow(
      expect.objectContaining({ code: 'ORDER_NUMBER.INVALID' }),
    );
    expect(() => formatOrderNumber({ year: 2026, month: 1, day: 1 }, 1_000_000)).toThrow();
  });
  it('parses back', () => {
    expect(parseOrderNumber('G261122-000123')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      dailySequence: 123,
    });
    expect(parseOrderNumber('G261322-000123')).toBeNull();
  });
});

describe('stream name', () => {
  it('is gradingOrder-<orderId>', () => expect(gradingOrderStream('abc')).toBe('gradingOrder-abc'));
  it('reads the id back', () => {
    expect(orderIdFromStream('gradingOrder-abc')).toBe('abc');
    expect(orderIdFromStream('member-abc')).toBeNull();
  });
});

describe('event decoding', () => {
  it('lists every v1 event type once', () =>
    expect(new Set(ORDER_EVENT_TYPES).size).toBe(ORDER_EVENT_TYPES.length));
  it('accepts a known v1 event', () =>
    expect(isOrderEvent({ type: 'PickupCompleted', schemaVersion: 1, data: { orderId: 'x' } })).toBe(true));
  it('reports an unknown type so subscribers can skip it', () =>
    expect(decodeOrderEvent({ type: 'CardsTeleported', schemaVersion: 1, data: {} })).toEqual({
      ok: false,
      reason: 'unknown_type',
      type: 'CardsTeleported',
    }));
  it('reports an unsupported version', () =>
    expect(decodeOrderEvent({ type: 'PickupCompleted', schemaVersion: 2, data: {} })).toMatchObject({
      ok: false,
      reason: 'unsupported_version',
    }));
  it('reports malformed input', () => {
    expect(decodeOrderEvent(null)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(decodeOrderEvent({ type: 'PickupCompleted' })).toMatchObject({ ok: false, reason: 'malformed' });
  });
});
