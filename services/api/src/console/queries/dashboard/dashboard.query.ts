import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  lateIfReceivedBefore,
  ORDER_TYPES,
  TURNAROUND_BUSINESS_DAYS,
  type DisplayStage,
  type OrderType,
} from '@slabworks/domain';
import { overdueOrders, receivedAndShippedToday, stageCounts, stageTurnaround } from '@slabworks/read-models';
import { DataSource } from 'typeorm';

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

/**
 * The console's first screen. "Received" is entering SHIPPING_IN_COMPLETE (the receive step) and
 * "shipped" entering SHIPPING_OUT (released to the courier), both from the order's stage timeline.
 * Overdue: still in house past the plan's turnaround (libs/domain turnaround.ts) counted from receipt.
 * Turnaround per stage: the average time orders spent in a stage they left in the last 30 days.
 */
@QueryHandler(ConsoleDashboardQuery)
export class ConsoleDashboardHandler implements IQueryHandler<ConsoleDashboardQuery, ConsoleDashboard> {
  constructor(private readonly db: DataSource) {}

  async execute({ now }: ConsoleDashboardQuery): Promise<ConsoleDashboard> {
    const since = new Date(now.getTime() - TURNAROUND_WINDOW_DAYS * 24 * 3600 * 1000);
    const receivedBefore = Object.fromEntries(
      ORDER_TYPES.map((type) => [type, lateIfReceivedBefore(now, TURNAROUND_BUSINESS_DAYS[type])]),
    ) as Record<OrderType, Date>;
    const [counts, today, overdue, turnaround] = await Promise.all([
      stageCounts(this.db),
      receivedAndShippedToday(this.db, now, OFFICE_TIME_ZONE),
      overdueOrders(this.db, { stages: IN_HOUSE, receivedBefore, limit: OVERDUE_LIST }),
      stageTurnaround(this.db, since, now),
    ]);
    return {
      counts,
      today,
      overdue,
      turnaround: turnaround.map((row) => ({
        stage: row.stage,
        orders: row.orders,
        averageHours: Math.round((row.averageSeconds / 3600) * 10) / 10,
      })),
      turnaroundDays: TURNAROUND_WINDOW_DAYS,
    };
  }
}
