import { HttpStatus, Injectable } from '@nestjs/common';
import { uuidV7 } from '@slabworks/order-commands';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors/api.exception';

export type AttemptOutcome = 'APPROVED' | 'DECLINED' | 'UNAVAILABLE' | 'REFUSED';

// Longer than any provider call (Toss answers or times out well within it): an attempt still
// PENDING after this was cut short by a crash, and the order may be paid again.
const ABANDONED_AFTER_SECONDS = 120;

/** The order's payment attempts (payment_charge_attempt): at most one in flight per order. */
@Injectable()
export class ChargeAttemptsRepository {
  constructor(private readonly db: DataSource) {}

  /** Starts an attempt, or refuses 409 PAYMENT.ATTEMPT_IN_PROGRESS while another one runs. */
  async start(orderId: string, method: string, idempotencyKeyOf: (attemptId: string) => string) {
    await this.db.query(
      `UPDATE payment_charge_attempt SET outcome = 'ABANDONED', finished_at = now()
        WHERE order_id = $1 AND outcome = 'PENDING' AND started_at < now() - make_interval(secs => $2)`,
      [orderId, ABANDONED_AFTER_SECONDS],
    );
    const attemptId = uuidV7();
    const started: unknown[] = await this.db.query(
      `INSERT INTO payment_charge_attempt (attempt_id, order_id, method, idempotency_key)
       VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) WHERE outcome = 'PENDING' DO NOTHING RETURNING attempt_id`,
      [attemptId, orderId, method, idempotencyKeyOf(attemptId)],
    );
    if (started.length === 0) throw new ApiException(HttpStatus.CONFLICT, 'PAYMENT.ATTEMPT_IN_PROGRESS');
    return { attemptId, idempotencyKey: idempotencyKeyOf(attemptId) };
  }

  async finish(
    attemptId: string,
    outcome: AttemptOutcome,
    detail: { reason?: string; providerCode?: string; paymentKey?: string } = {},
  ): Promise<void> {
    await this.db.query(
      `UPDATE payment_charge_attempt
          SET outcome = $2, reason = $3, provider_code = $4, payment_key = $5, finished_at = now()
        WHERE attempt_id = $1`,
      [attemptId, outcome, detail.reason ?? null, detail.providerCode ?? null, detail.paymentKey ?? null],
    );
  }
}
