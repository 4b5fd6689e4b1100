import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { ContentClock } from './shared/content-clock';

// Spec §4 on our own rows: window inclusive to the minute, status, previewmode, type and device.
describe('banner and popup windows', () => {
  const t = bootTestApp('content-window');
  let now: jest.SpyInstance<Date, []>;
  const at = (iso: string) => now.mockReturnValue(new Date(iso));

  const banner = async (row: {
    type?: string;
    deviceType?: string | null;
    status?: boolean;
    startAt?: string;
    endAt?: string;
  }): Promise<number> => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO banners (type, device_type, title, image, status, start_at, end_at)
       VALUES ($1, $2, '{"ko": "배너"}', '{"ko": "/content/main-1.svg"}', $3, $4, $5) RETURNING id`,
      [
        row.type ?? 'MAIN',
        row.deviceType ?? null,
        row.status ?? true,
        row.startAt ?? '2025-03-01T10:00:00+09:00',
        row.endAt ?? '2025-03-31T23:59:00+09:00',
      ],
    );
    return id;
  };
  const popup = async (deviceType: string, status = true, endAt = '2025-03-31T23:59:00+09:00') => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO popups (device_type, title, image, status, start_at, end_at)
       VALUES ($1, '{"ko": "팝업"}', '{"ko": "/content/popup-1.svg"}', $2, '2025-03-01T00:00:00+09:00', $3) RETURNING id`,
      [deviceType, status, endAt],
    );
    return id;
  };
  const ids = async (url: string, as?: TestSession): Promise<number[]> => {
    const res = await t.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json().data.rows.map((row: { id: number }) => row.id);
  };

  const staff: Record<'operator' | 'admin' | 'auditor' | 'member', TestSession> = {} as never;

  beforeAll(async () => {
    now = jest.spyOn(t.app.get(ContentClock), 'now');
    staff.operator = await signedInMember(t, { role: 'OPERATOR' });
    staff.admin = await signedInMember(t, { role: 'ADMIN' });
    staff.auditor = await signedInMember(t, { role: 'AUDITOR' });
    staff.member = await signedInMember(t);
  });
  beforeEach(() => t.dataSource.query(`TRUNCATE banners, popups, promotions RESTART IDENTITY`));

  it('shows a banner from the first second of its start minute to the last second of its end minute', async () => {
    const id = await banner({});
    const list = '/api/admin/banner/list?offset=0&limit=100';
    at('2025-03-01T09:59:59.999+09:00');
    expect(await ids(list)).toEqual([]);
    at('2025-03-01T10:00:00+09:00');
    expect(await ids(list)).toEqual([id]);
    at('2025-03-31T23:59:59.999+09:00');
    expect(await ids(list)).toEqual([id]);
    at('2025-04-01T00:00:00+09:00');
    expect(await ids(list)).toEqual([]);
  });

  it('compares to the minute: a start at 10:00:30 already shows at 10:00:00', async () => {
    const id = await banner({ startAt: '2025-03-01T10:00:30+09:00', endAt: '2025-03-01T10:05:10+09:00' });
    at('2025-03-01T10:00:00+09:00');
    expect(await ids('/api/admin/banner/list')).toEqual([id]);
    at('2025-03-01T10:05:59+09:00');
    expect(await ids('/api/admin/banner/list')).toEqual([id]);
    at('2025-03-01T10:06:00+09:00');
    expect(await ids('/api/admin/banner/list')).toEqual([]);
  });

  it('hides a switched-off banner unless an operator asks previewmode=true, which still keeps the window', async () => {
    const off = await banner({ status: false });
    const on = await banner({});
    at('2025-03-10T12:00:00+09:00');
    expect(await ids('/api/admin/banner/list', staff.operator)).toEqual([on]);
    expect(await ids('/api/admin/banner/list?previewmode=false', staff.operator)).toEqual([on]);
    expect(await ids('/api/admin/banner/list?previewmode=true', staff.operator)).toEqual([off, on]);
    at('2025-05-01T12:00:00+09:00');
    expect(await ids('/api/admin/banner/list?previewmode=true', staff.operator)).toEqual([]);
  });

  // Issue #30: the flag alone showed unreleased content to anyone who typed it.
  it('shows switched-off banners, popups and promotions in preview to OPERATOR and ADMIN sessions only', async () => {
    const offBanner = await banner({ status: false });
    const onBanner = await banner({});
    const onPopup = await popup('PC');
    const offPopup = await popup('PC', false);
    at('2025-03-10T12:00:00+09:00');
    const banners = '/api/admin/banner/list?previewmode=true';
    const popups = '/api/popup/list?type=POPUP&previewmode=true';
    for (const who of [undefined, staff.member, staff.auditor]) {
      expect(await ids(banners, who)).toEqual([onBanner]);
      expect(await ids(popups, who)).toEqual([onPopup]);
    }
    for (const who of [staff.operator, staff.admin]) {
      expect(await ids(banners, who)).toEqual([offBanner, onBanner]);
      expect(await ids(popups, who)).toEqual([onPopup, offPopup]);
    }
    // What a session sees there is its own: no shared cache may keep a preview answer.
    const answer = await t.app.inject({ method: 'GET', url: banners });
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const [{ id: offPromotion }] = await t.dataSource.query(
      `INSERT INTO promotions (title, description, status, sort_order, start_at, end_at)
       VALUES ('{"ko": "프로모션"}', '{"ko": "설명"}', false, 0, '2025-03-01T00:00:00+09:00', '2025-03-31T23:59:00+09:00') RETURNING id`,
    );
    const promotions = '/api/admin/promotion/list?previewmode=true';
    expect(await ids(promotions)).not.toContain(offPromotion);
    expect(await ids(promotions, staff.member)).not.toContain(offPromotion);
    expect(await ids(promotions, staff.admin)).toContain(offPromotion);
  });

  it('filters by type and device; a banner without a device shows on both', async () => {
    const any = await banner({});
    const pc = await banner({ deviceType: 'PC' });
    const mobile = await banner({ deviceType: 'MOBILE' });
    const top = await banner({ type: 'TOP', deviceType: 'MOBILE' });
    at('2025-03-10T12:00:00+09:00');
    expect(await ids('/api/admin/banner/list?type=MAIN&deviceType=MOBILE')).toEqual([any, mobile]);
    expect(await ids('/api/admin/banner/list?type=MAIN&deviceType=PC')).toEqual([any, pc]);
    expect(await ids('/api/admin/banner/list?type=MAIN')).toEqual([any, pc, mobile]);
    expect(await ids('/api/admin/banner/list?type=TOP')).toEqual([top]);
    expect(await ids('/api/admin/banner/list')).toEqual([any, pc, mobile, top]);
  });

  it('pages with offset and limit and counts every match', async () => {
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await banner({}));
    at('2025-03-10T12:00:00+09:00');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/banner/list?offset=1&limit=2' });
    expect(res.json().data).toMatchObject({ count: 5, rows: [{ id: created[1] }, { id: created[2] }] });
  });

  it('popups: by device, switched-off and ended ones left out', async () => {
    const pc = await popup('PC');
    const mobile = await popup('MOBILE');
    await popup('PC', false);
    await popup('MOBILE', true, '2025-03-05T23:59:00+09:00');
    at('2025-03-10T12:00:00+09:00');
    expect(await ids('/api/popup/list?deviceType=PC&type=POPUP')).toEqual([pc]);
    expect(await ids('/api/popup/list?deviceType=MOBILE&type=POPUP')).toEqual([mobile]);
    expect(await ids('/api/popup/list?type=POPUP')).toEqual([pc, mobile]);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/popup/list?deviceType=PC&type=BANNER' });
    expect(wrong.statusCode).toBe(400);
  });
});
