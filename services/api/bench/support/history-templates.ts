import type { Pool } from 'pg';
import { foldOrder, gradingOrderStream, type OrderEvent } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';

/** One event of a template stream, with the per-order values replaced by @@…@@ placeholders. */
export interface TemplateEvent {
  revision: number;
  type: string;
  data: string;
  metadata: string;
  /** Index of the command that appended it: events of one command share a time. */
  step: number;
}

export interface OrderTemplate {
  readonly label: string;
  readonly events: TemplateEvent[];
  /** The folded end state generated copies must reach. */
  readonly status: string | null;
  readonly processingStatus: string;
}

export const CERTIFICATION_SLOTS = 3; // the bench's orders have 3 cards

// Weights over 100 slots: a year of history is mostly delivered orders, some still in process,
// some never paid or cancelled (with and without a refund).
const MIX = { delivered: 55, inProcess: 27, placed: 8, cancelledUnpaid: 5, cancelledPaid: 5 } as const;
export type TemplateKind = keyof typeof MIX;

/**
 * Turns a stream the api wrote in this run into a template: its order id, order number, member id
 * and certification numbers become placeholders the generator fills per copy. The fold of the
 * original stream is kept to check the copies against.
 */
export async function templateOf(store: EventStore, label: string, orderId: string): Promise<OrderTemplate> {
  const history = await readOrderHistory(store, orderId);
  const state = foldOrder(history.events as OrderEvent[]);
  const order = state.order;
  if (!order || history.events.length !== history.recorded.length)
    throw new Error(`template ${label}: stream ${gradingOrderStream(orderId)} does not fold to an order`);
  const certificationNumbers = state.items.map((i) => i.certificationNumber).filter((c) => c !== null);
  if (certificationNumbers.length > CERTIFICATION_SLOTS) throw new Error(`template ${label}: too many cards`);
  const swap = (text: string) => {
    let out = text
      .split(orderId)
      .join('@@OID@@')
      .split(order.orderNumber)
      .join('@@ONO@@')
      .split(state.memberId!)
      .join('@@MID@@');
    certificationNumbers.forEach((c, i) => (out = out.split(`"${c}"`).join(`"@@C${i}@@"`)));
    return out;
  };
  let step = -1;
  let causation: unknown;
  const events = history.recorded.map((e) => {
    const metadata = e.metadata as { causationId?: unknown };
    if (metadata.causationId !== causation || step < 0) step += 1;
    causation = metadata.causationId;
    return {
      revision: e.revision,
      type: e.type,
      data: swap(JSON.stringify(e.data)),
      metadata: swap(JSON.stringify(e.metadata)),
      step,
    };
  });
  return { label, events, status: state.status, processingStatus: state.processingStatus };
}

/** 100 slots of template indexes in the MIX proportions (in-process slots rotate over the stages seen). */
export function slotsFor(templates: Map<TemplateKind, OrderTemplate[]>): OrderTemplate[] {
  const slots: OrderTemplate[] = [];
  for (const [kind, weight] of Object.entries(MIX) as [TemplateKind, number][]) {
    const options = templates.get(kind)?.length ? templates.get(kind)! : templates.get('delivered')!;
    for (let i = 0; i < weight; i++) slots.push(options[i % options.length]!);
  }
  return slots;
}

export async function storeTemplates(pool: Pool, templates: OrderTemplate[]): Promise<void> {
  await pool.query(`CREATE TABLE bench_template_events (template int NOT NULL, revision int NOT NULL,
    type text NOT NULL, data text NOT NULL, metadata text NOT NULL, step int NOT NULL)`);
  const rows = templates.flatMap((t, template) => t.events.map((e) => ({ template, ...e })));
  await pool.query(
    `INSERT INTO bench_template_events
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(template int, revision int, type text, data text, metadata text, step int)`,
    [JSON.stringify(rows)],
  );
}
