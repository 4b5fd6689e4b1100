import { GRADING_ORDER_STREAM_PREFIX, orderIdFromStream } from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';
import { isKnownOrderEvent, type Projection } from '@slabworks/read-models';
import type { DeadlineQueue } from './deadline-queue';
import { eventLogFields } from '../logging/event-log-fields';

const SCHEDULES = 'VirtualAccountIssued';
const UNSCHEDULES = new Set([
  'PaymentCompleted',
  'OrderCancelled',
  'DepositDeadlineExpired',
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
    eventTypes: [SCHEDULES, ...UNSCHEDULES],
    isKnown: isKnownOrderEvent,
    async apply(_db, events: RecordedEvent[]) {
      // Only the last word per order in this batch matters (issued then paid = nothing to keep).
      const last = new Map<string, RecordedEvent>();
      for (const event of events) {
        if (event.type !== SCHEDULES && !UNSCHEDULES.has(event.type)) continue;
        const orderId = orderIdFromStream(event.streamId);
        if (orderId) last.set(orderId, event);
      }
      const schedule: { orderId: string; dueAt: string }[] = [];
      const unschedule: string[] = [];
      for (const [orderId, event] of last) {
        const dueAt = (event.data as { dueAt?: unknown }).dueAt;
        if (event.type === SCHEDULES && typeof dueAt === 'string') schedule.push({ orderId, dueAt });
        else unschedule.push(orderId);
      }
      await queue.schedule(schedule);
      await queue.unschedule(unschedule);
      for (const { orderId, dueAt } of schedule)
        log({ msg: 'deposit deadline scheduled', orderId, dueAt, ...eventLogFields(last.get(orderId)!) });
    },
  };
}
