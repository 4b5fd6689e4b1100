import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { storedEventCount } from '../testing/stored-events';
import {
  caller,
  givePhotos,
  gradingBody,
  memberWithPhotos,
  paidOrder,
  returnAddress,
} from './testing/order-api.testing';

type Field = { field: string; rule: string; message: string };

describe('order refusals: bad input 400, other member 404, lifecycle 409, stale If-Match 412', () => {
  const t = bootTestApp('order-refusals', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let stranger: TestSession;
  let operator: TestSession;
  let admin: TestSession;
  let auditor: TestSession;

  beforeAll(async () => {
    [member, stranger, operator, admin, auditor] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t, { role: 'OPERATOR' }),
      signedInMember(t, { role: 'ADMIN' }),
      signedInMember(t, { role: 'AUDITOR' }),
    ]);
    await givePhotos(t, member, stranger);
  });

  const fieldsOf = (res: { json(): { data: { fields: Field[] } } }) =>
    Object.fromEntries(res.json().data.fields.map((f) => [`${f.field}:${f.rule}`, f.message]));

  const placedAndPaid = (shippingMethod = 'SELF_SHIPPING') => paidOrder(t, member, { shippingMethod });

  it.each([
    ['more than 1000 cards in one line', { quantity: 1001 }, 'cardLines[0].quantity:max'],
    ['quantity 0', { quantity: 0 }, 'cardLines[0].quantity:min'],
    ['quantity with letters', { quantity: '2a' }, 'cardLines[0].quantity:pattern'],
    ['a fractional quantity', { quantity: 1.5 }, 'cardLines[0].quantity:integer'],
    ['a sports card before 1999', { year: 1998, cardCategory: 'SPORTS' }, 'cardLines[0].year:min'],
    ['no player or card name', { playerName: '  ' }, 'cardLines[0].playerName:required'],
    ['an unknown category', { cardCategory: 'STAMPS' }, 'cardLines[0].cardCategory:isEnum'],
  ])('refuses %s with a field error and appends nothing', async (_label, change, expected) => {
    const before = await storedEventCount(t);
    const body = gradingBody(member);
    body.cardLines = [{ ...body.cardLines[0]!, ...change } as never];
    const res = await caller(t, member)('POST', '/api/orders', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toHaveProperty([expected]);
    expect(await storedEventCount(t)).toBe(before);
  });

  it('counts cards across lines for the 1000 limit, and needs 20 for BULK, photos and agreements', async () => {
    const line = { cardCategory: 'POKEMON', playerName: 'Eevee', quantity: 600, isAuto: false };
    const tooMany = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, { cardLines: [line, line] }),
    );
    expect(fieldsOf(tooMany)).toHaveProperty(['cardLines:max']);
    const bulk = await caller(t, member)('POST', '/api/orders', gradingBody(member, { orderType: 'BULK' }));
    expect(fieldsOf(bulk)).toHaveProperty(['cardLines:min']);
    const bare = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, { photos: [], agreements: {} }),
    );
    expect(Object.keys(fieldsOf(bare))).toEqual(
      expect.arrayContaining([
        'photos:minItems',
        'agreements.terms:agreementRequired',
        'agreements.caution:agreementRequired',
      ]),
    );
    const minimum = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, {
        submitType: 'SIMPLE',
        cardLines: [{ cardCategory: 'POKEMON', playerName: 'Mew', quantity: 1, minimumGrade: 9 }],
        agreements: { photosMatchCards: true, terms: true, caution: true, quickSubmissionNotice: true },
      }),
    );
    expect(fieldsOf(minimum)).toHaveProperty(['cardLines[0].minimumGrade:notAllowed']);
    const noAddress = await caller(t, member)(
      'POST',
      '/api/orders',
      gradingBody(member, { returnAddress: {} }),
    );
    expect(fieldsOf(noAddress)).toHaveProperty(['returnAddress.recipient:required']);
  });

  it('translates field errors into the caller language', async () => {
    const body = gradingBody(member);
    body.cardLines = [{ ...body.cardLines[0]!, playerName: '' } as never];
    const ko = await caller(t, member)('POST', '/api/orders', body, { 'x-lang': 'ko' });
    const tw = await caller(t, member)('POST', '/api/orders', body, { 'x-lang': 'tw' });
    const en = await caller(t, member)('POST', '/api/orders', body);
    expect(fieldsOf(en)['cardLines[0].playerName:required']).toBe('Player/card name is required.');
    expect(fieldsOf(ko)['cardLines[0].playerName:required']).toContain('선수/카드 이름');
    expect(fieldsOf(tw)['cardLines[0].playerName:required']).toContain('球員/卡片名稱');
  });

  it('refuses bad tracking numbers, refund accounts and missing reasons before looking at the stage', async () => {
    const orderId = await placedAndPaid();
    const before = await storedEventCount(t);
    const long = await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '1'.repeat(201),
    });
    expect(fieldsOf(long)).toHaveProperty(['trackingNumber:maxLength']);
    const dashes = await caller(t, member)('PUT', `/api/orders/${orderId}/refund-account`, {
      bank: '국민',
      accountNumber: '123-456',
      holderName: '김민수',
    });
    expect(fieldsOf(dashes)).toHaveProperty(['accountNumber:pattern']);
    const noReason = await caller(t, member)('POST', `/api/orders/${orderId}/cancel`, { reason: ' ' });
    expect(fieldsOf(noReason)).toHaveProperty(['reason:required']);
    const address = await caller(t, member)('PUT', `/api/orders/${orderId}/shipping-address`, {
      returnAddress: { ...returnAddress(), postalCode: 'abc' },
    });
    expect(fieldsOf(address)).toHaveProperty(['returnAddress.postalCode:pattern']);
    expect(await storedEventCount(t)).toBe(before);
  });

  it("answers another member's order with 404, for reads and writes", async () => {
    const orderId = await placedAndPaid();
    await t.projections.settle();
    const other = caller(t, stranger);
    expect((await other('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    const cancel = await other('POST', `/api/orders/${orderId}/cancel`, { reason: 'mine now' });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().code).toBe('ORDER.NOT_FOUND');
    expect((await other('GET', `/api/orders/not-a-uuid`)).statusCode).toBe(404);
    expect((await caller(t, member)('GET', `/api/orders/${orderId}`)).statusCode).toBe(200);
  });

  it('refuses a step the lifecycle does not allow with 409 naming the rule', async () => {
    const orderId = await placedAndPaid();
    const skip = await caller(t, operator)('POST', `/api/console/orders/${orderId}/warehouse`);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'ORDER.STEP_OUT_OF_ORDER' });
    expect(skip.json().message).toContain('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION');

    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '1',
    });
    await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`);
    await caller(t, operator)('POST', `/api/console/orders/${orderId}/warehouse`);
    const cancel = await caller(t, member)('POST', `/api/orders/${orderId}/cancel`, {
      reason: 'changed my mind',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('ORDER.NOT_CANCELLABLE');
    const pickup = await caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`);
    expect(pickup.json().code).toBe('ORDER.STEP_OUT_OF_ORDER');
  });

  it('answers a stale If-Match with 412 and appends nothing; a fresh one goes through', async () => {
    const orderId = await placedAndPaid('BRG_SHIPPING');
    await t.projections.settle();
    const read = await caller(t, operator)('GET', `/api/console/orders/${orderId}`);
    const etag = read.headers.etag as string;
    expect(etag).toBe('"1"');
    const first = await caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`, undefined, {
      'if-match': etag,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    const before = await storedEventCount(t);
    const stale = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`, undefined, {
      'if-match': etag,
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'PRECONDITION_FAILED',
      data: { expectedRevision: 1, currentRevision: 2 },
    });
    expect(await storedEventCount(t)).toBe(before);
    const bad = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`, undefined, {
      'if-match': 'abc',
    });
    expect(bad.statusCode).toBe(400);
    const fresh = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`, undefined, {
      'if-match': '"2"',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('keeps the console to staff, corrections to admins with a reason, and audit to auditors', async () => {
    const orderId = await placedAndPaid('VISIT');
    expect((await caller(t, member)('GET', '/api/console/orders')).statusCode).toBe(403);
    expect((await caller(t, member)('GET', `/api/audit/orders/${orderId}/events`)).statusCode).toBe(403);
    expect((await caller(t, operator)('GET', `/api/audit/orders/${orderId}/events`)).statusCode).toBe(403);
    expect((await caller(t, auditor)('GET', `/api/audit/orders/${orderId}/events`)).statusCode).toBe(200);
    expect((await caller(t, auditor)('POST', `/api/console/orders/${orderId}/pickup`)).statusCode).toBe(403);

    await caller(t, operator)('POST', `/api/console/orders/${orderId}/pickup`);
    const byOperator = await caller(t, operator)('POST', `/api/console/orders/${orderId}/correct`, {
      reason: 'typo',
    });
    expect(byOperator.statusCode).toBe(403);
    const noReason = await caller(t, admin)('POST', `/api/console/orders/${orderId}/correct`, {});
    expect(fieldsOf(noReason)).toHaveProperty(['reason:required']);
    const corrected = await caller(t, admin)('POST', `/api/console/orders/${orderId}/correct`, {
      reason: 'not picked up yet',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.processingStatus).toBe('VISIT_SHIPPING_BEFORE_PICKUP');
    const again = await caller(t, admin)('POST', `/api/console/orders/${orderId}/correct`, {
      reason: 'again',
    });
    expect(again.json().code).toBe('ORDER.NOTHING_TO_CORRECT');
  });

  it('bulk-advance gives one result per order, a refusal never blocking the rest', async () => {
    const ready = await placedAndPaid('QUICK');
    const notReady = await placedAndPaid('SELF_SHIPPING');
    const res = await caller(t, operator)('POST', '/api/console/orders/bulk-advance', {
      step: 'pickup',
      orders: [
        { orderId: ready },
        { orderId: notReady },
        { orderId: '00000000-0000-7000-8000-000000000000' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results, succeeded } = res.json().data;
    expect(succeeded).toBe(1);
    expect(results).toEqual([
      expect.objectContaining({ orderId: ready, ok: true, processingStatus: 'SHIPPING_IN' }),
      expect.objectContaining({ orderId: notReady, ok: false, status: 409, code: 'ORDER.STEP_OUT_OF_ORDER' }),
      expect.objectContaining({ ok: false, status: 404, code: 'ORDER.NOT_FOUND' }),
    ]);
  });

  it('blocks withdrawal while the member has an order in process (the member module asks the read model)', async () => {
    const owner = await memberWithPhotos(t);
    const placed = await caller(t, owner)('POST', '/api/orders', gradingBody(owner));
    expect(placed.statusCode).toBe(201);
    await t.projections.settle();
    const res = await caller(t, owner)('POST', '/api/member/withdrawal');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MEMBER.WITHDRAWAL_BLOCKED');
  });
});
