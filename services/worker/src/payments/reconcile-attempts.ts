import type { Pool, PoolClient } from 'pg';
import { foldOrder, isDomainError, type PaymentMethod } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId, executeOrderCommand, readOrderHistory } from '@slabworks/order-commands';
import { strayDepositKey, type PaymentProvider, type UnbookedMoney } from '@slabworks/payments';

export interface ReconcileOptions {
  /** Attempts unanswered for at least this long are asked about (PAYMENT_RECONCILE_AFTER_SECONDS). */
  olderThanSeconds: number;
  now: Date;
  /** At most this many attempts per run; the next run takes the rest. */
  limit?: number;
  log?: (line: string) => void;
}

export interface ReconcileResult {
  /** Charged while the order still waited: PaymentCompleted appended (or found already there). */
  recorded: string[];
  /** Charged, but the order no longer waited (paid another way, cancelled, expired): given back. */
  refunded: string[];
  /** Nothing charged: the attempt is closed and the member may pay again. */
  closed: string[];
  /** The provider has not settled it yet (or could not be asked): the next run asks again. */
  waiting: string[];
}

interface UnsettledAttempt {
  attempt_id: string;
  order_id: string;
  method: string;
  idempotency_key: string;
  provider_order_id: string | null;
}

const ACTOR = { id: 'payment-reconciliation', role: 'SYSTEM' as const };

/**
 * After a provider timeout (or an api that died mid-charge) nobody knows whether the card was
 * charged, so the order was left payable and the attempt unsettled (`PENDING`, `UNAVAILABLE` in
 * payment_charge_attempt). This asks the provider about each such attempt old enough, one row-locked
 * transaction per attempt (`FOR UPDATE SKIP LOCKED`: two runs at once never take the same attempt,
 * and a crashed run's lock goes with its connection), and settles it. Every step is idempotent: the
 * PaymentCompleted command id is the api's own for that charge, the refund's key is the charge's.
 */
