import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { refusedFields } from '../testing/refused-fields';
import { caller, memberWithPhotos, paidOrder } from './testing/order-api.testing';

describe('order notifications: member settings and the sent list on the order detail', () => {
  const t = bootTestApp('order-notifications', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
  });

  it('the profile keeps the language and the per-channel opt-outs', async () => {
    const before = (await caller(t, member)('GET', '/api/member/profile')).json().data;
    expect(before).toMatchObject({ language: 'ko', notifications: { mail: true, sms: true } });
    const res = await caller(t, member)('PATCH', '/api/member/profile', {
      language: 'tw',
      notifyByMail: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ language: 'tw', notifications: { mail: false, sms: true } });
    const bad = await caller(t, member)('PATCH', '/api/member/profile', {
      language: 'fr',
      notifyBySms: 'no',
    });
    expect(bad.statusCode).toBe(400);
    expect(refusedFields(bad).sort()).toEqual(['language', 'notifyBySms']);
  });

  it('the order detail lists what was sent and when', async () => {
    const orderId = await paidOrder(t, member);
    await t.projections.settle();
    const empty = (await caller(t, member)('GET', `/api/orders/${orderId}`)).json().data;
    expect(empty.notifications).toEqual([]);

    // What the worker's order-notifications subscription writes when it sends.
    await t.app.get(DataSource).query(
      `INSERT INTO order_notification (event_id, channel, order_id, member_id, kind, language, sent_at)
       VALUES ($1, 'MAIL', $2, $3, 'PAYMENT_RECEIVED', 'ko', '2026-11-23T01:00:00Z')`,
      [randomUUID(), orderId, member.id],
    );
    const detail = (await caller(t, member)('GET', `/api/orders/${orderId}`)).json().data;
    expect(detail.notifications).toEqual([
      { kind: 'PAYMENT_RECEIVED', channel: 'MAIL', sentAt: '2026-11-23T01:00:00.000Z' },
    ]);
  });
});
