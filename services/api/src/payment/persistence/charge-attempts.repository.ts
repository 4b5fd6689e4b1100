import { HttpStatus, Injectable } from '@nestjs/common';
import { uuidV7 } from '@slabworks/order-commands';
import { attemptChargeKey, providerOrderIdOf } from '@slabworks/payments';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';

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
    await this.abandonStale(orderId);
    const attemptId = uuidV7();
    const started: unknown[] = await this.db.query(
      `INSERT INTO payment_charge_attempt (attempt_id, order_id, method, idempotency_key)
       VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) WHERE outcome = 'PENDING' DO NOTHING RETURNING attempt_id`,
      [attemptId, orderId, method, idempotencyKeyOf(attemptId)],
    );
    if (started.length === 0) throw new ApiException(HttpStatus.CONFLICT, 'PAYMENT.ATTEMPT_IN_PROGRESS');
    return { attemptId, idempotencyKey: idempotencyKeyOf(attemptId) };
  }

  /**
   * A payment window is about to open: the attempt gets its own provider order id (Toss's
   * `orderId`) and key, and waits `OPENED` (it holds no slot: a closed window blocks nothing).
   */
  async open(orderId: string, method: string): Promise<{ attemptId: string; providerOrderId: string }> {
    const attemptId = uuidV7();
    const providerOrderId = providerOrderIdOf(attemptId);
    await this.db.query(
      `INSERT INTO payment_charge_attempt (attempt_id, order_id, method, idempotency_key, outcome, provider_order_id)
       VALUES ($1, $2, $3, $4, 'OPENED', $5)`,
      [attemptId, orderId, method, attemptChargeKey(orderId, attemptId), providerOrderId],
    );
    return { attemptId, providerOrderId };
  }

  /**
   * The window came back with this provider order id: the attempt it names (of THIS order, or 400
   * at providerOrderId) takes the order's one slot for the confirm, keeping its own key, so a confirm
   * sent again after a lost answer is the same operation at the provider.
   */
  async claim(
    orderId: string,
    providerOrderId: string,
  ): Promise<{ attemptId: string; idempotencyKey: string }> {
    await this.abandonStale(orderId);
    let claimed: Array<{ attempt_id: string; idempotency_key: string }>;
    try {
      [claimed] = await this.db.query(
        `UPDATE payment_charge_attempt SET outcome = 'PENDING', started_at = now(), finished_at = NULL
          WHERE order_id = $1 AND provider_order_id = $2 AND outcome NOT IN ('PENDING', 'APPROVED')
          RETURNING attempt_id, idempotency_key`,
        [orderId, providerOrderId],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ApiException(HttpStatus.CONFLICT, 'PAYMENT.ATTEMPT_IN_PROGRESS');
      throw error;
    }
    const row = claimed[0];
    if (row) return { attemptId: row.attempt_id, idempotencyKey: row.idempotency_key };
    const [known]: Array<{ outcome: string }> = await this.db.query(
      `SELECT outcome FROM payment_charge_attempt WHERE order_id = $1 AND provider_order_id = $2`,
      [orderId, providerOrderId],
    );
    if (!known) throw unknownProviderOrder();
    throw new ApiException(
      HttpStatus.CONFLICT,
      known.outcome === 'APPROVED' ? 'ORDER.ALREADY_PAID' : 'PAYMENT.ATTEMPT_IN_PROGRESS',
    );
  }

  /** The window came back to its fail URL: that attempt ended (nothing was charged). */
  async windowFailed(
    orderId: string,
    providerOrderId: string,
    detail: { reason: string; providerCode: string },
  ): Promise<void> {
    const [, count]: [unknown, number] = await this.db.query(
      `UPDATE payment_charge_attempt SET outcome = 'DECLINED', reason = $3, provider_code = $4, finished_at = now()
        WHERE order_id = $1 AND provider_order_id = $2 AND outcome = 'OPENED'`,
      [orderId, providerOrderId, detail.reason, detail.providerCode],
    );
    if (count === 0) {
      const [known] = await this.db.query(
        `SELECT 1 FROM payment_charge_attempt WHERE order_id = $1 AND provider_order_id = $2`,
        [orderId, providerOrderId],
      );
      if (!known) throw unknownProviderOrder();
    }
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

  // The stale attempt stays unsettled for reconciliation (its outcome at the provider is unknown):
  // marked UNAVAILABLE, it frees the slot and is asked about later (worker payments/reconcile).
  private async abandonStale(orderId: string): Promise<void> {
    await this.db.query(
      `UPDATE payment_charge_attempt SET outcome = 'UNAVAILABLE', reason = 'ABANDONED', finished_at = now()
        WHERE order_id = $1 AND outcome = 'PENDING' AND started_at < now() - make_interval(secs => $2)`,
      [orderId, ABANDONED_AFTER_SECONDS],
    );
  }
}

/** A provider order id that is not one of this order's attempts (another order's, or made up). */
const unknownProviderOrder = () => ApiException.validation([{ field: 'providerOrderId', rule: 'mismatch' }]);
