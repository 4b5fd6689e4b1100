import { signedInMember, type TestSession } from '../auth/testing';
import { caller, memberWithPhotos, paidOrder } from '../order/testing';
import { uploadPhoto } from '../upload/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { scoreOrder } from './testing/graded-cards.testing';

// Slab photos (issue 34 item 8): an operator binds an upload to a scored card's slab, front or back;
// the certificate shows them to anyone, without the album consent the collector's photos need.
describe('slab photos', () => {
  const t = bootTestApp('slab-photos', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let collector: TestSession;
  let operator: TestSession;
  let number: string;
  let orderId: string;
  let itemId: string;

  beforeAll(async () => {
    collector = await memberWithPhotos(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
    [number] = (await scoreOrder(
      t,
      t.projections,
      collector,
      operator,
      { lines: [{ cardCategory: 'POKEMON', playerName: 'Pikachu', quantity: 1 }] },
      [10],
    )) as [string];
    [{ orderId, itemId }] = await t.dataSource.query(
      `SELECT order_id AS "orderId", item_id AS "itemId" FROM read_models.certifications
        WHERE certification_number = $1`,
      [number],
    );
  }, 120_000);

  const photograph = (who: TestSession, id: string, body: object) =>
    caller(t, who)('POST', `/api/console/orders/${id}/slab-photos`, body);

  it('binds front and back to the certificate, which shows them to anyone', async () => {
    const front = await uploadPhoto(t, operator);
    const back = await uploadPhoto(t, operator);
    expect((await photograph(operator, orderId, { itemId, side: 'FRONT', photo: front })).statusCode).toBe(
      200,
    );
    const answer = await photograph(operator, orderId, { itemId, side: 'BACK', photo: back });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.events).toEqual(['SlabPhotographed']);
    await t.projections.settle();

    const certificate = (await t.app.inject({ method: 'GET', url: `/api/certifications/${number}` })).json()
      .data;
    expect(certificate.slabPhotos).toEqual({
      front: {
        url: `/api/certifications/${number}/photos/${front}`,
        thumbnailUrl: `/api/certifications/${number}/photos/${front}?size=thumbnail`,
      },
      back: {
        url: `/api/certifications/${number}/photos/${back}`,
        thumbnailUrl: `/api/certifications/${number}/photos/${back}?size=thumbnail`,
      },
    });
    // The collector's own photos still wait for the album consent.
    expect(certificate.photos).toEqual([]);
    const image = await t.app.inject({ method: 'GET', url: certificate.slabPhotos.back.thumbnailUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    // The order screen keeps them on the item too.
    const detail = await caller(t, operator)('GET', `/api/console/orders/${orderId}`);
    const item = detail.json().data.state.items.find((i: { itemId: string }) => i.itemId === itemId);
    expect(item.slabPhotos).toEqual({ FRONT: front, BACK: back });
  });

  it('refuses with translated field errors: not the operator own upload, a card without a number, an unknown side', async () => {
    const others = await uploadPhoto(t, collector);
    const mine = await uploadPhoto(t, operator);
    const unknown = await photograph(operator, orderId, { itemId, side: 'FRONT', photo: others });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields).toEqual([
      expect.objectContaining({ field: 'photo', rule: 'unknownPhoto', message: expect.any(String) }),
    ]);

    const side = await photograph(operator, orderId, { itemId, side: 'EDGE', photo: mine });
    expect(side.statusCode).toBe(400);
    expect(side.json().data.fields).toEqual([expect.objectContaining({ field: 'side', rule: 'notAllowed' })]);

    // A paid order whose card is not scored yet has no slab to photograph.
    const fresh = await paidOrder(t, collector);
    await t.projections.settle();
    const freshItem = (await caller(t, operator)('GET', `/api/console/orders/${fresh}`)).json().data.state
      .items[0].itemId as string;
    const unscored = await photograph(operator, fresh, { itemId: freshItem, side: 'FRONT', photo: mine });
    expect(unscored.statusCode).toBe(400);
    expect(unscored.json().data.fields).toEqual([
      {
        field: 'itemId',
        rule: 'notCertified',
        params: {},
        message: 'Only a card with a certification number has a slab to photograph.',
      },
    ]);
  });

  it('is for staff who work orders: a member is refused', async () => {
    const photo = await uploadPhoto(t, collector);
    const refused = await photograph(collector, orderId, { itemId, side: 'FRONT', photo });
    expect(refused.statusCode).toBe(403);
  });
});
