import { signedInMember } from '../../auth/testing';
import { caller, givePhotos, gradingBody, seedPhotos } from '../testing/order-api.testing';
import { bootTestApp } from '../../testing/booted-test-app';
import { PhotoAttachments } from '../../upload';

const cards = (quantity: number) => [
  { cardCategory: 'POKEMON', playerName: 'Pikachu', quantity, isAuto: false, year: 1998 },
];

// Issue #31: the one-photo-per-6-cards rule counts distinct uploads, and an upload belongs to at most
// one placed order (a draft shares its photos with the order it becomes).
describe('photos on placed orders', () => {
  const t = bootTestApp('order-photos', { AUTH_RATE_LIMIT: '1000' }, { projections: true });

  it('counts an upload named twice once: 12 cards with [p, p] and 100 cards with p × 17 are refused', async () => {
    const member = await signedInMember(t);
    const [p] = await seedPhotos(t, member, 1);
    const as = caller(t, member);
    const twice = await as(
      'POST',
      '/api/orders',
      gradingBody(member, { cardLines: cards(12), photos: [p, p] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields).toEqual([
      expect.objectContaining({ field: 'photos', rule: 'minItems', params: { min: 2 } }),
    ]);
    const many = await as(
      'POST',
      '/api/orders',
      gradingBody(member, { cardLines: cards(100), photos: Array(17).fill(p) }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().data.fields).toEqual([
      expect.objectContaining({ field: 'photos', rule: 'minItems', params: { min: 17 } }),
    ]);
  });

  it('refuses a second placed order the same upload, at its field, in the member language', async () => {
    const member = await signedInMember(t);
    const [p, q] = await seedPhotos(t, member, 2);
    const as = caller(t, member);
    expect((await as('POST', '/api/orders', gradingBody(member, { photos: [p] }))).statusCode).toBe(201);
    const second = await as('POST', '/api/orders', gradingBody(member, { photos: [q, p] }), {
      'x-lang': 'ko',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'photos[1]',
        rule: 'photoInUse',
        message: expect.stringContaining('다른 주문'),
      }),
    ]);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM upload WHERE placed_order_id IS NOT NULL AND id = ANY($1::uuid[])`,
      [[p, q]],
    );
    expect(n).toBe(1); // the refused order holds nothing
  });

  it('lets a draft share its photos with the order it becomes, and no other', async () => {
    const member = await signedInMember(t);
    await givePhotos(t, member);
    const [p] = await seedPhotos(t, member, 1);
    const as = caller(t, member);
    const draft = await as('POST', '/api/orders/drafts', gradingBody(member, { photos: [p] }));
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json().data.orderId;
    const placed = await as('POST', '/api/orders', { ...gradingBody(member, { photos: [p] }), draftId });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.orderId).toBe(draftId);
    const other = await as('POST', '/api/orders', gradingBody(member, { photos: [p] }));
    expect([other.statusCode, other.json().data.fields[0].rule]).toEqual([400, 'photoInUse']);
  });

  it('answers a placed order with its holds confirmed, with or without an Idempotency-Key', async () => {
    // The confirmation goes out with the stored answer (one statement) or, without a key, alone.
    const member = await signedInMember(t);
    const [p, q] = await seedPhotos(t, member, 2);
    const as = caller(t, member);
    const keyed = await as('POST', '/api/orders', gradingBody(member, { photos: [p] }), {
      'idempotency-key': `confirm-${member.id}`,
    });
    const plain = await as('POST', '/api/orders', gradingBody(member, { photos: [q] }));
    expect([keyed.statusCode, plain.statusCode]).toEqual([201, 201]);
    const ids = [keyed.json().data.orderId, plain.json().data.orderId];
    const reservations = await t.dataSource.query(
      `SELECT order_id::text FROM order_placement WHERE order_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(reservations).toEqual([]);
    const held = await t.dataSource.query(
      `SELECT id::text, placed_order_id::text AS placed FROM upload WHERE id = ANY($1::uuid[]) ORDER BY id = $2 DESC`,
      [[p, q], p],
    );
    expect(held).toEqual([
      { id: p, placed: ids[0] },
      { id: q, placed: ids[1] },
    ]);
    const [stored] = await t.dataSource.query(
      `SELECT status, response->>'orderId' AS "orderId" FROM order_idempotency_key WHERE key = $1`,
      [`confirm-${member.id}`],
    );
    expect(stored).toEqual({ status: 200, orderId: ids[0] });
  });

  it("holds all of a placing's photos or none: a photo another order took leaves the free ones unheld", async () => {
    // The hold runs after the reservation row, outside a transaction: a refused hold must not leave
    // the free photos attached (a draft would keep a photo it never named).
    const member = await signedInMember(t);
    const [p, q] = await seedPhotos(t, member, 2);
    const as = caller(t, member);
    expect((await as('POST', '/api/orders', gradingBody(member, { photos: [p] }))).statusCode).toBe(201);
    const orderId = '00000000-0000-4000-8000-0000000000aa';
    const problems = await t.app
      .get(PhotoAttachments)
      .holdForPlacing(t.dataSource.manager, member.id, [q, p], orderId, new Date());
    expect(problems).toEqual([{ field: 'photos[1]', rule: 'photoInUse', params: {} }]);
    const [row] = await t.dataSource.query(
      `SELECT placed_order_id::text AS placed, order_id::text AS attached FROM upload WHERE id = $1`,
      [q],
    );
    expect(row).toEqual({ placed: null, attached: null });
    expect(
      await t.app
        .get(PhotoAttachments)
        .holdForPlacing(t.dataSource.manager, member.id, [q], orderId, new Date()),
    ).toEqual([]);
  });

  it('gives the photos of a cancelled or expired order back', async () => {
    const member = await signedInMember(t);
    const [p] = await seedPhotos(t, member, 1);
    const as = caller(t, member);
    const first = await as('POST', '/api/orders', gradingBody(member, { photos: [p] }));
    expect(first.statusCode).toBe(201);
    const cancelled = await as('POST', `/api/orders/${first.json().data.orderId}/cancel`, {
      reason: 'wrong photo',
    });
    expect(cancelled.statusCode).toBe(200);
    await t.projections.settle();
    const second = await as('POST', '/api/orders', gradingBody(member, { photos: [p] }));
    expect(second.statusCode).toBe(201);
    const [{ placed }] = await t.dataSource.query(
      `SELECT placed_order_id::text AS placed FROM upload WHERE id = $1`,
      [p],
    );
    expect(placed).toBe(second.json().data.orderId);
  });
});
