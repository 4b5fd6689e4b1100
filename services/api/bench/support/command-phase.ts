import type { EventStore } from '@slabworks/event-store';
import type { ProbeResult } from './api-process';
import type { BenchSession } from './bench-members';
import type { BenchHttp } from './http-client';
import { measure, type Window, type WindowLimits } from './load';
import { advance, payOrder, placeOrder, type OrderInProcess, type PlacedOrder } from './order-flow';
import type { ProjectionLagSampler } from './projection-lag';

export interface CommandPhase {
  place1: Window;
  place8: Window;
  advance1: Window;
  advance8: Window;
  placed: PlacedOrder[];
  /** Orders the operators drove (some delivered, some part way), for history templates. */
  driven: OrderInProcess[];
  /** Untimed windows run under the api's profiler: round trips and CPU per command. */
  placeProbe: ProbeResult & { ops: number };
  advanceProbe: ProbeResult & { ops: number };
}

export type Probe = (work: () => Promise<unknown>) => Promise<ProbeResult>;
const PROBED_OPS = 120;

const STEPS_PER_ORDER = 13;

async function payMany(store: EventStore, orders: PlacedOrder[]): Promise<OrderInProcess[]> {
  const paid: OrderInProcess[] = new Array(orders.length);
  let next = 0;
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (next < orders.length) {
        const i = next++;
        paid[i] = await payOrder(store, orders[i]!);
      }
    }),
  );
  return paid;
}

/** Each operator works through their own queue of paid orders, step by step with If-Match. */
async function advanceWindow(
  name: string,
  limits: WindowLimits,
  http: BenchHttp,
  operators: BenchSession[],
  queues: OrderInProcess[][],
  lag: ProjectionLagSampler,
): Promise<Window> {
  return measure(name, limits, async (client) => {
    const queue = queues[client]!;
    const order = queue[0];
    if (!order) return false;
    await advance(http, operators[client]!, order);
    lag.offer(order.orderId, order.revision);
    if (order.steps.length === 0) queue.shift();
  });
}

/**
 * place-order and advance-stage over HTTP with 1 and then 8 clients, after an untimed warm-up.
 * Orders are paid between the two (not timed); projection lag is offered every answer.
 */
export async function runCommandPhase(
  http: BenchHttp,
  store: EventStore,
  members: BenchSession[],
  operators: BenchSession[],
  lag: ProjectionLagSampler,
  limits: { place1: WindowLimits; place8: WindowLimits; advance1: WindowLimits; advance8: WindowLimits },
  log: (line: string) => void,
  probe: Probe,
): Promise<CommandPhase> {
  const placed: PlacedOrder[] = [];
  const placeOp = async (client: number) => {
    const order = await placeOrder(http, members[client]!);
    placed.push(order);
    lag.offer(order.orderId, order.revision);
  };
  await measure('warm-up place', { clients: 8, seconds: 10, maxOps: 40 }, placeOp);
  // BENCH_SETTLE_SECONDS: let the warm-up's projection backlog and autovacuum pass before timing.
  const settle = Number(process.env.BENCH_SETTLE_SECONDS ?? 0);
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  const place1 = await measure('place-order, 1 client', limits.place1, placeOp);
  log(`  place-order, 1 client: ${place1.ops} orders`);
  const place8 = await measure('place-order, 8 clients', limits.place8, placeOp);
  log(`  place-order, 8 clients: ${place8.ops} orders`);
  let probedPlaces = 0;
  const placeProbe = await probe(async () => {
    const w = await measure('profiled place-order', { clients: 1, seconds: 30, maxOps: PROBED_OPS }, placeOp);
    probedPlaces = w.ops;
  });

  // Enough paid orders for each window's step bound, plus one per client for the warm-up.
  const wanted =
    Math.ceil((limits.advance1.maxOps + limits.advance8.maxOps + PROBED_OPS) / STEPS_PER_ORDER) + 12;
  const toPay = placed.slice(0, Math.min(wanted, placed.length - 4));
  const paid = await payMany(store, toPay);
  log(`  paid ${paid.length} orders (CompletePayment through the command path, not timed)`);
  const driven = [...paid];
  const warm = paid.splice(0, 1);
  await advanceWindow(
    'warm-up advance',
    { clients: 1, seconds: 30, maxOps: 100 },
    http,
    operators,
    [warm],
    lag,
  );
  const share = Math.ceil(limits.advance1.maxOps / STEPS_PER_ORDER) + 1;
  const queue1 = [paid.splice(0, share)];
  const advance1 = await advanceWindow(
    'advance-stage, 1 client',
    limits.advance1,
    http,
    operators,
    queue1,
    lag,
  );
  log(`  advance-stage, 1 client: ${advance1.ops} steps`);
  const probedQueue = [paid.splice(0, Math.ceil(PROBED_OPS / STEPS_PER_ORDER) + 1)];
  let probedSteps = 0;
  const advanceProbe = await probe(async () => {
    const w = await advanceWindow(
      'profiled advance-stage',
      { clients: 1, seconds: 30, maxOps: PROBED_OPS },
      http,
      operators,
      probedQueue,
      lag,
    );
    probedSteps = w.ops;
  });
  const queues = Array.from({ length: 8 }, (_, c) => paid.filter((_, i) => i % 8 === c));
  const advance8 = await advanceWindow(
    'advance-stage, 8 clients',
    limits.advance8,
    http,
    operators,
    queues,
    lag,
  );
  log(`  advance-stage, 8 clients: ${advance8.ops} steps`);
  return {
    place1,
    place8,
    advance1,
    advance8,
    placed,
    driven,
    placeProbe: { ...placeProbe, ops: probedPlaces },
    advanceProbe: { ...advanceProbe, ops: probedSteps },
  };
}
