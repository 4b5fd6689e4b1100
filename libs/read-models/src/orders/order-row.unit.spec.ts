import fc from 'fast-check';
import { foldOrder, type OrderCommand, type OrderEvent } from '@slabworks/domain';
import { actors, command, forwardCommand, gradingInput, priced, run } from '@slabworks/domain/testing';
import type { OrderEventRecord } from './order-event.decode';
import { evolveOrderRow, foldOrderEvent, orderRowColumns, type OrderRow } from './order-row';

/** A placed order, maybe paid, advanced some steps, maybe cancelled (refunded when paid). */
function historyOf(pay: boolean, steps: number, cancel: boolean): OrderEvent[] {
  const input = gradingInput();
  const placeOrder = { orderId: 'o-1', orderNumber: 'G261122-000001', order: input, pricing: priced(input) };
  let events = run([command('PlaceOrder', placeOrder, actors.member)]);
  if (pay) {
    const amount = foldOrder(events).order!.pricing.totalAmount;
    const payment = { method: 'CARD' as const, amount, providerKey: 'pay-1' };
    events = run([command('CompletePayment', payment, actors.member)], events);
  }
  for (let i = 0; pay && i < steps; i++) {
    const next: OrderCommand | null = forwardCommand(foldOrder(events));
    if (!next) break;
    events = run([next], events);
  }
  if (cancel) {
    try {
      events = run([command('CancelOrder', { reason: 'changed my mind' } as never, actors.member)], events);
    } catch {
      // not cancellable at this stage
    }
  }
  return events;
}

const recordsOf = (events: OrderEvent[]): OrderEventRecord[] =>
  events.map((event, revision) => ({
    orderId: 'o-1',
    revision,
    at: new Date(Date.UTC(2026, 10, 22, 3, 0, revision)).toISOString(),
    event,
  }));

describe("the orders row fold: the live runner's and a rebuild's", () => {
  it('folds in place (derived columns set once at the end) to the row the pure fold gives', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 16 }), fc.boolean(), (pay, steps, cancel) => {
        const records = recordsOf(historyOf(pay, steps, cancel));
        const pure: OrderRow[] = [];
        const seen: OrderRow[] = []; // each row as it was when made
        for (const record of records) {
          pure.push(evolveOrderRow(pure.at(-1) ?? null, record));
          seen.push(structuredClone(pure.at(-1)!));
        }

        let inPlace: OrderRow | null = null;
        for (const record of records) inPlace = foldOrderEvent(inPlace, record);
        expect(orderRowColumns(inPlace!)).toEqual(pure.at(-1));
        // The pure fold never changed a row it was given (the live runner's rows).
        expect(pure).toEqual(seen);
      }),
      { numRuns: 40 },
    );
  });
});

describe("the queue's columns of a row", () => {
  it('has no stage time before payment, then the time the current stage was entered', () => {
    const unpaid = recordsOf(historyOf(false, 0, false));
    const unpaidRow = unpaid.reduce<OrderRow | null>((row, record) => evolveOrderRow(row, record), null)!;
    expect(unpaidRow.stageSince).toBeNull();

    const records = recordsOf(historyOf(true, 3, false));
    const row = records.reduce<OrderRow | null>((r, record) => evolveOrderRow(r, record), null)!;
    expect(row.displayStage).not.toBeNull();
    expect(row.stageSince).toBe(row.timeline.at(-1)!.at);
    expect(row.inboundTrackingNumber).toBe(row.state.inbound?.trackingNumber ?? null);
  });
});
