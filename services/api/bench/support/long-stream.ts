import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand, OrderStateCache, type ExecuteOptions } from '@slabworks/order-commands';
import type { BenchSession } from './bench-members';
import type { BenchHttp } from './http-client';
import type { Window } from './load';
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
  const command = (orderId: string, options: ExecuteOptions) => () =>
    executeOrderCommand(
      store,
      { orderId, commandId: randomUUID(), actor: SYSTEM, correlationId: 'bench-long' },
      failPayment,
      options,
    );
  const cache = new OrderStateCache();
  // Each pair of windows is measured interleaved (one op of each in turn, the order flipped each
  // time): back to back, the first ran while the projections still worked through the 500 events
  // just grown, and the ratio swung between 0.5 and 1.8 from run to run.
  const [shortUncached, longUncached] = await interleaved(
    ['command on a 5-event order, no cache', command(short.orderId, {})],
    ['command on a 500-event order, no cache', command(long.orderId, {})],
  );
  const [shortCached, longCached] = await interleaved(
    ['command on a 5-event order', command(short.orderId, { cache })],
    ['command on a 500-event order', command(long.orderId, { cache })],
  );
  return { shortUncached, longUncached, short: shortCached, long: longCached };
}

const PAIRS = 60;

async function interleaved(
  a: [string, () => Promise<unknown>],
  b: [string, () => Promise<unknown>],
): Promise<[Window, Window]> {
  const windows = [a, b].map(([name, op]) => ({
    name,
    op,
    latencies: [] as number[],
    failures: 0,
    seconds: 0,
  }));
  for (let i = 0; i < PAIRS; i++) {
    for (const w of i % 2 ? [...windows].reverse() : windows) {
      const t = performance.now();
      try {
        await w.op();
        w.latencies.push(performance.now() - t);
      } catch (error) {
        if (w.failures++ === 0) console.error(`  ${w.name}: failed: ${String(error)}`);
      }
      w.seconds += (performance.now() - t) / 1000;
    }
  }
  const [first, second] = windows.map(({ name, latencies, failures, seconds }): Window => ({
    name,
    clients: 1,
    ops: latencies.length,
    failures,
    seconds,
    latencies,
  }));
  return [first!, second!];
}
