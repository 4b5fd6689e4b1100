import { DataSource } from 'typeorm';
import { signedInMember, type TestSession } from '../auth/testing';
import { bannerBody } from '../content/testing';
import { caller } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

// The change log the ADMIN's screen reads: who (name and role), what (fields, the content's name),
// filters, and bad filters answered 400 with the field named.
describe('the console change log', () => {
  const t = bootTestApp('console-changes', { AUTH_RATE_LIMIT: '1000' });
  let admin: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    admin = await signedInMember(t, { role: 'ADMIN' });
    operator = await signedInMember(t, { role: 'OPERATOR' });
    await t.app.get(DataSource).query(`UPDATE member SET name = '한지민' WHERE id = $1`, [admin.id]);
  });

  it('names who changed what, newest first, and filters by action and by staff member', async () => {
    const created = await caller(t, admin)('POST', '/api/console/content/banners', bannerBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (await caller(t, operator)('PUT', `/api/console/content/banners/${id}`, bannerBody({ status: false })))
        .statusCode,
    ).toBe(200);

    const log = await caller(t, admin)(
      'GET',
      `/api/console/changes?subject=BANNER&subjectId=${id}&offset=0&limit=10`,
    );
    expect(log.statusCode).toBe(200);
    const { rows, count } = log.json().data;
    expect(count).toBe(2);
    expect(rows[0]).toMatchObject({ action: 'UPDATE', changedByRole: 'OPERATOR', fields: ['status'] });
    // The caller's language (x-lang: en).
    expect(rows[0].label).toBe('Autumn event');
    expect(rows[1]).toMatchObject({
      action: 'CREATE',
      changedByName: '한지민',
      changedByRole: 'ADMIN',
      fields: [],
    });
    expect(new Date(rows[1].changedAt).toISOString()).toBe(rows[1].changedAt);

    const mine = await caller(t, admin)('GET', `/api/console/changes?changedBy=${admin.id}&action=CREATE`);
    expect(mine.json().data.rows.map((r: { subjectId: string }) => r.subjectId)).toContain(String(id));
    expect(mine.json().data.rows.every((r: { changedBy: string }) => r.changedBy === admin.id)).toBe(true);
  });

  it('answers bad filters with 400 and the field, never 5xx', async () => {
    for (const [query, field] of [
      ['subject=NOPE', 'subject'],
      ['action=RENAME', 'action'],
      ['changedBy=not-a-uuid', 'changedBy'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const res = await caller(t, admin)('GET', `/api/console/changes?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(JSON.stringify(res.json().data)).toContain(field);
    }
  });
});
