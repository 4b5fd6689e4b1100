import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import type { BenchSession } from './bench-members';
import type { CommandPhase } from './command-phase';
import { templateOf, type OrderTemplate, type TemplateKind } from './history-templates';
import type { BenchHttp } from './http-client';
import { payOrder, type PlacedOrder } from './order-flow';

async function cancel(http: BenchHttp, member: BenchSession, order: PlacedOrder): Promise<void> {
  await http.expect(
    200,
    'POST',
    `/api/orders/${order.orderId}/cancel`,
    { reason: 'Changed my mind' },
    { ...member.headers, 'idempotency-key': `bench-${randomUUID()}` },
  );
}

/**
 * History templates from streams the api wrote in this run: delivered orders, one order per stage
 * the operators left open, a placed-only order, and two cancelled over HTTP (before and after payment).
 */
export async function chooseTemplates(
  http: BenchHttp,
  store: EventStore,
  commands: CommandPhase,
  members: BenchSession[],
  log: (line: string) => void,
): Promise<Map<TemplateKind, OrderTemplate[]>> {
  const chosen = new Map<TemplateKind, OrderTemplate[]>();
  const add = async (kind: TemplateKind, label: string, orderId: string) =>
    chosen.set(kind, [...(chosen.get(kind) ?? []), await templateOf(store, label, orderId)]);
  for (const order of commands.driven.filter((o) => o.steps.length === 0).slice(0, 2))
    await add('delivered', `delivered r${order.revision}`, order.orderId);
  const openByRevision = new Map(
    commands.driven.filter((o) => o.steps.length > 0).map((o) => [o.revision, o]),
  );
  for (const [revision, order] of [...openByRevision].sort(([a], [b]) => a - b))
    await add('inProcess', `in process r${revision}`, order.orderId);

  const [placedOnly, cancelledUnpaid, cancelledPaid] = commands.placed.slice(-3);
  const memberOf = (o: PlacedOrder) => members.find((m) => m.id === o.memberId)!;
  await add('placed', 'placed, unpaid', placedOnly!.orderId);
  try {
    await cancel(http, memberOf(cancelledUnpaid!), cancelledUnpaid!);
    await add('cancelledUnpaid', 'cancelled before payment', cancelledUnpaid!.orderId);
    await payOrder(store, cancelledPaid!);
    await cancel(http, memberOf(cancelledPaid!), cancelledPaid!);
    await add('cancelledPaid', 'cancelled and refunded', cancelledPaid!.orderId);
  } catch (error) {
    log(`  (a cancellation template was refused, delivered orders take its slots: ${String(error)})`);
  }
  return chosen;
}

export { timeCatchUpRead, timeRebuild, type RebuildResult } from './rebuild-timing';
