import { gradingOrderStream } from '@slabworks/domain';
import type { OrderCommandBody } from '@slabworks/order-commands';
import { PAYMENT_ADAPTER_MIGRATIONS, SandboxPaymentProvider } from '@slabworks/payments';
import { ProjectionRunner, READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import { waitFor } from '@slabworks/testing';
import {
  orderStateOf,
  placeGradingOrder,
  runOrderCommand,
  TEST_MEMBER,
  type TestActor,
} from '../testing/grading-orders.testing';
import { blockTestDatabase } from '@slabworks/testing/src/block-test-database';
import { dispatchRefund } from './dispatch-refund';
import { refundDispatcherProjection } from './refund-dispatcher.projection';

jest.setTimeout(60_000);

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const SYSTEM = { id: 'test', role: 'SYSTEM' as const };
const GOOD_ACCOUNT = { bank: '국민', accountNumber: '12345678901', holderName: '김민수' };

describe('refund dispatcher (provider refunds from RefundIssued, sandbox provider)', () => {
  const pg = blockTestDatabase('refunds', {
    poolSize: 10,
    eventStore: true,
    migrations: [...READ_MODEL_MIGRATIONS, ...PAYMENT_ADAPTER_MIGRATIONS],
  });
  let sandbox: SandboxPaymentProvider;

  const run = (orderId: string, body: OrderCommandBody, actor: TestActor = TEST_MEMBER) =>
    runOrderCommand(pg.store, orderId, body, actor);
  const stateOf = (orderId: string) => orderStateOf(pg.store, orderId);
  const sandboxBalance = async (paymentKey: string) =>
    Number(
      (
        await pg.pool.query(`SELECT balance FROM payment_sandbox.payments WHERE payment_key = $1`, [
          paymentKey,
        ])
      ).rows[0].balance,
    );
  const cancelsOf = async (paymentKey: string) =>
    (
      await pg.pool.query(
        `SELECT outcome FROM payment_sandbox.cancels WHERE payment_key = $1 ORDER BY created_at`,
        [paymentKey],
      )
    ).rows.map((r) => r.outcome as string);
  const until = (check: () => Promise<boolean>) => waitFor(check, 10_000, 'the refund dispatch');

  const placed = () => placeGradingOrder(pg.store, '261122');

  beforeAll(async () => {
    sandbox = new SandboxPaymentProvider(pg.pool, { webhookSecret: 'x', toleranceSeconds: 300 });
    const projection = refundDispatcherProjection(pg.store, sandbox);
    await pg
      .stopFirst(new ProjectionRunner(pg.pool, pg.store, projection as never, { logger: quiet }))
      .start();
  });

  it('a cancelled card order is reversed once, however often the refund is retried', async () => {
    const { orderId, total } = await placed();
    const charge = await sandbox.charge({
      orderId,
      orderName: 'x',
      amount: total,
      currency: 'KRW',
      method: 'CARD',
    });
    if (charge.outcome !== 'APPROVED') throw new Error('declined');
    await run(orderId, {
      type: 'CompletePayment',
      data: { method: 'CARD', amount: total, providerKey: charge.paymentKey },
    });
    await run(orderId, { type: 'CancelOrder', data: { reason: 'changed my mind' } });
    await until(async () => (await sandboxBalance(charge.paymentKey)) === 0);

    // A retried refund (crash before the checkpoint, redelivery, an operator's second click).
    await Promise.all(
      Array.from({ length: 10 }, () =>
        dispatchRefund(pg.store, sandbox, { orderId, refundId: 'R1', amount: total, account: null }),
      ),
    );
    expect(await cancelsOf(charge.paymentKey)).toEqual(['CANCELLED']);
    expect(await sandboxBalance(charge.paymentKey)).toBe(0);
    const state = await stateOf(orderId);
    expect(state.status).toBe('REFUNDED');
    expect(state.refundedAmount).toBe(total);
  });

  it('a refused refund account puts the order in WRONG_REFUND_ACCOUNT until the member fixes it', async () => {
    const { orderId, total } = await placed();
    const va = await sandbox.issueVirtualAccount({
      orderId,
      orderName: 'x',
      amount: total,
      customerName: 'x',
      dueAt: new Date(Date.now() + 3_600_000),
    });
    await sandbox.deposit({ accountNumber: va.accountNumber, amount: total, now: new Date() });
    await run(
      orderId,
      {
        type: 'CompletePayment',
        data: { method: 'VIRTUAL_ACCOUNT', amount: total, providerKey: va.paymentKey },
      },
      SYSTEM,
    );
    await run(orderId, {
      type: 'CancelOrder',
      data: { reason: 'cancel', refundAccount: { ...GOOD_ACCOUNT, accountNumber: '99912345678' } },
    });
    await until(async () => (await stateOf(orderId)).status === 'WRONG_REFUND_ACCOUNT');
    expect(await sandboxBalance(va.paymentKey)).toBe(total);

    await run(orderId, { type: 'RegisterRefundAccount', data: GOOD_ACCOUNT });
    await until(async () => (await stateOf(orderId)).status === 'REFUNDED');
    await until(async () => (await sandboxBalance(va.paymentKey)) === 0);
    expect(await cancelsOf(va.paymentKey)).toEqual(['ACCOUNT_REJECTED', 'CANCELLED']);
    const refunds = (await pg.store.read(gradingOrderStream(orderId))).filter(
      (e) => e.type === 'RefundIssued',
    );
    expect(refunds.map((e) => (e.data as { refundId: string }).refundId)).toEqual(['R1', 'R2']);
    const state = await stateOf(orderId);
    expect(state.refundedAmount).toBe(total); // never more than was paid
  });
});
