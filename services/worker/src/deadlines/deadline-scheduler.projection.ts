import { GRADING_ORDER_STREAM_PREFIX, orderIdFromStream } from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';
import { isKnownOrderEvent, type Projection } from '@slabworks/read-models';
import type { DeadlineKind, DeadlineQueue } from './deadline-queue';
import { eventLogFields } from '../logging/event-log-fields';

const DEPOSIT_DUE = 'VirtualAccountIssued';
// Issue #31: an order placed with a payBy expires unpaid unless paid (or a virtual account takes over).
const PAY_BY = 'OrderPlaced';
const ENDS = new Set([
  'PaymentCompleted',
  'OrderCancelled',
  'DepositDeadlineExpired',
  'UnpaidOrderExpired',
  'OrderDraftDiscarded',
]);

/**
 * A side-effect "projection": it owns no table, only a checkpoint. Each batch's jobs are added or
 * removed before the checkpoint commits, so a crash re-sends them (jobId makes that harmless) and
 * none is skipped. Driven by the event store subscription, never the in-process bus.
 */
export function deadlineSchedulerProjection(
  queue: DeadlineQueue,
  /** One line per scheduled deadline, with the issuing request's correlationId. */
  log: (line: Record<string, unknown>) => void = () => undefined,
): Projection {
  return {
    name: 'deadline-scheduler',
    version: 1,
    streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
    tables: [],
    // Only these change a deadline: the store hands it nothing else.
    eventTypes: [DEPOSIT_DUE, PAY_BY, ...ENDS],
    isKnown: isKnownOrderEvent,
    async apply(_db, events: RecordedEvent[]) {
      // Only the last word per order in this batch matters (issued then paid = nothing to keep).
      const last = new Map<string, RecordedEvent>();
      for (const event of events) {
        if (event.type !== DEPOSIT_DUE && event.type !== PAY_BY && !ENDS.has(event.type)) continue;
        const orderId = orderIdFromStream(event.streamId);
        if (orderId) last.set(orderId, event);
      }
      const schedule: { orderId: string; dueAt: string; kind: DeadlineKind }[] = [];
      const unschedule: string[] = [];
      const unpaidOver: string[] = [];
      for (const [orderId, event] of last) {
        const data = event.data as { dueAt?: unknown; payBy?: unknown };
        if (event.type === DEPOSIT_DUE && typeof data.dueAt === 'string') {
          schedule.push({ orderId, dueAt: data.dueAt, kind: 'deposit' });
          unpaidOver.push(orderId); // the virtual account's own deadline applies now
        } else if (event.type === PAY_BY) {
          if (typeof data.payBy === 'string') schedule.push({ orderId, dueAt: data.payBy, kind: 'unpaid' });
        } else unschedule.push(orderId);
      }
      await queue.schedule(schedule);
      await queue.unschedule(unschedule);
      await queue.unschedule(unpaidOver, ['unpaid']);
      for (const { orderId, dueAt, kind } of schedule)
        log({
          msg: kind === 'deposit' ? 'deposit deadline scheduled' : 'unpaid order deadline scheduled',
          orderId,
          dueAt,
          ...eventLogFields(last.get(orderId)!),
        });
    },
  };
}
