import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Delivery ids of signed webhooks already taken (payment_webhook_delivery). */
@Injectable()
export class WebhookDeliveriesRepository {
  constructor(private readonly db: DataSource) {}

  /** True the first time a delivery id is seen; false for a replay (or a copy still being booked). */
  async claim(provider: string, deliveryId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO payment_webhook_delivery (provider, delivery_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING delivery_id`,
      [provider, deliveryId],
    );
    return rows.length === 1;
  }

  /** Lets a delivery go again when booking it failed, so the provider's retry is not refused. */
  async release(provider: string, deliveryId: string): Promise<void> {
    await this.db.query(`DELETE FROM payment_webhook_delivery WHERE provider = $1 AND delivery_id = $2`, [
      provider,
      deliveryId,
    ]);
  }
}
