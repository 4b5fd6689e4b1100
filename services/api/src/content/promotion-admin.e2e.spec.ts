import { signedInMember, type TestSession } from '../auth/testing';
import { caller } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedFields } from '../testing/refused-fields';
import { ContentClock } from './shared/content-clock';

// Issue 35 item 2: promotions are edited in the console (ADMIN only), validated and change-logged.
describe('promotion administration', () => {
  const t = bootTestApp('promotion-admin', { AUTH_RATE_LIMIT: '1000' });
  let operator: TestSession;
  let admin: TestSession;
  const NOW = new Date('2026-11-28T12:00:00+09:00');

  const promotion = (overrides: Record<string, unknown> = {}) => ({
    title: { ko: '첫 주문 20% 할인', en: '20% off your first order' },
    description: { ko: '레귤러 플랜 첫 주문', en: 'Regular plan, first order' },
    imageUrl: '/content/main-1.svg',
    landingUrl: '/grading/pricing',
    status: true,
    startAt: '2026-11-01T00:00:00+09:00',
    endAt: '2026-12-31T23:59:00+09:00',
    ...overrides,
  });
  const publicTitles = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/promotion/list?offset=0&limit=100' });
    return (res.json().data.rows as { title: string }[]).map((row) => row.title);
  };

  beforeAll(async () => {
    jest.spyOn(t.app.get(ContentClock), 'now').mockReturnValue(NOW);
    operator = await signedInMember(t, { role: 'OPERATOR' });
    admin = await signedInMember(t, { role: 'ADMIN' });
  });

  it('is for admins only: an operator is refused (403)', async () => {
    expect((await caller(t, operator)('GET', '/api/console/content/promotions')).statusCode).toBe(403);
    expect(
      (await caller(t, operator)('POST', '/api/console/content/promotions', promotion())).statusCode,
    ).toBe(403);
  });

  it('answers bad input with 400 field errors, nothing stored', async () => {
    const res = await caller(t, admin)(
      'POST',
      '/api/console/content/promotions',
      promotion({ title: { ko: '' }, landingUrl: 'javascript:alert(1)', endAt: '2026-10-01T00:00:00+09:00' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = refusedFields(res);
    expect(fields).toEqual(expect.arrayContaining(['title.ko', 'landingUrl']));
    const window = await caller(t, admin)(
      'POST',
      '/api/console/content/promotions',
      promotion({ endAt: '2026-10-01T00:00:00+09:00' }),
    );
    expect(window.statusCode).toBe(400);
    expect(window.json().data.fields[0]).toMatchObject({ field: 'endAt' });
  });

  it('creates, edits and ends a promotion; the site follows and the log records each write', async () => {
    const created = await caller(t, admin)('POST', '/api/console/content/promotions', promotion());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await publicTitles()).toContain('첫 주문 20% 할인');

    const edited = await caller(t, admin)(
      'PUT',
      `/api/console/content/promotions/${id}`,
      promotion({ title: { ko: '첫 주문 30% 할인' } }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await publicTitles()).toContain('첫 주문 30% 할인');

    const list = await caller(t, admin)('GET', '/api/console/content/promotions');
    expect(list.json().data.rows.map((row: { id: number }) => row.id)).toContain(id);

    const ended = await caller(t, admin)('POST', `/api/console/content/promotions/${id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: false });
    expect(new Date(ended.json().data.endAt).getTime()).toBe(NOW.getTime());
    expect(await publicTitles()).not.toContain('첫 주문 30% 할인');

    const log = await caller(t, admin)('GET', `/api/console/changes?subject=PROMOTION&subjectId=${id}`);
    expect(log.json().data.rows.map((row: { action: string }) => row.action)).toEqual([
      'UPDATE',
      'UPDATE',
      'CREATE',
    ]);
    expect((await caller(t, admin)('POST', '/api/console/content/promotions/999999/end')).statusCode).toBe(
      404,
    );
  });
});
