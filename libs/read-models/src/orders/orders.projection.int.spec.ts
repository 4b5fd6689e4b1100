import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  foldOrder,
  gradingOrderStream,
  orderActionView,
  type OrderCommand,
  type OrderEvent,
} from '@slabworks/domain';
import {
  actors,
  command,
  forwardCommand,
  gradingInput,
  priced,
  reholderInput,
  run,
} from '@slabworks/domain/testing';
import type { EventStore } from '@slabworks/event-store';
import { LIVE_SCHEMA } from '../projection/projection';
import {
  applyBatchInOwnTransaction,
  inTransaction,
  startProjection,
} from '../projection/projection-transaction';
import { ProjectionRunner } from '../projection/projection-runner';
import { verifyProjection } from '../projection/verify-projection';
import { certificationRegistryProjection } from '../certifications/certification-registry.projection';
import { ordersProjection } from './orders.projection';
import { ORDER_COLUMNS, orderRowFromDb } from './order-row.sql';
import { readModelTestDatabase } from '../testing/read-model-test-database';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** One order's life as a list of commands: placed, maybe paid, advanced some steps, maybe cancelled. */
interface Plan {
  kind: 'grading' | 'reholder' | 'draft';
  pay: boolean;
  steps: number;
  cancel: boolean;
  discardDraft: boolean;
}

function historyOf(plan: Plan, orderId: string, n: number, grading = gradingInput()): OrderEvent[] {
  if (plan.kind === 'draft') {
    const input = gradingInput();
    const saved = run([command('SaveDraft', { orderId, draft: { ...input } } as never, actors.member)]);
    return plan.discardDraft ? run([command('DiscardDraft', {} as never, actors.member)], saved) : saved;
  }
  const input =
    plan.kind === 'reholder' ? reholderInput({ certificationNumbers: [String(1_000_000 + n)] }) : grading;
  let events = run([
    command(
      'PlaceOrder',
      {
        orderId,
        orderNumber: `G261122-${String(n + 1).padStart(6, '0')}`,
        order: input,
        pricing: priced(input),
      },
      actors.member,
    ),
  ]);
  if (!plan.pay) return events;
  const amount = foldOrder(events).order!.pricing.totalAmount;
  events = run(
    [command('CompletePayment', { method: 'CARD', amount, providerKey: `pay-${n}` }, actors.member)],
    events,
  );
  for (let i = 0; i < plan.steps; i++) {
    const next: OrderCommand | null = forwardCommand(foldOrder(events));
    if (!next) break;
    events = run([next], events);
  }
  if (plan.cancel) {
    try {
      events = run([command('CancelOrder', { reason: 'changed my mind' } as never, actors.member)], events);
    } catch {
      // not cancellable at this stage: the refusal itself is the decider's business
    }
  }
  return events;
}

const planArb: fc.Arbitrary<Plan> = fc.record({
  kind: fc.constantFrom('grading', 'grading', 'reholder', 'draft'),
  pay: fc.boolean(),
  steps: fc.integer({ min: 0, max: 16 }),
  cancel: fc.boolean(),
  discardDraft: fc.boolean(),
});

async function appendHistory(
  store: EventStore,
  orderId: string,
  events: OrderEvent[],
  chunk: number,
): Promise<void> {
  const stream = gradingOrderStream(orderId);
  for (let from = 0; from < events.length; from += chunk) {
    const part = events.slice(from, from + chunk);
    await store.append(
      stream,
      part.map((e, i) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: {
          schemaVersion: 1,
          actor: actors.operator,
          occurredAt: new Date(Date.UTC(2026, 10, 22, 3, 0, from + i)).toISOString(),
          correlationId: orderId,
          causationId: orderId,
        },
      })),
      { expectedRevision: from === 0 ? 'no_stream' : from - 1 },
    );
  }
}

