import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand, OrderStateCache, type ExecuteOptions } from '@slabworks/order-commands';
import type { BenchSession } from './bench-members';
import type { BenchHttp } from './http-client';
import { measure, type Window } from './load';
import { placeOrder } from './order-flow';

export interface LongStreamPhase {
  short: Window;
  long: Window;
  shortUncached: Window;
  longUncached: Window;
}

const SYSTEM = { id: 'bench', role: 'SYSTEM' as const };
// A placed, unpaid order takes PaymentFailed again and again: a cheap way to grow a stream.
const failPayment = () => ({ type: 'FailPayment' as const, data: { reason: 'bench' } });

async function grow(store: EventStore, orderId: string, events: number): Promise<void> {
  const cache = new OrderStateCache(); // its own: the measured cache starts cold
  for (let i = 1; i < events; i++)
    await executeOrderCommand(
      store,
      { orderId, commandId: randomUUID(), actor: SYSTEM, correlationId: 'bench-grow' },
      failPayment,
      { cache },
    );
}

/**
 * The command pipeline (read → fold → decide → append, as OrderCommandExecutor runs it) on a
 * 5-event and a 500-event order, with the api's folded-order cache and without: the cache keeps
 * the long order's cost near the short one's.
 */
export async function runLongStreamPhase(
  http: BenchHttp,
  store: EventStore,
  member: BenchSession,
): Promise<LongStreamPhase> {
  const short = await placeOrder(http, member);
  const long = await placeOrder(http, member);
  await grow(store, short.orderId, 5);
  await grow(store, long.orderId, 500);
  const window = (name: string, orderId: string, options: ExecuteOptions) =>
    measure(name, { clients: 1, seconds: 10, maxOps: 60 }, async () => {
      await executeOrderCommand(
        store,
        { orderId, commandId: randomUUID(), actor: SYSTEM, correlationId: 'bench-long' },
        failPayment,
        options,
      );
    });
  const cache = new OrderStateCache();
  return {
    shortUncached: await window('command on a 5-event order, no cache', short.orderId, {}),
    longUncached: await window('command on a 500-event order, no cache', long.orderId, {}),
    short: await window('command on a 5-event order', short.orderId, { cache }),
    long: await window('command on a 500-event order', long.orderId, { cache }),
  };
}
