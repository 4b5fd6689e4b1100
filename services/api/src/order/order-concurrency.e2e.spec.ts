import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { storedEventCount } from '../testing/stored-events';
import { caller, givePhotos, gradingBody, memberWithPhotos, payOrder } from './testing/order-api.testing';

describe('orders under concurrency and retries', () => {
  const t = bootTestApp('order-concurrency', { AUTH_RATE_LIMIT: '1000' });
  let member: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    [member, operator] = await Promise.all([signedInMember(t), signedInMember(t, { role: 'OPERATOR' })]);
    await givePhotos(t, member);
  });

  const streamEvents = async (orderId: string) =>
    (
      await t.dataSource.query(
        `SELECT type, event_id FROM event_store.events WHERE stream_id = $1 ORDER BY revision`,
        [`gradingOrder-${orderId}`],
      )
    ).map((r: { type: string }) => r.type) as string[];

  async function paidPickupOrder() {
    const res = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, { shippingMethod: 'BRG_SHIPPING' }),
    );
    const { orderId } = res.json().data;
    await payOrder(t, orderId, member.id);
    return orderId as string;
  }

  it('20 concurrent advances with the same If-Match: exactly one succeeds, the rest 412, one event', async () => {
    const orderId = await paidPickupOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`, undefined, {
          'if-match': '"1"',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 412)).toHaveLength(19);
    expect((await streamEvents(orderId)).filter((type) => type === 'PickupCompleted')).toHaveLength(1);
  });

  it('20 concurrent advances without If-Match: one succeeds, the rest are refused by the lifecycle', async () => {
    const orderId = await paidPickupOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().code}`))).toEqual(
      new Set(['409 ORDER.STEP_OUT_OF_ORDER']),
    );
    expect(await streamEvents(orderId)).toEqual(['OrderPlaced', 'PaymentCompleted', 'PickupCompleted']);
  });

  it('gives concurrent orders distinct order numbers from one daily sequence', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => caller(t, member)('POST', '/api/orders', gradingBody(member))),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const numbers = answers.map((a) => a.json().data.orderNumber as string);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences[19]! - sequences[0]!).toBe(19);
  });

  it('an idempotent retry of POST /api/orders appends nothing and answers the first answer', async () => {
    const headers = { 'idempotency-key': `place-${Date.now()}` };
    const body = gradingBody(member); // a retry is the same request: the same photo too
    const first = await caller(t, member)('POST', '/api/orders', body, headers);
    expect(first.statusCode).toBe(201);
    const before = await storedEventCount(t);
    const retries = await Promise.all(
      Array.from({ length: 3 }, () => caller(t, member)('POST', '/api/orders', body, headers)),
    );
    for (const retry of retries) expect(retry.json().data).toEqual(first.json().data);
    expect(await storedEventCount(t)).toBe(before);

    const other = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, { shippingMethod: 'QUICK' }),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY.KEY_REUSED');
    // Keys belong to a member: another member's identical key is a new request.
    const stranger = await memberWithPhotos(t);
    const theirs = await caller(t, stranger)('POST', '/api/orders', gradingBody(stranger), headers);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.orderId).not.toBe(first.json().data.orderId);
  });

  it('concurrent first requests with one key place one order', async () => {
    const headers = { 'idempotency-key': `race-${Date.now()}` };
    const body = gradingBody(member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => caller(t, member)('POST', '/api/orders', body, headers)),
    );
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.orderId);
    expect(new Set(placed).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 201 || a.json().code === 'IDEMPOTENCY.IN_PROGRESS')).toBe(
      true,
    );
  });

  it('a retried member cancel and a retried operator step append nothing twice', async () => {
    const orderId = await paidPickupOrder();
    const key = { 'idempotency-key': `step-${orderId}` };
    const first = await caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`, undefined, key);
    const again = await caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.revision).toBe(first.json().data.revision);

    const cancelKey = { 'idempotency-key': `cancel-${orderId}` };
    const body = {
      reason: 'changed my mind',
      refundAccount: { bank: '국민', accountNumber: '1234567890', holderName: '김민수' },
    };
    const cancel = await caller(t, member)('POST', `/api/orders/${orderId}/cancel`, body, cancelKey);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.events).toEqual(['RefundAccountRegistered', 'OrderCancelled', 'RefundIssued']);
    const retry = await caller(t, member)('POST', `/api/orders/${orderId}/cancel`, body, cancelKey);
    expect(retry.json().data).toEqual(cancel.json().data);
    const types = await streamEvents(orderId);
    expect(types.filter((x) => x === 'OrderCancelled')).toHaveLength(1);
    expect(types.filter((x) => x === 'PickupCompleted')).toHaveLength(1);
  });
});
