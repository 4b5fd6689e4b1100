import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SentNotification {
  /** DEPOSIT_DUE, PAYMENT_RECEIVED, CARDS_RECEIVED, GRADING_COMPLETE, SHIPPED or ORDER_EXPIRED */
  kind: string;
  channel: 'MAIL' | 'SMS';
  sentAt: string;
}

/** What the worker told the member about an order (public.order_notification, the order module's table). */
@Injectable()
export class SentNotifications {
  constructor(private readonly dataSource: DataSource) {}

  /** Oldest first. */
  async of(orderId: string): Promise<SentNotification[]> {
    const rows = await this.dataSource.query(
      `SELECT kind, channel, sent_at FROM public.order_notification WHERE order_id = $1 ORDER BY sent_at, channel`,
      [orderId],
    );
    return rows.map((r: { kind: string; channel: 'MAIL' | 'SMS'; sent_at: Date }) => ({
      kind: r.kind,
      channel: r.channel,
      sentAt: r.sent_at.toISOString(),
    }));
  }
}