export async function reconcileAttempts(
  pool: Pool,
  store: EventStore,
  provider: PaymentProvider,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { recorded: [], refunded: [], closed: [], waiting: [] };
  const seen: string[] = [];
  const limit = options.limit ?? 100;
  while (seen.length < limit) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<UnsettledAttempt>(
        `SELECT attempt_id, order_id, method, idempotency_key, provider_order_id
           FROM payment_charge_attempt
          WHERE outcome IN ('PENDING', 'UNAVAILABLE') AND method <> 'VIRTUAL_ACCOUNT'
            AND started_at <= $1::timestamptz - make_interval(secs => $2)
            AND NOT (attempt_id = ANY($3::uuid[]))
          ORDER BY started_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [options.now, options.olderThanSeconds, seen],
      );
      const attempt = rows[0];
      if (!attempt) {
        await client.query('COMMIT');
        return result;
      }
      seen.push(attempt.attempt_id);
      const settled = await settle(client, pool, store, provider, attempt, options.log).catch(
        (error: unknown) => {
          options.log?.(`attempt ${attempt.attempt_id}: ${(error as Error).message}; asked again next run`);
          return 'waiting' as const;
        },
      );
      result[settled].push(attempt.attempt_id);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return result;
}

async function settle(
  client: PoolClient,
  pool: Pool,
  store: EventStore,
  provider: PaymentProvider,
  attempt: UnsettledAttempt,
  log?: (line: string) => void,
): Promise<keyof ReconcileResult> {
  const found = await provider.lookup({
    idempotencyKey: attempt.idempotency_key,
    providerOrderId: attempt.provider_order_id,
  });
  const orderId = attempt.order_id;
  const finish = (outcome: string, detail: { reason?: string; paymentKey?: string } = {}) =>
    client.query(
      `UPDATE payment_charge_attempt SET outcome = $2, reason = coalesce($3, reason),
              payment_key = coalesce($4, payment_key), finished_at = now()
        WHERE attempt_id = $1`,
      [attempt.attempt_id, outcome, detail.reason ?? null, detail.paymentKey ?? null],
    );
  if (found.status === 'PENDING') return 'waiting';
  const state = foldOrder((await readOrderHistory(store, orderId)).events);

  if (found.status === 'NOT_PAID') {
    await finish('FAILED', { reason: 'PROVIDER_UNAVAILABLE' });
    // The member is told why on the order page, when nothing else happened to the order meanwhile.
    if (state.status === 'SAVED' || state.status === 'PAYMENT_FAILED') {
      await executeOrderCommand(
        store,
        {
          orderId,
          commandId: derivedCommandId('reconciled-unpaid', attempt.attempt_id),
          actor: ACTOR,
          correlationId: `reconcile-${attempt.attempt_id}`,
        },
        () => ({
          type: 'FailPayment',
          data: { reason: 'PROVIDER_UNAVAILABLE' },
        }),
      ).catch((error: unknown) => {
        if (!isDomainError(error)) throw error;
      });
    }
    log?.(`attempt ${attempt.attempt_id} of order ${orderId}: not charged (${found.detail}), closed`);
    return 'closed';
  }

  // Charged. The same command id as the api's for this charge: booked once, however it got here.
  if (state.payment?.providerKey !== found.paymentKey) {
    try {
      await executeOrderCommand(
        store,
        {
          orderId,
          commandId: derivedCommandId('charge', orderId, found.paymentKey),
          actor: ACTOR,
          correlationId: `reconcile-${attempt.attempt_id}`,
        },
        () => ({
          type: 'CompletePayment',
          data: {
            method: attempt.method as Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>,
            amount: found.amount,
            providerKey: found.paymentKey,
          },
        }),
      );
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // Paid another way, cancelled, expired, or another amount: the money goes back (flagged).
      const refunded = await refundUnbooked(pool, provider, {
        orderId,
        paymentKey: found.paymentKey,
        transactionKey: found.transactionKey,
        amount: found.amount,
        expectedAmount: state.order?.pricing.totalAmount ?? null,
        orderStatus: state.status,
      });
      if (!refunded) return 'waiting';
      await finish('REFUNDED', { reason: 'UNBOOKED_CHARGE', paymentKey: found.paymentKey });
      log?.(`attempt ${attempt.attempt_id} of order ${orderId}: charged after the order moved on, refunded`);
      return 'refunded';
    }
  }
  await pool.query(
    `INSERT INTO payment_attempt (order_id, payment_key, provider, method, amount, secret)
     VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT DO NOTHING`,
    [orderId, found.paymentKey, provider.name, attempt.method, found.amount],
  );
  await finish('APPROVED', { paymentKey: found.paymentKey });
  log?.(`attempt ${attempt.attempt_id} of order ${orderId}: charged, payment recorded`);
  return 'recorded';
}

/**
 * A charge no order can take: flagged for operators (payment_flag, as the api's StrayMoneyService
 * does) and reversed under the key the api would use for the same transaction, so it refunds once.
 * False when the provider could not be reached (the flag says REFUND_FAILED; the next run retries).
 */
async function refundUnbooked(
  pool: Pool,
  provider: PaymentProvider,
  charge: UnbookedMoney,
): Promise<boolean> {
  await pool.query(
    `INSERT INTO payment_flag (provider, transaction_key, order_id, payment_key, kind, amount, expected_amount, order_status, refund_status)
     VALUES ($1, $2, $3, $4, 'UNBOOKED_CHARGE', $5, $6, $7, 'NOT_REFUNDED')
     ON CONFLICT (provider, transaction_key) DO NOTHING`,
    [
      provider.name,
      charge.transactionKey,
      charge.orderId,
      charge.paymentKey,
      charge.amount,
      charge.expectedAmount,
      charge.orderStatus,
    ],
  );
  const settle = (status: string, detail: string) =>
    pool.query(
      `UPDATE payment_flag SET refund_status = $3, refund_detail = $4, updated_at = now()
        WHERE provider = $1 AND transaction_key = $2`,
      [provider.name, charge.transactionKey, status, detail],
    );
  try {
    const result = await provider.cancel({
      paymentKey: charge.paymentKey,
      amount: charge.amount,
      reason: 'UNBOOKED_CHARGE',
      refundAccount: null,
      idempotencyKey: strayDepositKey(charge.transactionKey),
    });
    if (result.outcome === 'CANCELLED') await settle('REFUNDED', result.transactionKey);
    else await settle('NEEDS_ACCOUNT', `${result.code}: ${result.message}`);
    return true;
  } catch (error) {
    await settle('REFUND_FAILED', (error as Error).message);
    return false;
  }
}
