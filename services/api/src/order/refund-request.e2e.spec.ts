import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { caller, memberWithPhotos, paidOrder } from './testing/order-api.testing';

// Issue 35 item 3: the member's own refund request for ungradable cards, and the account shown back.
describe('a member asks for the refund of ungradable cards', () => {
  const t = bootTestApp('refund-request', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let operator: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    member = await memberWithPhotos(t);
  });

  const staff = (orderId: string, step: string, body?: object) =>
    caller(t, operator)('POST', `/api/console/orders/${orderId}/${step}`, body);

  // The console reads the read model, which this file's projections keep: read once they are level
  // (read-your-writes alone gives up after 2 s, and answered null on a busy CI machine).
  const read = async (orderId: string, revision: number) => {
    await t.projections.settle();
    return caller(t, operator)('GET', `/api/console/orders/${orderId}?minRevision=${revision}`);
  };

  /** A paid order checked in the warehouse, its first card ungradable (B3). */
  const ungradableOrder = async () => {
    const orderId = await paidOrder(t, member);
    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '555000333',
    });
    await staff(orderId, 'receive');
    const warehoused = await staff(orderId, 'warehouse');
    const detail = (await read(orderId, warehoused.json().data.revision)).json().data;
    const items = detail.state.items as Array<{ itemId: string; price: number }>;
    const checked = await staff(orderId, 'correspondence-check', {
      results: items.map((item, i) =>
        i === 0
          ? { itemId: item.itemId, result: 'UNGRADABLE_B3', reason: 'x' }
          : { itemId: item.itemId, result: 'OK' },
      ),
    });
    expect(checked.statusCode).toBe(200);
    return { orderId, ungradable: items[0]! };
  };

  it('refunds every ungradable card not refunded yet, once', async () => {
    const { orderId, ungradable } = await ungradableOrder();
    const url = `/api/orders/${orderId}/refund-request`;
    const asked = await caller(t, member)('POST', url, {});
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.events).toEqual(['PartialCancelRequested']);
    const pending = await caller(t, member)('POST', url, {});
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('ORDER.PARTIAL_CANCEL_PENDING');
    const revision = asked.json().data.revision;
    const state = (
      await caller(t, operator)('GET', `/api/console/orders/${orderId}?minRevision=${revision}`)
    ).json().data.state;
    expect(state.pendingPartialCancel).toEqual({ itemIds: [ungradable.itemId], amount: ungradable.price });
  });

  it('asks for the tracking number once the cards are shipped back (a field error, translated)', async () => {
    const { orderId } = await ungradableOrder();
    await staff(orderId, 'vsc-check');
    const checked = await staff(orderId, 'defect-check');
    const detail = (await read(orderId, checked.json().data.revision)).json().data;
    const [, ...gradable] = detail.state.items as Array<{ itemId: string }>;
    let cert = 8_700_000 + Math.floor(Math.random() * 100_000);
    for (const item of gradable)
      await staff(orderId, 'score', {
        itemId: item.itemId,
        grade: 9,
        certificationNumber: String((cert += 1)),
      });
    for (const step of ['casing', 'release']) await staff(orderId, step);
    expect((await staff(orderId, 'ship-out', { courier: 'CJ', trackingNumber: '998877' })).statusCode).toBe(
      200,
    );

    const url = `/api/orders/${orderId}/refund-request`;
    const refused = await caller(t, member)('POST', url, {}, { 'x-lang': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual([
      expect.objectContaining({ field: 'trackingNumber', rule: 'required' }),
    ]);
    const asked = await caller(t, member)('POST', url, { trackingNumber: '998877' });
    expect(asked.statusCode).toBe(200);
  });

  it('says there is nothing to refund when no card is ungradable, and shows the refund account masked', async () => {
    const orderId = await paidOrder(t, member);
    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '555000444',
    });
    await staff(orderId, 'receive');
    await staff(orderId, 'warehouse');
    const nothing = await caller(t, member)('POST', `/api/orders/${orderId}/refund-request`, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('ORDER.NOTHING_TO_REFUND');

    const account = { bank: '국민', accountNumber: '12345678901234', holderName: '김민수' };
    expect(
      (await caller(t, member)('PUT', `/api/orders/${orderId}/refund-account`, account)).statusCode,
    ).toBe(200);
    await t.projections.settle();
    const shown = await caller(t, member)('GET', `/api/orders/${orderId}`);
    expect(shown.json().data.refundAccount).toEqual({
      bank: '국민',
      maskedAccountNumber: '****1234',
      holderName: '김민수',
    });
  });
});
