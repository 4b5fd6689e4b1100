import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { gradingBody } from '../../src/order/testing/order-api.testing';
import type { BenchSession } from './bench-members';
import type { BenchHttp } from './http-client';

export interface PlacedOrder {
  readonly orderId: string;
  readonly memberId: string;
  readonly revision: number;
}

/** An order an operator drives: the steps still to do and the revision its If-Match must carry. */
export interface OrderInProcess {
  readonly orderId: string;
  revision: number;
  readonly steps: OperatorStep[];
}

export interface OperatorStep {
  readonly path: string;
  readonly body?: object;
}

// Certification numbers are 7 digits (spec §5); each scored card gets the next one.
let certificationSeq = 1_000_000;

/** What the web sends for a GENERAL order of 3 cards, picked up by courier (so operators start at once). */
export const placeOrderBody = (member: { id: string }) =>
  gradingBody(member, { shippingMethod: 'BRG_SHIPPING' });

export async function placeOrder(http: BenchHttp, member: BenchSession): Promise<PlacedOrder> {
  const res = await http.expect(201, 'POST', '/api/orders', placeOrderBody(member), {
    ...member.headers,
    'idempotency-key': `bench-${randomUUID()}`,
  });
  const { orderId, revision } = res.body.data as { orderId: string; revision: number };
  return { orderId, memberId: member.id, revision };
}

/**
 * The payment issue is not wired yet: the domain's CompletePayment goes through the shared command
 * path (fold → decide → append), as the e2e tests' payOrder does through OrderCommandExecutor.
 */
export async function payOrder(store: EventStore, order: PlacedOrder): Promise<OrderInProcess> {
  const outcome = await executeOrderCommand(
    store,
    {
      orderId: order.orderId,
      commandId: randomUUID(),
      actor: { id: order.memberId, role: 'MEMBER' },
      correlationId: 'bench-payment',
    },
    (state) => ({
      type: 'CompletePayment',
      data: { method: 'CARD', amount: state.order!.pricing.totalAmount, providerKey: `pay-${order.orderId}` },
    }),
  );
  const items = outcome.state.items;
  const steps: OperatorStep[] = [
    { path: 'pickup' },
    { path: 'receive' },
    { path: 'warehouse' },
    {
      path: 'correspondence-check',
      body: { results: items.map((i) => ({ itemId: i.itemId, result: 'OK' })) },
    },
    { path: 'vsc-check' },
    { path: 'defect-check' },
    // Every card passes the correspondence check above, so every card is scored.
    ...items.map((i) => ({
      path: 'score',
      body: { itemId: i.itemId, grade: 9, certificationNumber: String((certificationSeq += 1)) },
    })),
    { path: 'casing' },
    { path: 'release' },
    { path: 'ship-out', body: { courier: 'CJ', trackingNumber: `BENCH${certificationSeq}` } },
    { path: 'deliver' },
  ];
  return { orderId: order.orderId, revision: outcome.revision, steps };
}

/** One operator step with If-Match: the revision the operator saw; the answer carries the next one. */
export async function advance(http: BenchHttp, operator: BenchSession, order: OrderInProcess): Promise<void> {
  const step = order.steps.shift()!;
  const res = await http.expect(200, 'POST', `/api/console/orders/${order.orderId}/${step.path}`, step.body, {
    ...operator.headers,
    'if-match': `"${order.revision}"`,
  });
  order.revision = res.body.data.revision;
}
