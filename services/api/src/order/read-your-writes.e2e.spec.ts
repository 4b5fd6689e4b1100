import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { caller, gradingBody, memberWithPhotos } from './testing/order-api.testing';

// Every read here follows its write at once, with no projections.settle(): the revision the command
// answered, passed back as minRevision, is what makes the read model show the write.
describe('read your own writes: commands answer a revision, reads take minRevision', () => {
  // The wait is what is tested, not how fast the read model is: on CI's shared PostgreSQL a neighbour's
  // long transaction holds the read model back for seconds (failed once with the 2 s default).
  const t = bootTestApp(
    'read-your-writes',
    { AUTH_RATE_LIMIT: '1000', READ_YOUR_WRITES_WAIT_MS: '30000' },
    { projections: true },
  );
  let member: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
  });

  const asMember = () => caller(t, member);
  const asOperator = () => caller(t, operator);

  it('a just-placed order is in its detail, the order list and the console', async () => {
    const placed = await asMember()('POST', '/api/orders', gradingBody(member));
    expect(placed.statusCode).toBe(201);
    const { orderId, revision } = placed.json().data;
    expect(revision).toEqual(expect.any(Number));

    const detail = await asMember()('GET', `/api/orders/${orderId}?minRevision=${revision}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toBe(`"${revision}"`);

    const list = await asMember()('GET', `/api/orders?orderId=${orderId}&minRevision=${revision}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);

    const console = await asOperator()('GET', `/api/console/orders/${orderId}?minRevision=${revision}`);
    expect(console.statusCode).toBe(200);
    const queue = await asOperator()(
      'GET',
      `/api/console/orders?orderId=${orderId}&minRevision=${revision}&size=100`,
    );
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.items.map((o: { orderId: string }) => o.orderId)).toContain(orderId);
  });

  it('a just-saved draft is in the draft list, a just-discarded one is gone', async () => {
    const saved = await asMember()('POST', '/api/orders/drafts', { submitType: 'GENERAL', cardLines: [] });
    expect(saved.statusCode).toBe(201);
    const { orderId, revision } = saved.json().data;
    const drafts = await asMember()('GET', `/api/orders/drafts?orderId=${orderId}&minRevision=${revision}`);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().data.map((d: { orderId: string }) => d.orderId)).toContain(orderId);

    const resaved = await asMember()('PUT', `/api/orders/drafts/${orderId}`, gradingBody(member));
    expect(resaved.json().data.revision).toBe(revision + 1);
    const after = await asMember()(
      'GET',
      `/api/orders/drafts?orderId=${orderId}&minRevision=${resaved.json().data.revision}`,
    );
    const draft = after.json().data.find((d: { orderId: string }) => d.orderId === orderId);
    expect(draft.revision).toBe(revision + 1);

    const discarded = await asMember()('DELETE', `/api/orders/drafts/${orderId}`);
    expect(discarded.statusCode).toBe(200);
    const gone = await asMember()(
      'GET',
      `/api/orders/drafts?orderId=${orderId}&minRevision=${discarded.json().data.revision}`,
    );
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.map((d: { orderId: string }) => d.orderId)).not.toContain(orderId);
  });

  it('a revision the order never reached answers with what there is', async () => {
    const placed = await asMember()('POST', '/api/orders', gradingBody(member));
    const { orderId, revision } = placed.json().data;
    const res = await asMember()('GET', `/api/orders/${orderId}?minRevision=${revision + 50}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revision).toBe(revision);
  });

  it.each([
    ['minRevision without orderId', '/api/orders?minRevision=1', 'orderId', 'required'],
    [
      'orderId without minRevision',
      '/api/orders/drafts?orderId=0193a5c0-0000-7000-8000-000000000001',
      'minRevision',
      'required',
    ],
    ['an orderId that is no uuid', '/api/orders?orderId=abc&minRevision=1', 'orderId', 'pattern'],
    [
      'a negative minRevision',
      '/api/orders/drafts?orderId=0193a5c0-0000-7000-8000-000000000001&minRevision=-1',
      'minRevision',
      'min',
    ],
    [
      'a minRevision that is no number',
      '/api/console/orders?orderId=0193a5c0-0000-7000-8000-000000000001&minRevision=x',
      'minRevision',
      'isInt',
    ],
  ])('400 for %s', async (_name, url, field, rule) => {
    const who = url.startsWith('/api/console') ? asOperator() : asMember();
    const res = await who('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rule })]),
    );
  });
});
