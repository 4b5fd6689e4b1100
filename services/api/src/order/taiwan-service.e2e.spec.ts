import { foldOrder } from '@slabworks/domain';
import { taiwanAddress } from '@slabworks/domain/testing';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { EVENT_STORE } from '../event-store';
import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { storedEventCount } from '../testing/stored-events';
import { refusedRules } from '../testing/refused-fields';
import { caller, givePhotos, gradingBody, payOrder, returnAddress } from './testing/order-api.testing';

// docs/domain.md "Two services": a member orders only in its own service, in its currency, to an
// address of its country; a refusal appends nothing.
describe('the Korean and the Taiwan service', () => {
  const t = bootTestApp('taiwan-service', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let kr: TestSession;
  let tw: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    [kr, tw, operator] = await Promise.all([
      signedInMember(t, { region: 'KR' }),
      signedInMember(t, { region: 'TW' }),
      signedInMember(t, { role: 'OPERATOR' }),
    ]);
    await givePhotos(t, kr, tw);
  });

  const on = (country: 'KR' | 'TW', lang = 'en') => ({ 'country-code': country, 'x-lang': lang });

  it('refuses a Korean member ordering on the Taiwan service, and the reverse, appending nothing', async () => {
    const before = await storedEventCount(t);
    const krOnTw = await caller(t, kr)('POST', '/api/orders', gradingBody(kr), on('TW', 'tw'));
    expect(krOnTw.statusCode).toBe(403);
    expect(krOnTw.json()).toMatchObject({
      code: 'MEMBER.REGION_MISMATCH',
      message: '此帳號屬於韓國服務，無法在此下單。請至韓國網站下單。',
      data: { memberRegion: 'KR', region: 'TW' },
    });
    const body = gradingBody(tw, { returnAddress: taiwanAddress() });
    const twOnKr = await caller(t, tw)('POST', '/api/orders', body, on('KR', 'ko'));
    expect(twOnKr.statusCode).toBe(403);
    expect(twOnKr.json()).toMatchObject({
      code: 'MEMBER.REGION_MISMATCH',
      message: '이 계정은 대만 서비스 계정이라 여기서 주문할 수 없습니다. 대만 사이트에서 주문해 주세요.',
    });
    // The Taiwan member on the Korean site can still read its orders.
    expect((await caller(t, tw)('GET', '/api/orders', undefined, on('KR'))).statusCode).toBe(200);
    expect(await storedEventCount(t)).toBe(before);
  });

  it('prices a Taiwan order in TWD and returns it to a Taiwan address', async () => {
    const res = await caller(t, tw)(
      'POST',
      '/api/orders',
      gradingBody(tw, { returnAddress: taiwanAddress() }),
      on('TW'),
    );
    expect(res.statusCode).toBe(201);
    const history = await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), res.json().data.orderId);
    expect(foldOrder(history.events).order?.pricing).toMatchObject({
      currency: 'TWD',
      isJeju: false,
      totalAmount: 2 * 580 + 680,
    });
  });

  it('refuses a Korean address on a Taiwan order, and the reverse, with field errors', async () => {
    const before = await storedEventCount(t);
    const onTw = await caller(t, tw)('POST', '/api/orders', gradingBody(tw), on('TW'));
    expect(onTw.statusCode).toBe(400);
    expect(refusedRules(onTw)).toEqual(['returnAddress.phone:twPhone', 'returnAddress.address1:twAddress']);
    const onKr = await caller(t, kr)(
      'POST',
      '/api/orders',
      gradingBody(kr, { returnAddress: taiwanAddress() }),
      on('KR'),
    );
    expect(onKr.statusCode).toBe(400);
    expect(refusedRules(onKr)).toEqual([
      'returnAddress.phone:krPhone',
      'returnAddress.postalCode:pattern',
      'returnAddress.address1:krAddress',
    ]);
    expect(onKr.json().data.fields[2].message).toBe(
      'Address: This is a Taiwan address; an order on the Korean service is returned within Korea.',
    );
    expect(returnAddress().postalCode).toBe('06236');
    expect(await storedEventCount(t)).toBe(before);
  });

  it('refunds a cancelled Taiwan order in TWD: the event, the order view and its ledger', async () => {
    const placed = await caller(t, tw)(
      'POST',
      '/api/orders',
      gradingBody(tw, { returnAddress: taiwanAddress() }),
      on('TW', 'tw'),
    );
    const { orderId } = placed.json().data;
    await payOrder(t, orderId, tw.id);
    const cancel = await caller(t, tw)(
      'POST',
      `/api/orders/${orderId}/cancel`,
      { reason: '不需要了' },
      on('TW'),
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.events).toEqual(expect.arrayContaining(['OrderCancelled', 'RefundIssued']));

    // The event's amount is the TWD the member paid (the order's pricing says in which money).
    const history = await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), orderId);
    const refund = history.events.find((e) => e.type === 'RefundIssued');
    const total = 2 * 580 + 680;
    expect(refund?.data).toMatchObject({ amount: total });
    expect(foldOrder(history.events).order?.pricing.currency).toBe('TWD');

    await t.projections.settle();
    const detail = (await caller(t, tw)('GET', `/api/orders/${orderId}`, undefined, on('TW'))).json().data;
    expect(detail).toMatchObject({
      currency: 'TWD',
      amounts: { currency: 'TWD', paidAmount: total, refundedAmount: total },
    });
    expect(detail.ledger.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['PAID', total],
      ['REFUND', total],
    ]);
  });

  it('takes a Taiwan order through the branch: console steps, timeline times, audit history', async () => {
    const placed = await caller(t, tw)(
      'POST',
      '/api/orders',
      gradingBody(tw, { returnAddress: taiwanAddress() }),
      on('TW'),
    );
    const { orderId } = placed.json().data;
    await payOrder(t, orderId, tw.id);
    const inbound = { courier: '黑貓宅急便', trackingNumber: '9012-3456-7890' };
    expect(
      (await caller(t, tw)('POST', `/api/orders/${orderId}/inbound-shipment`, inbound, on('TW'))).statusCode,
    ).toBe(200);
    const step = async (path: string, payload?: object) => {
      const res = await caller(t, operator)('POST', `/api/console/orders/${orderId}/${path}`, payload);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    };
    const consoleDetail = async () => {
      await t.projections.settle();
      return (await caller(t, operator)('GET', `/api/console/orders/${orderId}`)).json().data;
    };
    await step('receive');
    await step('warehouse');
    const { state } = await consoleDetail();
    await step('correspondence-check', {
      results: state.items.map((i: { itemId: string }) => ({ itemId: i.itemId, result: 'OK' })),
    });
    await step('vsc-check');
    await step('defect-check');
    let cert = 6_000_000 + Math.floor(Math.random() * 900_000);
    for (const item of state.items)
      await step('score', { itemId: item.itemId, grade: 9, certificationNumber: String((cert += 1)) });
    await step('casing');
    expect((await consoleDetail()).nextCommand).toBe('SendToBranch');
    const release = await caller(t, operator)('POST', `/api/console/orders/${orderId}/release`);
    expect(release.statusCode).toBe(409);
    expect(release.json().code).toBe('ORDER.GOES_THROUGH_BRANCH');
    expect(await step('branch-send')).toMatchObject({ processingStatus: 'SENT_TO_BRANCH' });
    expect((await consoleDetail()).nextCommand).toBe('ReceiveAtBranch');
    expect(await step('branch-receive')).toMatchObject({ processingStatus: 'BRANCH_RECEIVED' });
    // The branch ships with a Taiwan courier: a Korean one is a field error, nothing appended.
    const before = await storedEventCount(t);
    const korean = await caller(t, operator)(
      'POST',
      `/api/console/orders/${orderId}/ship-out`,
      { courier: 'CJ', trackingNumber: '998877' },
      { 'x-lang': 'tw' },
    );
    expect(korean.statusCode).toBe(400);
    expect(korean.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'courier',
        rule: 'twCourier',
        message: '台灣訂單由台灣分公司寄出，請選擇台灣的物流公司。',
      }),
    ]);
    expect(await storedEventCount(t)).toBe(before);
    await step('ship-out', { courier: '黑貓宅急便', trackingNumber: '9080-7060-5040' });

    await t.projections.settle();
    const detail = (await caller(t, tw)('GET', `/api/orders/${orderId}`, undefined, on('TW'))).json().data;
    expect(detail).toMatchObject({
      displayStage: 'SHIPPING_OUT',
      shipping: { outbound: { courier: 'TCAT' } },
    });
    const stages = detail.timeline.map((e: { stage: string }) => e.stage);
    expect(stages.slice(-4)).toEqual([
      'GRADING_COMPLETE',
      'SENT_TO_BRANCH',
      'BRANCH_RECEIVED',
      'SHIPPING_OUT',
    ]);
    expect(detail.timeline.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    const history = (await caller(t, operator)('GET', `/api/console/orders/${orderId}/history`)).json().data;
    const types = JSON.stringify(history);
    expect(types).toContain('SentToBranch');
    expect(types).toContain('ReceivedAtBranch');
    expect(types).not.toContain('WarehouseReleased');
  });
});
