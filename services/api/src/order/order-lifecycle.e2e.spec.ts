import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedRules } from '../testing/refused-fields';
import { addBusinessDays, seoulDateOf } from '@slabworks/domain';
import {
  caller,
  gradingBody,
  memberWithPhotos,
  paidOrder,
  payOrder,
  reholderBody,
  seedPhotos,
} from './testing/order-api.testing';

describe('order lifecycle through the api: draft to delivered', () => {
  const t = bootTestApp('order-lifecycle', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let operator: TestSession;
  let certificationSeq = 3_000_000 + Math.floor(Math.random() * 1_000_000);

  beforeAll(async () => {
    member = await memberWithPhotos(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
  });

  const asMember = () => caller(t, member);
  const asOperator = () => caller(t, operator);

  async function consoleDetail(orderId: string) {
    await t.projections.settle();
    const res = await asOperator()('GET', `/api/console/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    return { ...res.json().data, etag: res.headers.etag as string };
  }

  async function step(orderId: string, path: string, payload?: object) {
    const res = await asOperator()('POST', `/api/console/orders/${orderId}/${path}`, payload);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }

  /** Every operator step from paid to delivered, scoring each gradable item. */
  async function driveToDelivered(orderId: string): Promise<string[]> {
    const certificationNumbers: string[] = [];
    const { state } = await consoleDetail(orderId);
    if (state.processingStatus === 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION') {
      const res = await asMember()('POST', `/api/orders/${orderId}/inbound-shipment`, {
        courier: 'CJ',
        trackingNumber: '123456789012',
      });
      expect(res.statusCode).toBe(200);
    } else {
      await step(orderId, 'pickup');
    }
    await step(orderId, 'receive');
    await step(orderId, 'warehouse');
    const items: Array<{ itemId: string; certificationNumber: string | null }> = state.items;
    await step(orderId, 'correspondence-check', {
      results: items.map((i) => ({ itemId: i.itemId, result: 'OK' })),
    });
    await step(orderId, 'vsc-check');
    await step(orderId, 'defect-check');
    for (const item of items) {
      const certificationNumber = item.certificationNumber ?? String((certificationSeq += 1));
      certificationNumbers.push(certificationNumber);
      await step(orderId, 'score', { itemId: item.itemId, grade: 9, certificationNumber });
    }
    await step(orderId, 'casing');
    await step(orderId, 'release');
    await step(orderId, 'ship-out', { courier: 'CJ', trackingNumber: '998877' });
    const done = await step(orderId, 'deliver');
    expect(done).toMatchObject({ status: 'COMPLETE', processingStatus: 'SHIPPING_OUT_COMPLETE' });
    return certificationNumbers;
  }

  async function memberDetail(orderId: string) {
    await t.projections.settle();
    const res = await asMember()('GET', `/api/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it('GENERAL: draft → placed from the draft → paid → every step → delivered, results shown only at the end', async () => {
    const draft = await asMember()('POST', '/api/orders/drafts', { submitType: 'GENERAL', cardLines: [] });
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().data.orderId;
    const saved = await asMember()('PUT', `/api/orders/drafts/${draftId}`, gradingBody(member));
    expect(saved.statusCode).toBe(200);
    await t.projections.settle();
    const dres = await asMember()('GET', '/api/orders/drafts');
    const drafts = dres.json().data;
    expect(drafts).toEqual([expect.objectContaining({ orderId: draftId, submitType: 'GENERAL' })]);

    const placed = await asMember()('POST', '/api/orders', { draftId, totalAmount: 1, totalQt: 99 });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ orderId: draftId, orderType: 'REG', totalQt: 3, currency: 'KRW' });
    // 2 × 19,800 + (19,800 + 3,000 auto): the client's totals were ignored.
    expect(order.totalAmount).toBe(62_400);
    expect(order.orderNumber).toMatch(/^G\d{6}-\d{6}$/);
    await t.projections.settle();
    expect((await asMember()('GET', '/api/orders/drafts')).json().data).toEqual([]);

    await payOrder(t, order.orderId, member.id);
    const paid = await memberDetail(order.orderId);
    expect(paid).toMatchObject({ displayStage: 'NEED_INVOICE_INPUT', status: 'PROCESSING' });
    expect(paid.allowedActions).toEqual(
      expect.arrayContaining(['CANCEL', 'CHANGE_ADDRESS', 'ENTER_INBOUND_TRACKING']),
    );
    expect(paid.items.every((i: { grade: unknown }) => i.grade === null)).toBe(true);
    // Regular plan: 10 Korean business days from the payment day (Seoul date).
    const paidAt = paid.ledger.find((l: { kind: string }) => l.kind === 'PAID').at;
    expect(paid.estimatedCompletionDate).toBe(addBusinessDays(seoulDateOf(paidAt), 10));

    await driveToDelivered(order.orderId);
    const delivered = await memberDetail(order.orderId);
    expect(delivered).toMatchObject({ status: 'COMPLETE', displayStage: 'SHIPPING_OUT_COMPLETE' });
    expect(delivered.items).toHaveLength(3);
    expect(delivered.items.every((i: { grade: number }) => i.grade === 9)).toBe(true);
    expect(delivered.estimatedCompletionDate).toBeNull();
    expect(delivered.shipping.outbound).toEqual({ courier: 'CJ', trackingNumber: '998877' });
    expect(delivered.timeline.map((e: { stage: string }) => e.stage)).toEqual([
      'NEED_INVOICE_INPUT',
      'SHIPPING_IN',
      'SHIPPING_IN_COMPLETE',
      'WAREHOUSE_IN',
      'GRADING',
      'GRADING_COMPLETE',
      'SHIPPING_OUT',
      'SHIPPING_OUT_COMPLETE',
    ]);
    const complete = (await asMember()('GET', '/api/orders?tab=complete')).json().data;
    expect(complete.items.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId);
    expect(complete.counts.complete).toBeGreaterThanOrEqual(1);
    expect(complete.counts.all).toBeGreaterThanOrEqual(complete.counts.complete);
    const searched = (await asMember()('GET', `/api/orders?q=${order.orderNumber.slice(-6)}`)).json().data;
    expect(searched.items.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
    const none = (await asMember()('GET', '/api/orders?q=%25')).json().data; // a LIKE wildcard matches nothing
    expect(none.items).toEqual([]);

    const graded = (await asMember()('GET', '/api/collection/grading?size=100')).json().data;
    const mine = graded.items.filter((c: { orderId: string }) => c.orderId === order.orderId);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ grade: '9', orderNumber: order.orderNumber });
  });

  it('SIMPLE is express; BULK needs 20 cards; both go from placed to delivered (pickup shipping too)', async () => {
    const simple = await asMember()(
      'POST',
      '/api/orders',
      gradingBody(member, {
        submitType: 'SIMPLE',
        orderType: 'REG',
        shippingMethod: 'BRG_SHIPPING',
        agreements: { photosMatchCards: true, terms: true, caution: true, quickSubmissionNotice: true },
      }),
    );
    expect(simple.statusCode).toBe(201);
    expect(simple.json().data).toMatchObject({ orderType: 'EXP', totalAmount: 3 * 29_800 + 3_000 });

    const bulk = await asMember()(
      'POST',
      '/api/orders',
      gradingBody(member, {
        orderType: 'BULK',
        cardLines: [
          { cardCategory: 'SPORTS', playerName: 'Ohtani', quantity: 20, isAuto: false, year: 2018 },
        ],
        photos: await seedPhotos(t, member, 4),
      }),
    );
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json().data).toMatchObject({ orderType: 'BULK', totalQt: 20, totalAmount: 20 * 13_800 });

    for (const placed of [simple, bulk]) {
      const { orderId } = placed.json().data;
      await payOrder(t, orderId, member.id);
      await driveToDelivered(orderId);
      expect((await memberDetail(orderId)).status).toBe('COMPLETE');
    }
  });

  it('REHOLDER takes only our graded certification numbers, prices per spec §9 and is delivered', async () => {
    const gradedId = await paidOrder(t, member);
    const numbers = await driveToDelivered(gradedId);
    await t.projections.settle();

    const unknown = await asMember()('POST', '/api/orders', reholderBody([numbers[0]!, '0000001']));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields).toEqual([
      expect.objectContaining({ field: 'certificationNumbers[1]', rule: 'notGraded' }),
    ]);
    const duplicate = await asMember()('POST', '/api/orders', reholderBody([numbers[0]!, numbers[0]!]));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().data.fields).toEqual([
      expect.objectContaining({ field: 'certificationNumbers[1]', rule: 'duplicate' }),
    ]);

    // The form's live check: the same rules, each problem at its line.
    const check = (certificationNumbers: string[]) =>
      asMember()('POST', '/api/orders/reholder/certification-check', { certificationNumbers });
    const checked = await check([numbers[0]!, '0000001', numbers[0]!, '12345', numbers[1]!]);
    expect(checked.statusCode).toBe(400);
    expect(refusedRules(checked)).toEqual([
      'certificationNumbers[1]:notGraded',
      'certificationNumbers[2]:duplicate',
      'certificationNumbers[3]:minLength',
    ]);
    // Issue 35 item 8: one spelling of 인증번호 and a sentence without "이(가)"; en without "numbers is".
    const twice = async (lang: string) => {
      const answer = await asMember()(
        'POST',
        '/api/orders/reholder/certification-check',
        { certificationNumbers: [numbers[0]!, numbers[0]!] },
        { 'x-lang': lang },
      );
      return answer.json().data.fields.map((f: { message: string }) => f.message);
    };
    expect(await twice('ko')).toEqual(['인증번호 항목이 중복되었습니다.']);
    expect(await twice('en')).toEqual(['Certification numbers: the same value is entered twice.']);
    expect(await twice('tw')).toEqual(['認證編號重複輸入。']);
    const fine = await check(numbers.slice(0, 2));
    expect([fine.statusCode, fine.json().data]).toEqual([200, { ok: true }]);

    const reholder = await asMember()('POST', '/api/orders', reholderBody(numbers.slice(0, 2)));
    expect(reholder.statusCode).toBe(201);
    expect(reholder.json().data).toMatchObject({ orderType: 'REHOLDER', totalQt: 2, totalAmount: 2 * 9_800 });
    const { orderId } = reholder.json().data;
    await payOrder(t, orderId, member.id);
    const rescored = await driveToDelivered(orderId);
    expect(rescored).toEqual(numbers.slice(0, 2));
    const detail = await memberDetail(orderId);
    expect(detail.items.map((i: { certificationNumber: string }) => i.certificationNumber)).toEqual(
      numbers.slice(0, 2),
    );
  });

  it('a VIP member gets the membership rate on re-holder units', async () => {
    const vip = await signedInMember(t, { role: 'VIP', discountRateBp: 1000 });
    const gradedId = await paidOrder(t, member);
    const numbers = await driveToDelivered(gradedId);
    await t.projections.settle();
    const quote = await caller(t, vip)('POST', '/api/orders/price-quote', reholderBody([numbers[0]!]));
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ orderType: 'REHOLDER', totalAmount: 8_820 });
  });
});
