import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  lateIfReceivedBefore,
  ORDER_TYPES,
  TURNAROUND_BUSINESS_DAYS,
  type DisplayStage,
} from '@slabworks/domain';
import { OrderReadModel } from '../../../order';

export interface ConsoleDashboard {
  counts: { byDisplayStage: Record<string, number>; byProcessingStatus: Record<string, number> };
  today: { received: number; shipped: number; since: string };
  overdue: {
    count: number;
    orders: Array<{
      orderId: string;
      orderNumber: string;
      orderType: string;
      displayStage: string;
      receivedAt: string;
    }>;
  };
  turnaround: Array<{ stage: string; orders: number; averageHours: number }>;
  turnaroundDays: number;
}

export class ConsoleDashboardQuery extends Query<ConsoleDashboard> {
  constructor(readonly now: Date) {
    super();
  }
}

// The office's day: "today" starts at midnight in Seoul, where the cards are received and shipped.
const OFFICE_TIME_ZONE = 'Asia/Seoul';
export const TURNAROUND_WINDOW_DAYS = 30;
const OVERDUE_LIST = 20;
// Stages where the turnaround clock runs: received, not yet handed to the courier.
const IN_HOUSE: readonly DisplayStage[] = [
  'SHIPPING_IN_COMPLETE',
  'WAREHOUSE_IN',
  'GRADING',
  'GRADING_COMPLETE',
];

const RECEIVED_AT = `(SELECT min((e->>'at')::timestamptz) FROM jsonb_array_elements(o.timeline) e
  WHERE e->>'stage' = 'SHIPPING_IN_COMPLETE')`;

/**
 * The console's first screen. "Received" is entering SHIPPING_IN_COMPLETE (the receive step) and
 * "shipped" entering SHIPPING_OUT (released to the courier), both from the order's stage timeline.
 * Overdue: still in house past the plan's turnaround (libs/domain turnaround.ts) counted from receipt.
 * Turnaround per stage: the average time orders spent in a stage they left in the last 30 days.
 */
@QueryHandler(ConsoleDashboardQuery)
export class ConsoleDashboardHandler implements IQueryHandler<ConsoleDashboardQuery, ConsoleDashboard> {
  constructor(private readonly orders: OrderReadModel) {}

  async execute({ now }: ConsoleDashboardQuery): Promise<ConsoleDashboard> {
    const since = new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * 24 * 3600 * 1000);
    const cutoffs = ORDER_TYPES.map((type) => lateIfReceivedBefore(now, TURNAROUND_BUSINESS_DAYS[type]));
    const lateWhen = ORDER_TYPES.map(
      (type, i) => `(o.state->'order'->'pricing'->>'orderType' = '${type}' AND r.received_at < $${i + 2})`,
    ).join(' OR ');
    const [counts, today, overdue, turnaround] = await Promise.all([
      this.orders.query(
        `SELECT display_stage, processing_status, count(*)::int AS n FROM read_models.orders
         WHERE status <> 'TEMP_SAVED' GROUP BY display_stage, processing_status`,
        [],
      ),
      this.orders.query(
        `WITH day AS (SELECT date_trunc('day', $1::timestamptz AT TIME ZONE '${OFFICE_TIME_ZONE}')
                               AT TIME ZONE '${OFFICE_TIME_ZONE}' AS start)
         SELECT (SELECT start FROM day) AS since,
                count(*) FILTER (WHERE e->>'stage' = 'SHIPPING_IN_COMPLETE')::int AS received,
                count(*) FILTER (WHERE e->>'stage' = 'SHIPPING_OUT')::int AS shipped
           FROM read_models.orders o, jsonb_array_elements(o.timeline) e
          WHERE o.updated_at >= (SELECT start FROM day) AND (e->>'at')::timestamptz >= (SELECT start FROM day)
            AND (e->>'at')::timestamptz <= $1`,
        [now.toISOString()],
      ),
      this.orders.query(
        `SELECT o.order_id, o.order_number, o.display_stage, o.state->'order'->'pricing'->>'orderType' AS order_type,
                r.received_at, count(*) OVER ()::int AS total
           FROM read_models.orders o CROSS JOIN LATERAL (SELECT ${RECEIVED_AT} AS received_at) r
          WHERE o.display_stage = ANY($1) AND NOT (o.state->>'cancelled')::boolean AND (${lateWhen})
          ORDER BY r.received_at, o.order_id LIMIT ${OVERDUE_LIST}`,
        [IN_HOUSE, ...cutoffs.map((at) => at.toISOString())],
      ),
      this.orders.query(
        `SELECT prev_stage AS stage, count(*)::int AS n,
                avg(extract(epoch FROM (at - prev_at)))::float8 AS seconds
           FROM (SELECT e->>'stage' AS stage, (e->>'at')::timestamptz AS at,
                        lag(e->>'stage') OVER w AS prev_stage, lag((e->>'at')::timestamptz) OVER w AS prev_at
                   FROM read_models.orders o, jsonb_array_elements(o.timeline) WITH ORDINALITY AS t(e, i)
                  WHERE o.status <> 'TEMP_SAVED' AND o.updated_at >= $1
                 WINDOW w AS (PARTITION BY o.order_id ORDER BY t.i)) s
          WHERE prev_stage IS NOT NULL AND at >= $1 AND at <= $2
          GROUP BY prev_stage`,
        [since.toISOString(), now.toISOString()],
      ),
    ]);
    const byDisplayStage: Record<string, number> = {};
    const byProcessingStatus: Record<string, number> = {};
    for (const row of counts) {
      const stage = String(row.display_stage ?? 'NONE');
      byDisplayStage[stage] = (byDisplayStage[stage] ?? 0) + Number(row.n);
      const status = String(row.processing_status);
      byProcessingStatus[status] = (byProcessingStatus[status] ?? 0) + Number(row.n);
    }
    const day = today[0]!;
    return {
      counts: { byDisplayStage, byProcessingStatus },
      today: {
        received: Number(day.received),
        shipped: Number(day.shipped),
        since: (day.since as Date).toISOString(),
      },
      overdue: {
        count: Number(overdue[0]?.total ?? 0),
        orders: overdue.map((row) => ({
          orderId: String(row.order_id),
          orderNumber: String(row.order_number),
          orderType: String(row.order_type),
          displayStage: String(row.display_stage),
          receivedAt: (row.received_at as Date).toISOString(),
        })),
      },
      turnaround: turnaround.map((row) => ({
        stage: String(row.stage),
        orders: Number(row.n),
        averageHours: Math.round((Number(row.seconds) / 3600) * 10) / 10,
      })),
      turnaroundDays: TURNAROUND_WINDOW_DAYS,
    };
  }
}
