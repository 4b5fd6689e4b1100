import { foldOrder } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { advanceOrder } from '../../audit/testing';
import { signedInMember, type TestSession } from '../../auth/testing';
import { EVENT_STORE } from '../../event-store';
import { caller, memberWithPhotos, paidOrder } from '../../order/testing';
import { bootTestApp } from '../../testing/booted-test-app';

// The scoring desk's one save (issue 34): every card of the order at once, refusals at the card's
// field, certification nos. given in sequence when none is scanned or typed.
describe('console: scoring every card at once', () => {
  const t = bootTestApp('console-scores', { AUTH_RATE_LIMIT: '1000' });
  let operator: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    member = await memberWithPhotos(t);
  });

  /** A paid order of three cards at CARD_DEFECT_CHECKED, and its item ids. */
  const atScoring = async (): Promise<{ orderId: string; items: string[] }> => {
    const orderId = await paidOrder(t, member);
    const items = foldOrder(
      (await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), orderId)).events,
    ).items.map((item) => item.itemId);
    await advanceOrder(t, { member, operator }, orderId, 6, items);
    return { orderId, items };
  };
  const scores = (orderId: string, body: object) =>
    caller(t, operator)('POST', `/api/console/orders/${orderId}/scores`, body);

  it('refuses at each card field, all problems at once, and appends nothing', async () => {
    const { orderId, items } = await atScoring();
    const res = await scores(orderId, {
      scores: [
        { itemId: items[0], grade: 9.5, certificationNumber: '12' },
        { itemId: items[1], grade: null },
        { itemId: items[2], grade: 10 },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fields as Array<{ field: string; rule: string; message: string }>;
    expect(fields.map((f) => `${f.field}:${f.rule}`)).toEqual([
      'scores[0].grade:notAllowed',
      'scores[0].certificationNumber:pattern',
      'scores[1].grade:required',
    ]);
    expect(fields.every((f) => f.message.length > 0)).toBe(true);
  });

  it('gives certification nos. in sequence when none is typed, keeps a scanned one, and closes scoring', async () => {
    const { orderId, items } = await atScoring();
    const scanned = String(3_000_000 + Math.floor(Math.random() * 900_000));
    const res = await scores(orderId, {
      scores: [
        { itemId: items[0], grade: 10 },
        { itemId: items[1], grade: 8.5, certificationNumber: scanned },
        { itemId: items[2], grade: 'A', certificationNumber: '  ' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const state = foldOrder((await readOrderHistory(t.app.get<EventStore>(EVENT_STORE), orderId)).events);
    expect(state.processingStatus).toBe('CARD_SCORED');
    const [first, second, third] = state.items;
    expect([first!.grade, second!.grade, third!.grade]).toEqual([10, 8.5, 'A']);
    expect(second!.certificationNumber).toBe(scanned);
    expect(first!.certificationNumber).toMatch(/^\d{7}$/);
    expect(Number(third!.certificationNumber)).toBe(Number(first!.certificationNumber) + 1);
  });

  it('is for staff only', async () => {
    const { orderId, items } = await atScoring();
    const res = await caller(t, member)('POST', `/api/console/orders/${orderId}/scores`, {
      scores: items.map((itemId) => ({ itemId, grade: 10 })),
    });
    expect(res.statusCode).toBe(403);
  });
});
