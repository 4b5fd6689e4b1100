import { signedInMember, type TestSession } from '../auth/testing';
import { foldOrder } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { EVENT_STORE } from '../event-store';
import { caller, gradingBody, memberWithPhotos } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedRules } from '../testing/refused-fields';
import { ContentClock } from './shared/content-clock';
import { bannerBody } from './testing/banner-body.testing';

// The console's content write API: roles, field errors, the public site seeing the edit, the log.
describe('content administration', () => {
  const t = bootTestApp('content-admin', { AUTH_RATE_LIMIT: '1000' });
  let operator: TestSession;
  let admin: TestSession;
  let member: TestSession;
  let now: jest.SpyInstance<Date, []>;

  const publicBanners = async (query: string, lang: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/banner/list?${query}`,
      headers: { ...headers, 'x-lang': lang },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.rows as Array<{ id: number; fileInfo: { url: string }; title: string }>;
  };

  beforeAll(async () => {
    now = jest.spyOn(t.app.get(ContentClock), 'now');
    operator = await signedInMember(t, { role: 'OPERATOR' });
    admin = await signedInMember(t, { role: 'ADMIN' });
    member = await memberWithPhotos(t);
  });

  it('refuses visitors (401) and members (403) at every console content route', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/console/content/banners' });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/console/content/banners'],
      ['POST', '/api/console/content/banners'],
      ['POST', '/api/console/content/articles'],
      ['GET', '/api/console/content/inquiries'],
      ['GET', '/api/console/changes'],
    ] as const) {
      const res = await caller(t, member)(method, url, method === 'POST' ? bannerBody() : undefined);
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  it('shows a banner in each language with its own image, only inside its window, off only in preview', async () => {
    const created = await caller(t, operator)('POST', '/api/console/content/banners', bannerBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.image).toEqual({ ko: '/content/main-1.svg', en: '/content/main-2.svg' });

    now.mockReturnValue(new Date('2025-03-10T12:00:00+09:00'));
    const en = (await publicBanners('type=MAIN', 'en')).find((row) => row.id === id);
    expect(en).toMatchObject({ title: 'Autumn event', fileInfo: { url: '/content/main-2.svg' } });
    // tw has no image of its own: the Korean one shows.
    const tw = (await publicBanners('type=MAIN', 'tw')).find((row) => row.id === id);
    expect(tw).toMatchObject({ title: '가을 이벤트', fileInfo: { url: '/content/main-1.svg' } });

    now.mockReturnValue(new Date('2025-04-01T00:00:00+09:00'));
    expect((await publicBanners('type=MAIN', 'en')).map((row) => row.id)).not.toContain(id);

    const off = await caller(t, operator)(
      'PUT',
      `/api/console/content/banners/${id}`,
      bannerBody({ status: false }),
    );
    expect(off.statusCode).toBe(200);
    now.mockReturnValue(new Date('2025-03-10T12:00:00+09:00'));
    expect((await publicBanners('type=MAIN', 'en')).map((row) => row.id)).not.toContain(id);
    expect(
      (await publicBanners('type=MAIN&previewmode=true', 'en', operator.headers)).map((row) => row.id),
    ).toContain(id);

    const log = await caller(t, admin)('GET', `/api/console/changes?subject=BANNER&subjectId=${id}`);
    expect(log.json().data.rows.map((row: { action: string }) => row.action)).toEqual(['UPDATE', 'CREATE']);
    expect(log.json().data.rows[0]).toMatchObject({ changedBy: operator.id, before: { status: true } });
    expect(log.json().data.rows[0].after).toMatchObject({ status: false });

    const removed = await caller(t, operator)('DELETE', `/api/console/content/banners/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await caller(t, operator)('DELETE', `/api/console/content/banners/${id}`)).statusCode).toBe(404);
    expect(
      (await caller(t, operator)('PUT', '/api/console/content/banners/abc', bannerBody())).statusCode,
    ).toBe(404);
  });

  it('answers field errors at the field and stores nothing', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM banners`);
    const res = await caller(t, operator)(
      'POST',
      '/api/console/content/banners',
      bannerBody({
        title: { ko: '', en: 'x'.repeat(201) },
        image: { ko: 'javascript:alert(1)' },
        landingUrl: 'http://insecure.example',
        type: 'HUGE',
      }),
    );
    expect(res.statusCode).toBe(400);
    const fields = refusedRules(res);
    expect(fields).toEqual(
      expect.arrayContaining([
        'type:isEnum',
        'title.ko:required',
        'title.en:maxLength',
        'image.ko:pattern',
        'landingUrl:pattern',
      ]),
    );
    const backwards = await caller(t, operator)(
      'POST',
      '/api/console/content/banners',
      bannerBody({ startAt: '2025-03-31T00:00:00+09:00', endAt: '2025-03-01T00:00:00+09:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'endAt',
        rule: 'notBeforeStart',
        message: 'End cannot be before the start.',
      }),
    ]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM banners`)).toEqual(before);
  });

  it('refuses a translated text sent as a list, a string, null or left out, at the field (issue 30)', async () => {
    const faq = (question: unknown) => ({
      topic: 'GRADING',
      answer: { ko: '답변' },
      status: true,
      ...(question === undefined ? {} : { question }),
    });
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM faqs`);
    const answers = [
      [
        [{ ko: '질문' }],
        'question:isObject',
        'Question must be a group of fields, not a list or a single value.',
      ],
      [[], 'question:isObject', 'Question must be a group of fields, not a list or a single value.'],
      ['질문', 'question:isObject', 'Question must be a group of fields, not a list or a single value.'],
      [null, 'question:required', 'Question is required.'],
      [undefined, 'question:required', 'Question is required.'],
      [{ en: 'Question' }, 'question.ko:required', 'Korean is required.'],
    ] as const;
    for (const [question, expected, message] of answers) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/content/faq',
        headers: { ...admin.headers, 'content-type': 'application/json', 'x-lang': 'en' },
        payload: JSON.stringify(faq(question)),
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().data.fields as Array<{ field: string; rule: string; message: string }>;
      expect(fields.map((f) => `${f.field}:${f.rule}`)).toEqual([expected]);
      expect(fields[0]!.message).toBe(message);
    }
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM faqs`)).toEqual(before);
  });

  it('publishes a notice in ko/en/tw with a public detail page; a scheduled one is not found yet', async () => {
    const article = (publishedAt: string) => ({
      kind: 'NOTICE',
      title: { ko: '배송 안내', en: 'Shipping notice', tw: '配送公告' },
      summary: { ko: '요약', en: 'Summary', tw: '摘要' },
      body: { ko: '본문', en: 'Body', tw: '內文' },
      pinned: false,
      status: true,
      publishedAt,
    });
    now.mockReturnValue(new Date('2025-03-10T12:00:00+09:00'));
    const published = await caller(t, operator)(
      'POST',
      '/api/console/content/articles',
      article('2025-03-01T00:00:00Z'),
    );
    expect(published.statusCode).toBe(201);
    const id = published.json().data.id;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/content/articles/${id}`,
      headers: { 'x-lang': 'tw' },
    });
    expect(detail.json().data).toMatchObject({ id, kind: 'NOTICE', title: '配送公告', body: '內文' });

    const scheduled = await caller(t, operator)(
      'POST',
      '/api/console/content/articles',
      article('2025-06-01T00:00:00Z'),
    );
    const later = scheduled.json().data.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/content/articles/${later}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/content/articles/0' })).statusCode).toBe(404);
    const all = await caller(t, operator)('GET', '/api/console/content/articles?kind=NOTICE&limit=100');
    expect(all.json().data.rows.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([id, later]),
    );
  });

  it('keeps an inquiry inbox with a handled flag', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/content/partnership-inquiries',
      payload: { company: 'Card Shop', content: 'We would like to partner.', email: 'shop@example.com' },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const open = await caller(t, operator)('GET', '/api/console/content/inquiries?handled=false');
    expect(open.json().data.rows.map((row: { id: string }) => row.id)).toContain(id);
    // Named as every staff screen names a person: the display name (admin:create --name) and the role.
    await t.dataSource.query(`UPDATE member SET name = 'Kim Anna' WHERE id = $1`, [operator.id]);
    const handled = await caller(t, operator)('PUT', `/api/console/content/inquiries/${id}/handled`, {
      handled: true,
    });
    const handler = {
      handledBy: operator.id,
      handledByName: 'Kim Anna',
      handledByRole: 'OPERATOR',
      handledByEmail: operator.email,
    };
    expect(handled.json().data).toMatchObject({ id, ...handler });
    // The list names who handled it too; a second staff member marking it again does not take it over.
    await caller(t, admin)('PUT', `/api/console/content/inquiries/${id}/handled`, { handled: true });
    const done = await caller(t, operator)('GET', '/api/console/content/inquiries?handled=true');
    expect(done.json().data.rows.find((row: { id: string }) => row.id === id)).toMatchObject(handler);
    // Opened again: nobody has handled it.
    const reopened = await caller(t, admin)('PUT', `/api/console/content/inquiries/${id}/handled`, {
      handled: false,
    });
    expect(reopened.json().data).toMatchObject({
      handledAt: null,
      handledByName: null,
      handledByEmail: null,
    });
    const all = await caller(t, operator)('GET', '/api/console/content/inquiries');
    expect(all.json().data.rows.find((row: { id: string }) => row.id === id)).toMatchObject({
      handledBy: null,
      handledByName: null,
    });
    const bad = await caller(t, operator)('PUT', `/api/console/content/inquiries/${id}/handled`, {
      handled: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets only ADMIN set prices from a date on; placed orders keep the price they were placed with', async () => {
    const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.orderId;
    // The order's own price, as its events hold it (what every later answer about it folds from).
    const totalOf = async (id: string) =>
      foldOrder((await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), id)).events).order!.pricing
        .totalAmount;
    const totalBefore = await totalOf(orderId);

    const current = await caller(t, operator)('GET', '/api/console/content/cost-policies?currency=KRW');
    expect(current.json().data.current).toMatchObject({ id: null, policy: { currency: 'KRW' } });
    const policy = current.json().data.current.policy;
    const raised = {
      currency: 'KRW',
      effectiveFrom: new Date().toISOString(),
      productService: policy.productService.map((row: { serviceName: string; amount: number }) =>
        row.serviceName === 'REG' ? { ...row, amount: 25_000 } : row,
      ),
      productCardCategory: policy.productCardCategory,
      delivery: policy.delivery,
    };
    now.mockReturnValue(new Date());
    expect((await caller(t, operator)('POST', '/api/console/content/cost-policies', raised)).statusCode).toBe(
      403,
    );
    const past = await caller(t, admin)('POST', '/api/console/content/cost-policies', {
      ...raised,
      effectiveFrom: '2020-01-01T00:00:00Z',
      productService: raised.productService.slice(1),
    });
    expect(past.statusCode).toBe(400);
    expect(refusedRules(past)).toEqual(['effectiveFrom:notInPast', 'productService:everyServiceOnce']);
    const saved = await caller(t, admin)('POST', '/api/console/content/cost-policies', raised);
    expect(saved.statusCode).toBe(201);

    const page = await t.app.inject({ method: 'GET', url: '/api/content/cost-policy?currency=KRW' });
    expect(page.json().data.productService).toContainEqual({ serviceName: 'REG', amount: 25_000 });
    const again = await caller(t, member)('POST', '/api/orders', gradingBody(member));
    // Three REG cards at 25,000 instead of 19,800 (plus the autograph extra both times).
    expect((await totalOf(again.json().data.orderId)) - totalBefore).toBe(3 * (25_000 - 19_800));
    expect(await totalOf(orderId)).toBe(totalBefore);
    const log = await caller(t, operator)('GET', '/api/console/changes?subject=COST_POLICY');
    expect(log.json().data.rows[0]).toMatchObject({ changedBy: admin.id, action: 'CREATE' });
  });
});
