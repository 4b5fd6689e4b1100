import { seedCostPolicy } from '@slabworks/domain';
import { signedInMember } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { ContentClock } from './shared/content-clock';

// The seeded launch content through every public read endpoint, in the shapes the web reads.
describe('content lists (seeded)', () => {
  const t = bootTestApp('content-lists');
  const get = async (url: string, lang?: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(lang ? { 'x-lang': lang } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    // Pinned, so the seeded windows (2025 to 2030) read the same in any year.
    jest.spyOn(t.app.get(ContentClock), 'now').mockReturnValue(new Date('2025-06-01T12:00:00+09:00'));
  });

  it('banners: live rows in {rows, count}, Korean by default, fileInfo.url and ISO times', async () => {
    const { status, body } = await get('/api/admin/banner/list?offset=0&limit=100');
    expect(status).toBe(200);
    expect(body.code).toBe('OK');
    const { rows, count } = body.data;
    expect(count).toBe(rows.length);
    // 8 seeded: one switched off and one past its window are left out.
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      type: 'MAIN',
      deviceType: 'PC',
      status: true,
      startAt: '2024-12-31T15:00:00.000Z',
      endAt: '2030-12-31T14:59:00.000Z',
      title: '그레이딩 오픈 기념 레귤러 첫 주문 20% 할인',
      fileInfo: { url: '/content/main-1.svg' },
      colorCode: '#2e1065',
      landingUrl: '/grading/pricing',
    });
    const types = rows.map((r: { type: string; deviceType: string }) => `${r.type}/${r.deviceType}`);
    expect(types.sort()).toEqual([
      'MAIN/MOBILE',
      'MAIN/MOBILE',
      'MAIN/PC',
      'MAIN/PC',
      'TOP/MOBILE',
      'TOP/PC',
    ]);
    // Preview (switched-off rows too) is for the staff who edit them.
    const operator = await signedInMember(t, { role: 'OPERATOR' });
    const preview = (await get('/api/admin/banner/list?previewmode=true', undefined, operator.headers)).body
      .data;
    expect(preview.rows).toHaveLength(7);
  });

  it('banners: title in the X-Lang language', async () => {
    const en = (await get('/api/admin/banner/list?type=TOP&deviceType=PC', 'en')).body.data.rows;
    expect(en).toEqual([expect.objectContaining({ title: 'Free shipping on a new member’s first grading' })]);
    const tw = (await get('/api/admin/banner/list?type=TOP&deviceType=PC', 'tw')).body.data.rows;
    expect(tw[0].title).toBe('新會員首次鑑定免運費');
  });

  it('banners and popups: the seeded pictures carry their words in the visitor’s language', async () => {
    const banner = async (lang?: string) =>
      (await get('/api/admin/banner/list?type=TOP&deviceType=PC', lang)).body.data.rows[0].fileInfo.url;
    expect([await banner(), await banner('en'), await banner('tw')]).toEqual([
      '/content/top-1.svg',
      '/content/top-1.en.svg',
      '/content/top-1.tw.svg',
    ]);
    const popup = async (lang?: string) =>
      (await get('/api/popup/list?deviceType=MOBILE&type=POPUP', lang)).body.data.rows[0].imageUrl;
    expect([await popup(), await popup('en'), await popup('tw')]).toEqual([
      '/content/popup-1.svg',
      '/content/popup-1.en.svg',
      '/content/popup-1.tw.svg',
    ]);
  });

  it('banners: a bad filter is a 400 with field errors', async () => {
    const { status, body } = await get('/api/admin/banner/list?type=SIDE&limit=101&deviceType=TV', 'en');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'deviceType',
      'limit',
      'type',
    ]);
  });

  it('popups: two per device, in the web popup shape', async () => {
    const pc = (await get('/api/popup/list?deviceType=PC&type=POPUP', 'en')).body.data;
    expect(pc.count).toBe(2);
    expect(pc.rows[0]).toEqual({
      id: expect.any(Number),
      type: 'POPUP',
      deviceType: 'PC',
      imageUrl: '/content/popup-1.en.svg',
      landingUrl: '/reholder/submit',
      title: 'Re-holder service now open: KRW 9,800 a card',
    });
    expect(pc.rows[1].landingUrl).toBeNull();
    const mobile = (await get('/api/popup/list?deviceType=MOBILE&type=POPUP')).body.data.rows;
    expect(mobile.map((p: { deviceType: string }) => p.deviceType)).toEqual(['MOBILE', 'MOBILE']);
  });

  it('promotions: running ones only, translated', async () => {
    const rows = (await get('/api/admin/promotion/list', 'en')).body.data.rows;
    expect(rows.map((p: { title: string }) => p.title)).toEqual([
      'K League gold parallel event',
      'Yu-Gi-Oh! release celebration',
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      title: 'K League gold parallel event',
      description: 'K League gold parallel cards on Regular for KRW 9,900 a card',
      imageUrl: '/content/promo-1.svg',
      landingUrl: '/grading/pricing',
      startAt: expect.any(String),
      endAt: expect.any(String),
    });
  });

  it('articles: by kind, pinned first then newest, paged', async () => {
    const notices = (await get('/api/content/articles?kind=NOTICE&offset=0&limit=20')).body.data;
    expect(notices.count).toBe(4);
    expect(notices.rows[0]).toMatchObject({
      kind: 'NOTICE',
      pinned: true,
      title: '설 연휴 배송 안내',
      imageUrl: null,
    });
    const dates = notices.rows.slice(1).map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(notices.rows[0]).sort()).toEqual(
      ['body', 'id', 'imageUrl', 'kind', 'pinned', 'publishedAt', 'summary', 'title'].sort(),
    );
    const page = (await get('/api/content/articles?kind=NOTICE&offset=1&limit=2')).body.data;
    expect(page).toMatchObject({ count: 4, rows: [notices.rows[1], notices.rows[2]] });
    const events = (await get('/api/content/articles?kind=EVENT', 'tw')).body.data.rows;
    expect(events).toHaveLength(2);
    const columns = (await get('/api/content/articles?kind=COLUMN', 'en')).body.data.rows;
    expect(columns).toHaveLength(3);
    expect(columns.every((c: { imageUrl: string }) => c.imageUrl.startsWith('/content/column-'))).toBe(true);
    expect(columns.map((c: { title: string }) => c.title)).toContain('How to read centering');
    expect((await get('/api/content/articles')).status).toBe(400);
  });

  it('FAQ: every topic, with its translated category', async () => {
    const rows = (await get('/api/content/faq', 'en')).body.data.rows;
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect([...new Set(rows.map((r: { topic: string }) => r.topic))]).toEqual([
      'GRADING',
      'PRICING',
      'SHIPPING',
      'PAYMENT',
      'REHOLDER',
      'ACCOUNT',
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      topic: 'GRADING',
      category: 'Grading',
      question: 'What is grading?',
      answer: expect.stringContaining('authentic'),
    });
    const ko = (await get('/api/content/faq?topic=REHOLDER')).body.data.rows;
    expect(ko.map((r: { category: string }) => r.category)).toEqual(['리홀더', '리홀더', '리홀더']);
  });

  it('partner shops: several cities, translated', async () => {
    const ko = (await get('/api/content/partner-shops')).body.data;
    expect(ko.count).toBeGreaterThanOrEqual(8);
    expect(ko.rows[0]).toEqual({
      id: expect.any(Number),
      city: '서울',
      businessName: '카드하우스 강남점',
      information: '포켓몬 · 유희왕 전문',
      address: '서울 강남구 강남대로 396',
      number: '02-555-0101',
    });
    const cities = new Set(ko.rows.map((s: { city: string }) => s.city));
    expect(cities).toEqual(new Set(['서울', '부산', '대구', '인천', '타이베이', '타이중']));
    const tw = (await get('/api/content/partner-shops', 'tw')).body.data.rows;
    expect(tw.map((s: { city: string }) => s.city)).toContain('台北');
  });

  it('cost policy: the domain seed policy for the asked currency, KRW by default', async () => {
    expect((await get('/api/content/cost-policy')).body.data).toEqual(seedCostPolicy('KRW'));
    expect((await get('/api/content/cost-policy?currency=TWD')).body.data).toEqual(seedCostPolicy('TWD'));
    expect((await get('/api/content/cost-policy?currency=EUR')).status).toBe(400);
  });
});
