import { createMember, signedInMember, type TestSession } from '../auth/testing';
import { caller, memberWithPhotos, paidOrder } from '../order/testing';
import { scoreOrder } from '../card-data/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedFields } from '../testing/refused-fields';
import { uploadPhoto } from '../upload/testing';

// ADMIN-only console routes (members, queues) and the dashboard every console user sees.
describe('console: dashboard, members and queues', () => {
  const t = bootTestApp('console-admin', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let operator: TestSession;
  let admin: TestSession;
  let member: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    admin = await signedInMember(t, { role: 'ADMIN' });
    member = await memberWithPhotos(t);
    stranger = await signedInMember(t);
  });

  it('counts orders per stage, today’s received and shipped, and turnaround per stage', async () => {
    const orderId = await paidOrder(t, member);
    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '555000111',
    });
    const received = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`);
    expect(received.statusCode).toBe(200);
    await t.projections.settle();

    const res = await caller(t, operator)('GET', '/api/console/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.counts.byDisplayStage.SHIPPING_IN_COMPLETE).toBe(1);
    expect(data.counts.byProcessingStatus.SHIPPING_IN_COMPLETE).toBe(1);
    expect(data.today).toMatchObject({ received: 1, shipped: 0 });
    expect(data.overdue).toEqual({ count: 0, orders: [] });
    expect(data.turnaround.map((row: { stage: string }) => row.stage)).toEqual(
      expect.arrayContaining(['SHIPPING_IN']),
    );
    expect((await caller(t, member)('GET', '/api/console/dashboard')).statusCode).toBe(403);

    // Received twelve business days ago: past regular's ten.
    await t.dataSource.query(
      `UPDATE read_models.orders SET timeline = (
         SELECT jsonb_agg(CASE WHEN e->>'stage' = 'SHIPPING_IN_COMPLETE'
           THEN jsonb_set(e, '{at}', to_jsonb((now() - interval '20 days')::text)) ELSE e END)
         FROM jsonb_array_elements(timeline) e) WHERE order_id = $1`,
      [orderId],
    );
    const late = (await caller(t, operator)('GET', '/api/console/dashboard')).json().data;
    expect(late.overdue).toMatchObject({ count: 1, orders: [{ orderId, orderType: 'REG' }] });
  });

  it('previews a partial cancel of an ungradable card, then requests and completes it', async () => {
    const orderId = await paidOrder(t, member);
    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '555000222',
    });
    for (const step of ['receive', 'warehouse'])
      expect((await caller(t, operator)('POST', `/api/console/orders/${orderId}/${step}`)).statusCode).toBe(
        200,
      );
    await t.projections.settle();
    const detail = (await caller(t, operator)('GET', `/api/console/orders/${orderId}`)).json().data;
    const [bad, ...good] = detail.state.items as Array<{ itemId: string; price: number }>;
    const check = (evidencePhoto: string) =>
      caller(t, operator)('POST', `/api/console/orders/${orderId}/correspondence-check`, {
        results: [
          { itemId: bad!.itemId, result: 'UNGRADABLE_B2', reason: 'Trimmed edges', evidencePhoto },
          ...good.map((item) => ({ itemId: item.itemId, result: 'OK' })),
        ],
      });
    // The evidence is one of the operator's own uploads: someone else's photo is refused at the field.
    const othersPhoto = await check(member.id);
    expect(othersPhoto.statusCode).toBe(400);
    expect(othersPhoto.json().data.fields).toEqual([
      expect.objectContaining({ field: 'results[0].evidencePhoto', rule: 'unknownPhoto' }),
    ]);
    const evidence = await uploadPhoto(t, operator);
    const photoUrl = `/api/uploads/${evidence}/thumbnail`;
    expect((await caller(t, member)('GET', photoUrl)).statusCode).toBe(404);
    expect((await check(evidence)).statusCode).toBe(200);
    // Attached to the order, the photo is the collector's to see with the reason; nobody else's.
    expect((await caller(t, member)('GET', photoUrl)).statusCode).toBe(200);
    expect((await caller(t, stranger)('GET', photoUrl)).statusCode).toBe(404);

    const url = `/api/console/orders/${orderId}/partial-cancel`;
    const refused = await caller(t, operator)('POST', `${url}/preview`, {
      itemIds: [good[0]!.itemId],
      reason: 'x',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().code).toBe('ORDER.ITEM_NOT_UNGRADABLE');
    const noReason = await caller(t, operator)('POST', `${url}/preview`, { itemIds: [bad!.itemId] });
    expect(noReason.json().data.fields[0]).toMatchObject({ field: 'reason', rule: 'required' });

    const preview = await caller(t, operator)('POST', `${url}/preview`, {
      itemIds: [bad!.itemId],
      reason: 'Trimmed card',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      amount: bad!.price,
      items: [{ itemId: bad!.itemId, price: bad!.price }],
    });
    const requested = await caller(t, operator)('POST', url, {
      itemIds: [bad!.itemId],
      reason: 'Trimmed card',
    });
    expect(requested.json().data.status).toBe('REQUEST_PARTIAL_CANCELED');
    const completed = await caller(t, operator)('POST', `${url}/complete`);
    expect(completed.json().data.status).toBe('COMPLETE_PARTIAL_CANCELED');
    expect((await caller(t, member)('POST', `${url}/complete`)).statusCode).toBe(403);
  });

  it('filters the queue by processing status, order type and member e-mail, sorted as asked', async () => {
    const byMember = await caller(t, operator)(
      'GET',
      `/api/console/orders?member=${encodeURIComponent(member.email)}&orderType=REG&processingStatus=SHIPPING_IN_COMPLETE&sort=placedAt&direction=desc`,
    );
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json().data.items).toHaveLength(1);
    expect(byMember.json().data.items[0].processingStatus).toBe('SHIPPING_IN_COMPLETE');
    const none = await caller(t, operator)('GET', '/api/console/orders?orderType=BULK');
    expect(none.json().data.items).toHaveLength(0);
    const bad = await caller(t, operator)('GET', '/api/console/orders?sort=secret');
    expect(bad.statusCode).toBe(400);
    // The inbound tracking number of the first test's order finds it (exact match).
    const tracked = await caller(t, operator)('GET', '/api/console/orders?q=555000111');
    expect(tracked.json().data.items).toHaveLength(1);
  });

  it('finds an order by part of its tracking no. or number, the member by name or e-mail part; names the member', async () => {
    const get = async (q: string) =>
      (await caller(t, operator)('GET', `/api/console/orders?q=${encodeURIComponent(q)}`)).json().data;
    const [found] = (await get('5000')).items;
    expect(found).toMatchObject({
      inboundTrackingNumber: '555000111',
      orderType: 'REG',
      member: { email: member.email },
      nextStep: 'warehouse',
    });
    expect(Date.parse(found.stageSince)).not.toBeNaN();
    expect(
      (await get(found.orderNumber.slice(-6))).items.map((i: { orderId: string }) => i.orderId),
    ).toContain(found.orderId);
    expect((await get(member.email.slice(0, 8).toUpperCase())).items.length).toBeGreaterThan(0);
    // A certification no. no order holds finds nothing (a 7-digit search also asks the lineage).
    expect((await get('9999999')).items).toHaveLength(0);
  });

  it('finds the order a card was graded in by its certification no.', async () => {
    // A collector of its own: the tests after this one count the shared member's orders.
    const collector = await signedInMember(t);
    const [number] = (await scoreOrder(
      t,
      t.projections,
      collector,
      operator,
      { lines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 1 }] },
      [9],
    )) as [string];
    await t.projections.settle();
    const [{ orderId }] = await t.dataSource.query(
      `SELECT order_id AS "orderId" FROM read_models.certification_lineage WHERE certification_number = $1`,
      [number],
    );
    const found = await caller(t, operator)('GET', `/api/console/orders?q=${number}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items.map((i: { orderId: string }) => i.orderId)).toEqual([orderId]);
  });

  it('refuses a bad search, filter, sort or page with 400 and the field, never 5xx', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['size=abc', 'size'],
      ['size=100000', 'size'],
      ['stage=NOPE', 'stage'],
      ['direction=sideways', 'direction'],
      ['q=a&q=b', 'q'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await caller(t, operator)('GET', `/api/console/orders?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(refusedFields(res)).toContain(field);
    }
    const odd = await caller(t, operator)('GET', `/api/console/orders?q=${encodeURIComponent("%_\\'")}`);
    expect(odd.statusCode).toBe(200);
  });

  it('pages the queue by keyset: `next` walks the rows page numbers show; a foreign cursor is refused', async () => {
    const get = async (url: string) => (await caller(t, operator)('GET', url)).json().data;
    for (const [sort, direction] of [
      ['updatedAt', 'asc'],
      ['totalAmount', 'desc'],
      ['orderNumber', 'asc'],
    ] as const) {
      const base = `/api/console/orders?sort=${sort}&direction=${direction}`;
      const all = await get(`${base}&size=100`);
      expect(all.total).toBeGreaterThanOrEqual(2);
      let page = await get(`${base}&size=1`);
      const walked: string[] = page.items.map((i: { orderId: string }) => i.orderId);
      while (page.next) {
        page = await get(`${base}&size=1&page=${walked.length + 1}&after=${page.next}`);
        expect(page.total).toBe(all.total);
        walked.push(...page.items.map((i: { orderId: string }) => i.orderId));
      }
      expect(walked).toEqual(all.items.map((i: { orderId: string }) => i.orderId));
    }
    // A stage's total is the sum of its counts; with an order type it is counted over the filter.
    const stage = (await get('/api/console/orders?size=1')).items[0].displayStage;
    for (const filter of [`stage=${stage}`, `stage=${stage}&orderType=REG`]) {
      const filtered = await get(`/api/console/orders?${filter}&size=100`);
      expect([filter, filtered.total]).toEqual([filter, filtered.items.length]);
    }
    const { next } = await get('/api/console/orders?size=1');
    for (const url of [
      `/api/console/orders?size=1&sort=placedAt&after=${next}`,
      '/api/console/orders?after=bm90LWEtY3Vyc29y',
    ]) {
      const refused = await caller(t, operator)('GET', url);
      expect([url, refused.statusCode]).toEqual([url, 400]);
      expect(refused.json().data.fields[0]).toMatchObject({ field: 'after', rule: 'invalidCursor' });
    }
  });

  it('lets ADMIN find members, see their orders, set a role and restore a dormant one; operators get 403', async () => {
    const target = await createMember(t, { email: `findme.${Date.now()}@example.com` });
    await t.dataSource.query(
      `UPDATE member SET phone = '010-9876-5432', dormant_since = now() WHERE id = $1`,
      [target.id],
    );
    for (const [method, url] of [
      ['GET', '/api/console/members?q=findme'],
      ['PUT', `/api/console/members/${target.id}/role`],
      ['POST', `/api/console/members/${target.id}/restore`],
      ['GET', '/api/console/queues'],
    ] as const) {
      const res = await caller(t, operator)(method, url, method === 'PUT' ? { role: 'VIP' } : undefined);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }

    const byEmail = await caller(t, admin)('GET', '/api/console/members?q=FINDME');
    expect(byEmail.json().data.rows.map((row: { id: string }) => row.id)).toEqual([target.id]);
    const byPhone = await caller(t, admin)('GET', '/api/console/members?q=01098765432');
    expect(byPhone.json().data.rows.map((row: { id: string }) => row.id)).toEqual([target.id]);
    expect(byPhone.json().data.rows[0]).toMatchObject({ mbStatus: 'DORMANCY', role: 'MEMBER' });

    const orders = await caller(t, admin)('GET', `/api/console/members/${member.id}/orders`);
    expect(orders.json().data).toHaveLength(2);

    const vip = await caller(t, admin)('PUT', `/api/console/members/${target.id}/role`, { role: 'VIP' });
    expect(vip.json().data).toMatchObject({ role: 'VIP', mbType: 'VIP' });
    const badRole = await caller(t, admin)('PUT', `/api/console/members/${target.id}/role`, { role: 'ROOT' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().data.fields[0]).toMatchObject({ field: 'role', rule: 'isEnum' });
    const self = await caller(t, admin)('PUT', `/api/console/members/${admin.id}/role`, { role: 'MEMBER' });
    expect(self.statusCode).toBe(400);

    const restored = await caller(t, admin)('POST', `/api/console/members/${target.id}/restore`);
    // Back to the stored status (this test member was inserted identity-verified).
    expect(restored.json().data.mbStatus).toBe('APPROVED');
    expect((await caller(t, admin)('POST', `/api/console/members/${target.id}/restore`)).statusCode).toBe(
      409,
    );
    expect(
      (await caller(t, admin)('PUT', '/api/console/members/not-a-uuid/role', { role: 'VIP' })).statusCode,
    ).toBe(404);

    const log = await caller(t, admin)('GET', `/api/console/changes?subject=MEMBER&subjectId=${target.id}`);
    expect(log.json().data.rows.map((row: { after: object }) => row.after)).toEqual([
      { dormantSince: null },
      { role: 'VIP' },
    ]);
  });

  it('opens the BullMQ dashboard for ADMIN only; a cross-site write is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/console/queues' })).statusCode).toBe(401);
    const page = await caller(t, admin)('GET', '/api/console/queues');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await caller(t, admin)('GET', '/api/console/queues/api/queues?activeQueue=dormancy&page=1');
    expect(api.statusCode).toBe(200);
    expect(
      api
        .json()
        .queues.map((q: { name: string }) => q.name)
        .sort(),
    ).toEqual(['deposit-deadlines', 'dormancy', 'payment-reconciliation', 'upload-cleanup']);
    const { cookie } = admin.headers;
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/console/queues/api/queues/dormancy/pause',
      headers: { cookie: cookie!, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