describe('orders and certification-registry projections (real PostgreSQL)', () => {
  const pg = readModelTestDatabase('orders_projection', 8);

  it('after a randomized workload, with a runner restarted mid-way, verify finds zero differences', async () => {
    const plans = fc.sample(planArb, { numRuns: 40, seed: 20261122 });
    const histories = plans.map((plan, n) => {
      const orderId = randomUUID();
      return { orderId, plan, events: historyOf(plan, orderId, n) };
    });

    let runners = [ordersProjection, certificationRegistryProjection].map(
      (p) => new ProjectionRunner(pg.pool, pg.store, p, { logger: quiet, batchSize: 7 }),
    );
    await Promise.all(runners.map((r) => r.start()));
    const half = Math.floor(histories.length / 2);
    for (const h of histories.slice(0, half)) await appendHistory(pg.store, h.orderId, h.events, 3);
    // A worker dies mid-stream: stop, keep writing, start new runners from the stored checkpoints.
    await Promise.all(runners.map((r) => r.stop()));
    for (const h of histories.slice(half)) await appendHistory(pg.store, h.orderId, h.events, 4);
    runners = [ordersProjection, certificationRegistryProjection].map(
      (p) => new ProjectionRunner(pg.pool, pg.store, p, { logger: quiet, batchSize: 50 }),
    );
    await Promise.all(runners.map((r) => r.start()));
    await Promise.all(runners.map((r) => r.caughtUp()));

    for (const projection of [ordersProjection, certificationRegistryProjection]) {
      const report = await verifyProjection(pg.pool, pg.store, projection, { logger: quiet });
      expect(report.tables).toEqual([]);
      expect(report.differences).toBe(0);
    }
    // Small pages: a replay's rows come from its row memory across pages, and must still equal live.
    const paged = await verifyProjection(pg.pool, pg.store, ordersProjection, {
      logger: quiet,
      batchSize: 7,
    });
    expect(paged.differences).toBe(0);
    // Memory for 5 rows: rows held back are written when pushed out, read back later, and flushed.
    const evicting = await verifyProjection(pg.pool, pg.store, ordersProjection, {
      logger: quiet,
      batchSize: 7,
      rowMemoryLimit: 5,
    });
    expect(evicting.differences).toBe(0);

    const rows = (
      await pg.pool.query(
        `SELECT order_id, status, processing_status, display_stage, tabs, revision, order_type, paid_at, action_view
         FROM ${LIVE_SCHEMA}.orders`,
      )
    ).rows;
    const live = histories.filter((h) => !(h.plan.kind === 'draft' && h.plan.discardDraft));
    expect(rows).toHaveLength(live.length);
    for (const h of live) {
      const row = rows.find((r) => r.order_id === h.orderId)!;
      const state = foldOrder(h.events);
      expect(row).toMatchObject({
        status: state.status,
        processing_status: state.processingStatus,
        revision: String(h.events.length - 1),
        order_type: state.order?.pricing.orderType ?? null,
      });
      // The list columns say what the state says: the lists need nothing else.
      expect(row.action_view).toEqual(orderActionView(state));
      expect(row.paid_at !== null).toBe(state.payment !== null);
      if (state.status === 'TEMP_SAVED') expect(row.tabs).toEqual([]);
      else expect(row.tabs).toContain('all');
    }
    // A row projected before the list columns existed reads the same: they come from its state.
    const { rows: paid } = await pg.pool.query(
      `SELECT ${ORDER_COLUMNS} FROM ${LIVE_SCHEMA}.orders WHERE paid_at IS NOT NULL ORDER BY revision DESC LIMIT 3`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const r of paid) {
      const old = { ...r, order_type: null, paid_at: null, cards_received_at: null, action_view: null };
      expect(orderRowFromDb(old)).toEqual(orderRowFromDb(r));
    }
    const scored = histories.flatMap((h) => h.events.filter((e) => e.type === 'CardScored'));
    expect(scored.length).toBeGreaterThan(0);
    const certs = await pg.pool.query(`SELECT count(*)::int AS n FROM ${LIVE_SCHEMA}.certifications`);
    expect(certs.rows[0].n).toBe(
      new Set(scored.map((e) => (e.data as { certificationNumber: string }).certificationNumber)).size,
    );
    await Promise.all(runners.map((r) => r.stop()));
  });

  it('writes any text the live way (inlined with the commit) exactly, and never moves a row back', async () => {
    // Its own projection name: the live table is shared with the test above, the checkpoint is not.
    const projection = { ...ordersProjection, name: 'orders-inlined' };
    await inTransaction(pg.pool, (c) => startProjection(c, projection, LIVE_SCHEMA));
    const orderId = randomUUID();
    const awkward = `O'Neil \\ $& $1 $$ "quoted" 손흥민`;
    const input = gradingInput();
    input.cardLines[0] = { ...input.cardLines[0]!, playerName: awkward, setName: "E'\\n" };
    const plan = { kind: 'grading', pay: true, steps: 2, cancel: false, discardDraft: false } as const;
    const events = historyOf(plan, orderId, 99, input);
    await appendHistory(pg.store, orderId, events, events.length);
    const recorded = await pg.store.read(gradingOrderStream(orderId));
    const apply = (batch: typeof recorded, expected: string | undefined) =>
      applyBatchInOwnTransaction(pg.pool, projection, LIVE_SCHEMA, expected, batch, quiet, pg.store);
    const row = async () =>
      orderRowFromDb(
        (
          await pg.pool.query(`SELECT ${ORDER_COLUMNS} FROM ${LIVE_SCHEMA}.orders WHERE order_id = $1`, [
            orderId,
          ])
        ).rows[0],
      );

    const afterFirst = await apply(recorded.slice(0, 2), undefined);
    const afterAll = await apply(recorded.slice(2), afterFirst);
    const written = await row();
    expect(written.revision).toBe(recorded.length - 1);
    expect(written.state).toEqual(JSON.parse(JSON.stringify(foldOrder(events))));
    expect(written.state.order!.cardLines[0]!.playerName).toBe(awkward);

    // Were the first events ever delivered again, the fold from nothing would be older than the row.
    await apply(recorded.slice(0, 1), afterAll);
    expect(await row()).toEqual(written);
  });
});
