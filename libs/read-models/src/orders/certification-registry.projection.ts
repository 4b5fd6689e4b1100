import type { PoolClient } from 'pg';
import { evolve, GRADING_ORDER_STREAM_PREFIX, initialOrderState, type OrderState } from '@slabworks/domain';
import type { Projection } from '../projection/projection';
import { decodeOrderRecord, isKnownOrderEvent, type OrderEventRecord } from './order-event.decode';

/**
 * Certification no. → card, grade and order: what the public lookup, the population report and the
 * re-holder check read. Folds each order's state in the batch from its own rows, since a score
 * needs the card's line from OrderPlaced.
 */
export const certificationRegistryProjection: Projection<OrderEventRecord> = {
  name: 'certification-registry',
  version: 1,
  streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
  ddl: [
    `CREATE TABLE certification_orders (
      order_id text PRIMARY KEY,
      revision bigint NOT NULL,
      state jsonb NOT NULL
    )`,
    `CREATE TABLE certifications (
      certification_number text PRIMARY KEY,
      order_id text NOT NULL,
      order_number text NOT NULL,
      item_id text NOT NULL,
      member_id text NOT NULL,
      grade text NOT NULL,
      card_category text,
      player_name text,
      set_name text,
      year integer,
      card_number text,
      scored_at timestamptz NOT NULL
    )`,
    `CREATE INDEX certifications_order_idx ON certifications (order_id)`,
  ],
  tables: [
    { name: 'certification_orders', key: ['order_id'] },
    { name: 'certifications', key: ['certification_number'] },
  ],
  isKnown: isKnownOrderEvent,
  decode: decodeOrderRecord,
  async apply(db: PoolClient, events: OrderEventRecord[]): Promise<void> {
    const ids = [...new Set(events.map((e) => e.orderId))];
    const { rows } = await db.query<{ order_id: string; revision: string; state: OrderState }>(
      `SELECT order_id, revision, state FROM certification_orders WHERE order_id = ANY($1::text[])`,
      [ids],
    );
    const states = new Map(rows.map((r) => [r.order_id, { revision: Number(r.revision), state: r.state }]));
    for (const record of events) {
      const current = states.get(record.orderId) ?? { revision: -1, state: initialOrderState };
      if (record.revision <= current.revision) continue;
      const state = evolve(current.state, record.event);
      states.set(record.orderId, { revision: record.revision, state });
      if (record.event.type !== 'CardScored' || !state.order) continue;
      const { itemId, grade, certificationNumber } = record.event.data;
      const item = state.items.find((i) => i.itemId === itemId);
      const line = state.order.cardLines.find((l) => l.lineId === item?.lineId);
      await db.query(
        `INSERT INTO certifications VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (certification_number) DO UPDATE SET grade = EXCLUDED.grade, scored_at = EXCLUDED.scored_at`,
        [
          certificationNumber,
          record.orderId,
          state.order.orderNumber,
          itemId,
          state.memberId,
          String(grade),
          item?.cardCategory ?? null,
          line?.playerName ?? null,
          line?.setName ?? null,
          line?.year ?? null,
          line?.cardNumber ?? null,
          record.at,
        ],
      );
    }
    await db.query(
      `INSERT INTO certification_orders (order_id, revision, state)
       SELECT r.order_id, r.revision, r.state FROM jsonb_to_recordset($1::jsonb) AS r(order_id text, revision bigint, state jsonb)
       ON CONFLICT (order_id) DO UPDATE SET revision = EXCLUDED.revision, state = EXCLUDED.state`,
      [
        JSON.stringify(
          [...states].map(([order_id, v]) => ({ order_id, revision: v.revision, state: v.state })),
        ),
      ],
    );
  },
};
