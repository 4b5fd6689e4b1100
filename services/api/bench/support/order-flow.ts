import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
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

// An upload belongs to one placed order (issue #31): each order the bench places names a photo of its
// own, seeded before the timed windows so no window pays for it.
const unusedPhotos = new Map<string, string[]>();

/** `perMember` uploaded photos for each member, as POST /api/uploads leaves them (no image bytes). */
export async function seedOrderPhotos(pool: Pool, members: Array<{ id: string }>, perMember: number) {
  for (const member of members) {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO upload (id, member_id, photo_key, thumbnail_key, content_type, original_bytes,
         photo_bytes, thumbnail_bytes, width, height)
       SELECT u, $1::uuid, u::text || '/photo.jpg', u::text || '/thumbnail.jpg', 'image/jpeg', 1, 1, 1, 1, 1
       FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, $2::int)) AS g
       RETURNING id::text AS id`,
      [member.id, perMember],
    );
    unusedPhotos.set(member.id, [...(unusedPhotos.get(member.id) ?? []), ...rows.map((r) => r.id)]);
  }
}

/** What the web sends for a GENERAL order of 3 cards, picked up by courier (so operators start at once). */
export const placeOrderBody = (member: { id: string }) => {
  const photo = unusedPhotos.get(member.id)?.pop();
  if (!photo) throw new Error(`bench: member ${member.id} has no unused photo left (seedOrderPhotos)`);
  return gradingBody(member, { shippingMethod: 'BRG_SHIPPING', photos: [photo] });
};

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
