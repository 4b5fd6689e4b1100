import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { EVENT_STORE } from '../event-store';
import { signedInMember, type TestSession } from '../auth/testing';
import { scoreOrder } from '../card-data/testing';
import { caller, gradingBody, memberWithPhotos, reholderBody } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

// gradingBody: 2 Pokémon REG (19,800) + 1 auto Korean REG (19,800 + 3,000) = 62,400 KRW.
const CART_TOTAL = 62_400;
const DAY = 24 * 60 * 60 * 1000;

describe('coupons, membership tiers and VIP pricing', () => {
  const t = bootTestApp('coupons', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let admin: TestSession;

  beforeAll(async () => {
    admin = await signedInMember(t, { role: 'ADMIN' });
  });

  let seq = 0;
  async function createCoupon(overrides: Record<string, unknown> = {}) {
    seq += 1;
    const res = await caller(t, admin)('POST', '/api/console/coupons', {
      code: `TEST-${Date.now().toString(36).toUpperCase()}-${seq}`,
      name: 'Welcome',
      discountKind: 'AMOUNT',
      amounts: { KRW: 5_000 },
      minimumOrderAmounts: { KRW: 30_000 },
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validUntil: new Date(Date.now() + 10 * DAY).toISOString(),
      submitTypes: ['GENERAL', 'SIMPLE'],
      ...overrides,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; code: string };
  }

  it('a registered coupon is quoted and ordered with equal totals, its own ledger line, then used', async () => {
    const coupon = await createCoupon();
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    const registered = await as('POST', '/api/member/coupons', { code: ` ${coupon.code.toLowerCase()} ` });
    expect(registered.statusCode).toBe(201);
    const listed = (await as('GET', '/api/member/coupons')).json().data;
    expect(listed).toEqual([expect.objectContaining({ code: coupon.code, tab: 'usable', daysToExpiry: 10 })]);

    const body = gradingBody(member, { couponIds: [coupon.id] });
    const quote = await as('POST', '/api/orders/price-quote', body);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.totalAmount).toBe(CART_TOTAL - 5_000);
    const placed = await as('POST', '/api/orders', body);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.totalAmount).toBe(quote.json().data.totalAmount);

    await t.projections.settle();
    const detail = (await as('GET', `/api/orders/${placed.json().data.orderId}`)).json().data;
    expect(detail.ledger).toEqual([
      expect.objectContaining({ kind: 'DISCOUNT', amount: 5_000, reason: `COUPON ${coupon.code}` }),
    ]);
    const after = (await as('GET', '/api/member/coupons')).json().data;
    expect(after).toEqual([
      expect.objectContaining({ tab: 'used', usedOrderId: placed.json().data.orderId }),
    ]);
    const again = await as('POST', '/api/orders/price-quote', body);
    expect([again.statusCode, again.json().code]).toEqual([400, 'COUPON.ALREADY_USED']);
  });

  it('one single-use coupon on 10 concurrent orders: exactly one discount, nine clear refusals', async () => {
    const coupon = await createCoupon({ usageLimit: 1 });
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    expect((await as('POST', '/api/member/coupons', { code: coupon.code })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] })),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.json().data.totalAmount).toBe(CART_TOTAL - 5_000);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => `${a.statusCode} ${a.json().code}`)).toEqual(
      Array.from({ length: 9 }, () => '400 COUPON.ALREADY_USED'),
    );
    expect(refused[0]!.json().message).toContain('already used');
    const held = await t.dataSource.query(`SELECT order_id FROM member_coupons WHERE coupon_id = $1`, [
      coupon.id,
    ]);
    expect(held).toEqual([{ order_id: placed[0]!.json().data.orderId }]);
    const events = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'OrderPlaced'
         AND data->'pricing'->'discount'->'couponIds' ? $1`,
      [coupon.id],
    );
    expect(events).toEqual([{ n: 1 }]);

    // The overall limit too: a second member cannot register a coupon that is used up.
    const other = await signedInMember(t);
    const late = await caller(t, other)('POST', '/api/member/coupons', { code: coupon.code });
    expect([late.statusCode, late.json().code]).toEqual([400, 'COUPON.EXHAUSTED']);
  });

  it('a cancelled order gives its coupon back', async () => {
    const coupon = await createCoupon();
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    await as('POST', '/api/member/coupons', { code: coupon.code });
    const placed = await as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] }));
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json().data;
    const cancelled = await as('POST', `/api/orders/${orderId}/cancel`, { reason: 'changed my mind' });
    expect(cancelled.statusCode).toBe(200);
    await t.projections.settle();
    expect((await as('GET', '/api/member/coupons')).json().data).toEqual([
      expect.objectContaining({ tab: 'usable', usedOrderId: null }),
    ]);
    const second = await as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] }));
    expect(second.statusCode).toBe(201);
    expect(second.json().data.totalAmount).toBe(CART_TOTAL - 5_000);
  });

  it('holds the coupon for an unpaid order (wallet: HELD for G…), spends it on payment, gives it back on unpaid expiry', async () => {
    const coupon = await createCoupon();
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    await as('POST', '/api/member/coupons', { code: coupon.code });
    const placed = await as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] }));
    const { orderId, orderNumber } = placed.json().data;
    await t.projections.settle();
    expect((await as('GET', '/api/member/coupons')).json().data).toEqual([
      expect.objectContaining({
        tab: 'used',
        hold: 'HELD',
        usedOrderId: orderId,
        usedOrderNumber: orderNumber,
      }),
    ]);
    // Declined: still held by the same order, which can be paid again.
    const declined = await as('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4000000000000002',
    });
    expect(declined.statusCode).toBe(402);
    const other = await as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] }));
    expect([other.statusCode, other.json().code]).toEqual([400, 'COUPON.ALREADY_USED']);
    await executeOrderCommand(
      t.app.get<EventStore>(EVENT_STORE),
      { orderId, commandId: randomUUID(), actor: { id: 'sweeper', role: 'SYSTEM' }, correlationId: 'test' },
      () => ({ type: 'ExpireUnpaidOrder', data: {} }),
      { clock: () => new Date(Date.now() + 25 * 3_600_000) },
    );
    await t.projections.settle();
    expect((await as('GET', '/api/member/coupons')).json().data).toEqual([
      expect.objectContaining({ tab: 'usable', hold: null, usedOrderId: null }),
    ]);
    const again = await as('POST', '/api/orders', gradingBody(member, { couponIds: [coupon.id] }));
    expect(again.statusCode).toBe(201);
    expect(
      (await as('POST', `/api/orders/${again.json().data.orderId}/payments`, { method: 'CARD' })).statusCode,
    ).toBe(200);
    await t.projections.settle();
    expect((await as('GET', '/api/member/coupons')).json().data).toEqual([
      expect.objectContaining({ tab: 'used', hold: 'SPENT', usedOrderNumber: again.json().data.orderNumber }),
    ]);
  });

  it('one draft placed twice at once with different coupons: the placed order holds only the coupon it used', async () => {
    const [first, second] = [await createCoupon(), await createCoupon()];
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    await as('POST', '/api/member/coupons', { code: first.code });
    await as('POST', '/api/member/coupons', { code: second.code });
    const body = gradingBody(member);
    const draftId = (await as('POST', '/api/orders/drafts', body)).json().data.orderId;
    const answers = await Promise.all(
      [first, second].map((coupon) =>
        as('POST', '/api/orders', { ...body, draftId, couponIds: [coupon.id] }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    const held: Array<{ coupon_id: string; order_id: string | null }> = await t.dataSource.query(
      `SELECT coupon_id::text, order_id FROM member_coupons WHERE member_id = $1 ORDER BY order_id NULLS LAST`,
      [member.id],
    );
    expect(held.filter((h) => h.order_id !== null)).toEqual([
      { coupon_id: expect.any(String), order_id: draftId },
    ]);
    expect(held).toHaveLength(2);
  });

  it('gives unknown, paused, expired, too-small and wrong-type coupons their own refusals', async () => {
    const member = await memberWithPhotos(t);
    const as = caller(t, member);
    const unknown = await as('POST', '/api/member/coupons?lang=ko', { code: 'NO-SUCH-CODE' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'COUPON.INVALID_CODE']);
    expect(unknown.json().message).toContain('유효하지 않은 코드');
    const empty = await as('POST', '/api/member/coupons', { code: '' });
    expect(empty.statusCode).toBe(400);

    const expired = await createCoupon({
      validFrom: new Date(Date.now() - 10 * DAY).toISOString(),
      validUntil: new Date(Date.now() - DAY).toISOString(),
    });
    const late = await as('POST', '/api/member/coupons', { code: expired.code });
    expect([late.statusCode, late.json().code]).toEqual([400, 'COUPON.EXPIRED']);

    const big = await createCoupon({ minimumOrderAmounts: { KRW: 100_000 } });
    await as('POST', '/api/member/coupons', { code: big.code });
    const small = await as('POST', '/api/orders/price-quote', gradingBody(member, { couponIds: [big.id] }));
    expect([small.statusCode, small.json().code]).toEqual([400, 'PRICING.COUPON_MINIMUM_NOT_MET']);
    expect(small.json().message).toContain(String(100_000 - CART_TOTAL));

    const reholderOnly = await createCoupon({ submitTypes: ['REHOLDER'] });
    await as('POST', '/api/member/coupons', { code: reholderOnly.code });
    const wrong = await as('POST', '/api/orders', gradingBody(member, { couponIds: [reholderOnly.id] }));
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'COUPON.NOT_APPLICABLE']);
    // A refused order holds nothing.
    expect(
      await t.dataSource.query(`SELECT order_id FROM member_coupons WHERE coupon_id = $1`, [reholderOnly.id]),
    ).toEqual([{ order_id: null }]);

    const paused = await createCoupon();
    await as('POST', '/api/member/coupons', { code: paused.code });
    const pause = await caller(t, admin)('PUT', `/api/console/coupons/${paused.id}/paused`, { paused: true });
    expect(pause.statusCode).toBe(200);
    const quote = await as(
      'POST',
      '/api/orders/price-quote',
      gradingBody(member, { couponIds: [paused.id] }),
    );
    expect([quote.statusCode, quote.json().code]).toEqual([400, 'COUPON.PAUSED']);

    // A rate coupon never takes the total below 0.
    const all = await createCoupon({ discountKind: 'RATE', rateBp: 10_000, amounts: undefined });
    await as('POST', '/api/member/coupons', { code: all.code });
    const free = await as('POST', '/api/orders/price-quote', gradingBody(member, { couponIds: [all.id] }));
    expect(free.json().data).toMatchObject({ totalPrice: CART_TOTAL, totalAmount: 0 });

    const log = (
      await caller(t, admin)('GET', `/api/console/changes?subject=COUPON&subjectId=${paused.id}`)
    ).json().data.rows;
    expect(log.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'CREATE']);
    expect(log[0]).toMatchObject({ changedBy: admin.id, after: { paused: true } });
  });

  it('a VIP gets the rate ADMIN set, and is refused coupons at registration and at checkout', async () => {
    const vip = await memberWithPhotos(t, { role: 'VIP' });
    const coupon = await createCoupon();
    const set = await caller(t, admin)('PUT', `/api/console/members/${vip.id}/discount-rate`, {
      discountRateBp: 1_000,
    });
    expect(set.statusCode).toBe(200);
    const as = caller(t, vip);
    const placed = await as('POST', '/api/orders', gradingBody(vip));
    expect(placed.json().data.totalAmount).toBe(CART_TOTAL - 6_240);
    const register = await as('POST', '/api/member/coupons', { code: coupon.code });
    expect([register.statusCode, register.json().code]).toEqual([400, 'PRICING.VIP_COUPON_NOT_ALLOWED']);
    const choose = await as('POST', '/api/orders/price-quote', gradingBody(vip, { couponIds: [coupon.id] }));
    expect([choose.statusCode, choose.json().code]).toEqual([400, 'PRICING.VIP_COUPON_NOT_ALLOWED']);
    const issue = await caller(t, admin)('POST', `/api/console/coupons/${coupon.id}/issue`, {
      memberIds: [vip.id],
    });
    expect(issue.json().data.results).toEqual([
      { memberId: vip.id, issued: false, code: 'PRICING.VIP_COUPON_NOT_ALLOWED' },
    ]);
  });

  it('a member in a tier pays the tier rate on re-holder units; the tier shows on the membership', async () => {
    const tier = await caller(t, admin)('POST', '/api/console/membership-tiers', {
      name: `Gold ${Date.now()}`,
      discountRateBp: 1_000,
    });
    expect(tier.statusCode).toBe(201);
    const member = await signedInMember(t);
    const set = await caller(t, admin)('PUT', `/api/console/members/${member.id}/tier`, {
      tierId: tier.json().data.id,
    });
    expect(set.json().data).toMatchObject({ type: 'NORMAL', discountRateBp: 1_000 });
    // Renaming answers the tier itself (once it answered {members: 0} and logged `after: {}`).
    const renamed = `${tier.json().data.name} Plus`;
    const update = await caller(t, admin)('PUT', `/api/console/membership-tiers/${tier.json().data.id}`, {
      name: renamed,
      discountRateBp: 1_000,
    });
    expect([update.statusCode, update.json().data]).toEqual([
      200,
      { id: tier.json().data.id, name: renamed, discountRateBp: 1_000, members: 1 },
    ]);
    const [logged] = await t.dataSource.query(
      `SELECT before, after FROM console_changes WHERE subject_id = $1 AND action = 'UPDATE'`,
      [tier.json().data.id],
    );
    expect(logged).toEqual({
      before: { name: tier.json().data.name, discountRateBp: 1_000 },
      after: { name: renamed, discountRateBp: 1_000 },
    });
    const as = caller(t, member);
    expect((await as('GET', '/api/member/membership')).json().data).toMatchObject({
      tier: { name: renamed, discountRateBp: 1_000 },
    });
    const quote = await as('POST', '/api/orders/price-quote', reholderBody(['1234567', '2345678']));
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ totalPrice: 2 * 8_820, totalAmount: 2 * 8_820 });
    expect(quote.json().data.discount.lines).toEqual([
      expect.objectContaining({ reason: 'TIER', amount: 2 * 980, inPrice: true }),
    ]);
    const grading = await as('POST', '/api/orders/price-quote', gradingBody(member));
    expect(grading.json().data.totalAmount).toBe(CART_TOTAL);
  });

  it('a tier member places a re-holder order with a coupon: the stored total and discounts are the quote', async () => {
    const member = await signedInMember(t);
    const operator = await signedInMember(t, { role: 'OPERATOR' });
    // The member's own cards, graded in this test: the re-holder check reads the registry.
    const numbers = await scoreOrder(
      t,
      t.projections,
      member,
      operator,
      { lines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 2 }] },
      [9, 8],
    );
    const tier = await caller(t, admin)('POST', '/api/console/membership-tiers', {
      name: `Silver ${Date.now()}`,
      discountRateBp: 1_000,
    });
    await caller(t, admin)('PUT', `/api/console/members/${member.id}/tier`, { tierId: tier.json().data.id });
    const coupon = await createCoupon({ submitTypes: ['REHOLDER'], minimumOrderAmounts: {} });
    const as = caller(t, member);
    expect((await as('POST', '/api/member/coupons', { code: coupon.code })).statusCode).toBe(201);

    const body = reholderBody(numbers);
    const withCoupon = { ...body, couponIds: [coupon.id] };
    const quote = await as('POST', '/api/orders/price-quote', withCoupon);
    expect(quote.statusCode).toBe(200);
    // 2 re-holders at 9,800 less the tier's 10 % (8,820 each), then 5,000 off with the coupon.
    expect(quote.json().data).toMatchObject({ totalPrice: 2 * 8_820, totalAmount: 2 * 8_820 - 5_000 });
    const placed = await as('POST', '/api/orders', withCoupon);
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json().data;
    expect(placed.json().data).toMatchObject({ orderType: 'REHOLDER', totalAmount: 2 * 8_820 - 5_000 });

    // What the event store keeps is the quote's pricing, discount lines and all.
    const [stored] = await t.dataSource.query(
      `SELECT data->'pricing' AS pricing FROM event_store.events
        WHERE type = 'OrderPlaced' AND data->>'orderId' = $1`,
      [orderId],
    );
    expect(stored.pricing).toMatchObject({
      totalPrice: quote.json().data.totalPrice,
      totalAmount: quote.json().data.totalAmount,
      discount: quote.json().data.discount,
    });
    await t.projections.settle();
    const detail = (await as('GET', `/api/orders/${orderId}`)).json().data;
    expect(detail.totalAmount).toBe(quote.json().data.totalAmount);
    expect(detail.ledger).toEqual([
      expect.objectContaining({ kind: 'DISCOUNT', amount: 2 * 980, reason: expect.stringMatching(/^TIER /) }),
      expect.objectContaining({ kind: 'DISCOUNT', amount: 5_000, reason: `COUPON ${coupon.code}` }),
    ]);
  });

  it('ADMIN issues a coupon to chosen members; the list counts holders and uses', async () => {
    const coupon = await createCoupon();
    const [a, b] = await Promise.all([memberWithPhotos(t), signedInMember(t)]);
    const issued = await caller(t, admin)('POST', `/api/console/coupons/${coupon.id}/issue`, {
      memberIds: [a.id, b.id],
    });
    expect(issued.json().data.results.map((r: { issued: boolean }) => r.issued)).toEqual([true, true]);
    await caller(t, a)('POST', '/api/orders', gradingBody(a, { couponIds: [coupon.id] }));
    const list = (await caller(t, admin)('GET', '/api/console/coupons?limit=100')).json().data.rows;
    expect(list.find((r: { id: string }) => r.id === coupon.id)).toMatchObject({ holders: 2, used: 1 });
    const member = await signedInMember(t);
    const forbidden = await caller(t, member)('GET', '/api/console/coupons');
    expect(forbidden.statusCode).toBe(403);
  });
});
