import { signedInMember, type TestSession } from '../auth/testing';
import { caller, memberWithPhotos, paidOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

// The order screen's history (who did which step) and its staff notes.
describe('console: order history and notes', () => {
  const t = bootTestApp('console-history', { AUTH_RATE_LIMIT: '1000' });
  let operator: TestSession;
  let member: TestSession;
  let orderId: string;
  let nickname: string;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    [{ nickname }] = await t.dataSource.query('SELECT nickname FROM member WHERE id = $1', [operator.id]);
    member = await memberWithPhotos(t);
    orderId = await paidOrder(t, member);
  });

  it('lists every event with the actor by name, and only the later ones after a revision', async () => {
    await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '555000333',
    });
    const received = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`);
    expect(received.statusCode).toBe(200);
    const revision: number = received.json().data.revision;

    const all = await caller(t, operator)('GET', `/api/console/orders/${orderId}/history`);
    expect(all.statusCode).toBe(200);
    const entries = all.json().data as Array<{ type: string; revision: number; actorName: string | null }>;
    expect(entries[0]).toMatchObject({ revision: 0, type: 'OrderPlaced', actorRole: 'MEMBER' });
    expect(entries.at(-1)).toMatchObject({
      revision,
      actorRole: 'OPERATOR',
      actorName: nickname,
      correction: null,
    });

    const since = await caller(t, operator)(
      'GET',
      `/api/console/orders/${orderId}/history?after=${revision - 1}`,
    );
    expect(since.json().data.map((e: { revision: number }) => e.revision)).toEqual([revision]);

    // An admin's correction says from which step to which, and why.
    const admin = await signedInMember(t, { role: 'ADMIN' });
    const corrected = await caller(t, admin)('POST', `/api/console/orders/${orderId}/correct`, {
      reason: 'received by mistake',
    });
    expect(corrected.statusCode).toBe(200);
    const after = await caller(t, operator)(
      'GET',
      `/api/console/orders/${orderId}/history?after=${revision}`,
    );
    expect(after.json().data).toEqual([
      expect.objectContaining({
        type: 'ProcessingCorrected',
        actorRole: 'ADMIN',
        correction: { from: 'SHIPPING_IN_COMPLETE', to: 'SHIPPING_IN', reason: 'received by mistake' },
      }),
    ]);

    expect((await caller(t, member)('GET', `/api/console/orders/${orderId}/history`)).statusCode).toBe(403);
    const bad = await caller(t, operator)('GET', `/api/console/orders/${orderId}/history?after=x`);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps staff notes with who and when; a blank or too long note is a field error', async () => {
    const added = await caller(t, operator)('POST', `/api/console/orders/${orderId}/notes`, {
      text: '  Sleeve torn on arrival  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual([
      expect.objectContaining({
        text: 'Sleeve torn on arrival',
        writtenBy: operator.id,
        writtenByName: nickname,
      }),
    ]);

    const blank = await caller(t, operator)('POST', `/api/console/orders/${orderId}/notes`, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual([expect.objectContaining({ field: 'text' })]);
    const long = await caller(t, operator)('POST', `/api/console/orders/${orderId}/notes`, {
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    const unknown = await caller(t, operator)(
      'POST',
      '/api/console/orders/00000000-0000-4000-8000-000000000000/notes',
      { text: 'ghost' },
    );
    expect(unknown.statusCode).toBe(404);

    const list = await caller(t, operator)('GET', `/api/console/orders/${orderId}/notes`);
    expect(list.json().data).toHaveLength(1);
    expect((await caller(t, member)('GET', `/api/console/orders/${orderId}/notes`)).statusCode).toBe(403);
  });
});
