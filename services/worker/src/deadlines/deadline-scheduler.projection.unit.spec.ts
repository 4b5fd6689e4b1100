import { gradingOrderStream } from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';
import type { DeadlineQueue } from './deadline-queue';
import { deadlineSchedulerProjection } from './deadline-scheduler.projection';

const orderId = '0193a4f0-0000-7000-8000-000000000001';
const event = (revision: number, type: string, data: Record<string, unknown> = {}): RecordedEvent => ({
  streamId: gradingOrderStream(orderId),
  revision,
  id: `00000000-0000-4000-8000-00000000000${revision}`,
  type,
  data: { orderId, ...data },
  metadata: {},
  createdAt: new Date('2026-11-27T00:00:00Z'),
  position: String(revision),
  globalPosition: String(revision),
});

describe('deadline scheduler projection', () => {
  const queue = { schedule: jest.fn(), unschedule: jest.fn() };
  const projection = deadlineSchedulerProjection(queue as unknown as DeadlineQueue);
  const target = { schema: 'read_models', live: true, streams: { read: jest.fn() } };
  beforeEach(() => jest.clearAllMocks());

  it('knows every order event but is changed only by the deadline ones', () => {
    expect(projection.isKnown('ShippingAddressChanged')).toBe(true);
    expect(projection.eventTypes).not.toContain('ShippingAddressChanged');
    expect(projection.eventTypes).toEqual(
      expect.arrayContaining(['VirtualAccountIssued', 'PaymentCompleted', 'OrderCancelled']),
    );
  });

  it('keeps a deadline when another kind of event follows it in the same batch', async () => {
    const dueAt = '2026-11-30T14:59:59.000Z';
    await projection.apply(
      null as never,
      [event(1, 'VirtualAccountIssued', { dueAt }), event(2, 'ShippingAddressChanged')],
      target,
    );
    expect(queue.schedule).toHaveBeenCalledWith([{ orderId, dueAt, kind: 'deposit' }]);
    expect(queue.unschedule).toHaveBeenCalledWith([]);
    expect(queue.unschedule).toHaveBeenCalledWith([orderId], ['unpaid']);
  });

  it('schedules an unpaid order at its payBy, and drops both deadlines once it is paid', async () => {
    const payBy = '2026-11-28T03:00:00.000Z';
    await projection.apply(null as never, [event(1, 'OrderPlaced', { payBy })], target);
    expect(queue.schedule).toHaveBeenCalledWith([{ orderId, dueAt: payBy, kind: 'unpaid' }]);
    jest.clearAllMocks();
    await projection.apply(null as never, [event(2, 'PaymentFailed'), event(3, 'PaymentCompleted')], target);
    expect(queue.schedule).toHaveBeenCalledWith([]);
    expect(queue.unschedule).toHaveBeenCalledWith([orderId]);
  });

  it('schedules nothing for an order placed before unpaid deadlines existed', async () => {
    await projection.apply(null as never, [event(1, 'OrderPlaced')], target);
    expect(queue.schedule).toHaveBeenCalledWith([]);
  });
});
