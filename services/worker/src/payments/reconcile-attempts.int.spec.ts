import { randomUUID } from 'node:crypto';
import { readOrderHistory, type OrderCommandBody } from '@slabworks/order-commands';
import {
  attemptChargeKey,
  PAYMENT_ADAPTER_MIGRATIONS,
  ProviderUnavailableError,
  SandboxPaymentProvider,
} from '@slabworks/payments';
import { READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import { orderStateOf, placeGradingOrder, runOrderCommand } from '../testing/grading-orders.testing';
import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import { reconcileAttempts } from './reconcile-attempts';

jest.setTimeout(60_000);

// The api's payment tables as the reconciliation reads them (the worker may not import api code;
// keep in step with services/api/src/payment/persistence/migrations).
const PAYMENT_TABLES = `
  CREATE TABLE payment_charge_attempt (
    attempt_id uuid PRIMARY KEY, order_id uuid NOT NULL, method text NOT NULL,
    idempotency_key text NOT NULL, outcome text NOT NULL DEFAULT 'PENDING', reason text,
    provider_code text, payment_key text, started_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz, provider_order_id text UNIQUE);
  CREATE UNIQUE INDEX ON payment_charge_attempt (order_id) WHERE outcome = 'PENDING';
  CREATE TABLE payment_attempt (
    order_id uuid NOT NULL, payment_key text NOT NULL, provider text NOT NULL, method text NOT NULL,
    amount bigint NOT NULL, secret text, created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (order_id, payment_key));
  CREATE TABLE payment_flag (
    id bigserial PRIMARY KEY, provider text NOT NULL, transaction_key text NOT NULL,
    order_id text NOT NULL, payment_key text NOT NULL, kind text NOT NULL, amount bigint NOT NULL,
    expected_amount bigint, order_status text, refund_status text NOT NULL, refund_detail text,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (provider, transaction_key));`;

const AGE = 300;
// Card test numbers of the sandbox's fault injection (libs/payments/src/sandbox/test-cards.ts).
const CHARGED_UNANSWERED = '4000000000000259';
const NO_ANSWER = '4000000000000119';

describe('payment reconciliation after a provider timeout (sandbox fault injection)', () => {
  const pg = blockTestDatabase('reconcile', {
    poolSize: 10,
    eventStore: true,
    migrations: [...READ_MODEL_MIGRATIONS, ...PAYMENT_ADAPTER_MIGRATIONS],
    schema: PAYMENT_TABLES,
  });
  let sandbox: SandboxPaymentProvider;

  const run = (orderId: string, body: OrderCommandBody) => runOrderCommand(pg.store, orderId, body);
  const stateOf = (orderId: string) => orderStateOf(pg.store, orderId);
  const eventsOf = async (orderId: string, type: string) =>
    (await readOrderHistory(pg.store, orderId)).events.filter((e) => e.type === type);
  const reconcile = (now = new Date()) =>
    reconcileAttempts(pg.pool, pg.store, sandbox, { olderThanSeconds: AGE, now });

  const placed = () => placeGradingOrder(pg.store, '261128');

  /**
   * What the api does when the provider times out: the attempt row, the charge (which raises
   * ProviderUnavailableError), the attempt left UNAVAILABLE (or PENDING: the api died meanwhile).
   */
  async function timedOut(
    orderId: string,
    total: number,
    card: string,
    { outcome = 'UNAVAILABLE', minutesAgo = 10 } = {},
  ): Promise<string> {
    const attemptId = randomUUID();
    const key = attemptChargeKey(orderId, attemptId);
    await pg.pool.query(
      `INSERT INTO payment_charge_attempt (attempt_id, order_id, method, idempotency_key, outcome, started_at)
       VALUES ($1, $2, 'CARD', $3, $4, now() - make_interval(mins => $5))`,
      [attemptId, orderId, key, outcome, minutesAgo],
    );
    await expect(
      sandbox.charge({
        orderId,
        orderName: 'x',
        amount: total,
        currency: 'KRW',
        method: 'CARD',
        cardNumber: card,
        idempotencyKey: key,
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    return attemptId;
  }
  const attemptOf = async (attemptId: string) =>
    (
      await pg.pool.query(
        `SELECT outcome, reason, payment_key FROM payment_charge_attempt WHERE attempt_id = $1`,
        [attemptId],
      )
    ).rows[0] as { outcome: string; reason: string | null; payment_key: string | null };
  const balanceOf = async (orderId: string) =>
    Number(
      (
        await pg.pool.query(
          `SELECT coalesce(sum(balance), 0) AS b FROM payment_sandbox.payments WHERE order_id = $1`,
          [orderId],
        )
      ).rows[0].b,
    );

  beforeAll(() => {
    sandbox = new SandboxPaymentProvider(pg.pool, { webhookSecret: 'x', toleranceSeconds: 300 });
  });

  it('a charge whose answer was lost is recorded on the order that still waits, once, even by two runs at once', async () => {
    const { orderId, total } = await placed();
    const attemptId = await timedOut(orderId, total, CHARGED_UNANSWERED);
    expect((await stateOf(orderId)).status).toBe('SAVED');

    const [a, b] = await Promise.all([reconcile(), reconcile()]);
    expect([...a.recorded, ...b.recorded]).toEqual([attemptId]);
    expect(await eventsOf(orderId, 'PaymentCompleted')).toHaveLength(1);
    const attempt = await attemptOf(attemptId);
    expect(attempt.outcome).toBe('APPROVED');
    expect((await stateOf(orderId)).payment).toMatchObject({
      amount: total,
      providerKey: attempt.payment_key,
    });
    expect(await balanceOf(orderId)).toBe(total);

    // Run again: nothing left to do.
    expect(await reconcile()).toEqual({ recorded: [], refunded: [], closed: [], waiting: [] });
    expect(await eventsOf(orderId, 'PaymentCompleted')).toHaveLength(1);
  });

  it('a charge found after the order was cancelled is refunded and flagged, never kept', async () => {
    const { orderId, total } = await placed();
    const attemptId = await timedOut(orderId, total, CHARGED_UNANSWERED, { outcome: 'PENDING' });
    await run(orderId, { type: 'CancelOrder', data: { reason: 'changed my mind' } });

    const [a, b] = await Promise.all([reconcile(), reconcile()]);
    expect([...a.refunded, ...b.refunded]).toEqual([attemptId]);
    expect(await eventsOf(orderId, 'PaymentCompleted')).toHaveLength(0);
    expect(await balanceOf(orderId)).toBe(0);
    expect((await attemptOf(attemptId)).outcome).toBe('REFUNDED');
    const flags = (
      await pg.pool.query(`SELECT kind, refund_status FROM payment_flag WHERE order_id = $1`, [orderId])
    ).rows;
    expect(flags).toEqual([{ kind: 'UNBOOKED_CHARGE', refund_status: 'REFUNDED' }]);
    const cancels = await pg.pool.query(
      `SELECT count(*)::int AS n FROM payment_sandbox.cancels c JOIN payment_sandbox.payments p USING (payment_key)
        WHERE p.order_id = $1`,
      [orderId],
    );
    expect(cancels.rows[0].n).toBe(1);
  });

  it('a charge found after the order was paid another way is refunded: never two charges kept', async () => {
    const { orderId, total } = await placed();
    const attemptId = await timedOut(orderId, total, CHARGED_UNANSWERED);
    await run(orderId, {
      type: 'CompletePayment',
      data: { method: 'CARD', amount: total, providerKey: 'another-card' },
    });
    expect((await reconcile()).refunded).toEqual([attemptId]);
    expect(await eventsOf(orderId, 'PaymentCompleted')).toHaveLength(1);
    expect(await balanceOf(orderId)).toBe(0);
  });

  it('nothing charged: the attempt is closed, the order says why and stays payable', async () => {
    const { orderId, total } = await placed();
    const attemptId = await timedOut(orderId, total, NO_ANSWER, { outcome: 'PENDING' });
    expect((await reconcile()).closed).toEqual([attemptId]);
    expect(await attemptOf(attemptId)).toMatchObject({ outcome: 'FAILED', reason: 'PROVIDER_UNAVAILABLE' });
    const state = await stateOf(orderId);
    expect(state.status).toBe('PAYMENT_FAILED');
    // The one-PENDING-per-order slot is free: the member's next attempt may start.
    await pg.pool.query(
      `INSERT INTO payment_charge_attempt (attempt_id, order_id, method, idempotency_key) VALUES ($1, $2, 'CARD', 'k')`,
      [randomUUID(), orderId],
    );
  });

  it('an attempt younger than the configured age is left to its own call', async () => {
    const { orderId, total } = await placed();
    const attemptId = await timedOut(orderId, total, CHARGED_UNANSWERED, { minutesAgo: 1 });
    const result = await reconcile();
    expect(Object.values(result).flat()).not.toContain(attemptId);
    expect((await attemptOf(attemptId)).outcome).toBe('UNAVAILABLE');
    // Later (the job's clock is its own timestamp), it is taken.
    expect((await reconcile(new Date(Date.now() + AGE * 1000))).recorded).toEqual([attemptId]);
  });
});
