import { createTestApp, type TestApp } from '../testing/test-app';
import { ContentClock } from './shared/content-clock';

// Spec §4 on our own rows: window inclusive to the minute, status, previewmode, type and device.
describe('banner and popup windows', () => {
  let t: TestApp;
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
  const ids = async (url: string): Promise<number[]> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json().data.rows.map((row: { id: number }) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp('content-window');
    now = jest.spyOn(t.app.get(ContentClock), 'now');
  });
  beforeEach(() => t.dataSource.query(`TRUNCATE banners, popups RESTART IDENTITY`));
  afterAll(() => t.close());

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

  it('hides a switched-off banner unless previewmode=true, which still keeps the window', async () => {
    const off = await banner({ status: false });
    const on = await banner({});
    at('2025-03-10T12:00:00+09:00');
    expect(await ids('/api/admin/banner/list')).toEqual([on]);
    expect(await ids('/api/admin/banner/list?previewmode=false')).toEqual([on]);
    expect(await ids('/api/admin/banner/list?previewmode=true')).toEqual([off, on]);
    at('2025-05-01T12:00:00+09:00');
    expect(await ids('/api/admin/banner/list?previewmode=true')).toEqual([]);
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
