import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes } from './fake-routes';

afterEach(() => vi.unstubAllGlobals());

describe('the fake api by route', () => {
  it("answers by method and path template, with the path's parameters, in the api's envelope", async () => {
    const calls = fakeRoutes({
      'DELETE /api/orders/drafts/{id}': ({ params }) => ({ data: { orderId: params.id!, revision: 3 } }),
      'GET /api/orders/drafts': () => ({ status: 400, code: 'VALIDATION_FAILED', data: { fields: [] } }),
    });
    const deleted = await fetch(new Request('/api/orders/drafts/abc', { method: 'DELETE' }));
    expect([deleted.status, await deleted.json()]).toEqual([
      200,
      { code: 'OK', message: '', data: { orderId: 'abc', revision: 3 } },
    ]);
    const refused = await fetch(new Request('/api/orders/drafts?orderId=x'));
    expect([refused.status, (await refused.json()).code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await fetch(new Request('/api/orders/drafts/abc'));
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'NOT_FOUND']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/orders/drafts/abc',
      'GET /api/orders/drafts',
      'GET /api/orders/drafts/abc',
    ]);
  });

  it('refuses, at compile time, a route the api does not have and an answer of the wrong shape', () => {
    const unknownRoute = () =>
      fakeRoutes({
        // @ts-expect-error: no such operation in the api's document
        'GET /api/no-such-route': () => ({ data: null }),
      });
    const wrongShape = () =>
      fakeRoutes({
        // @ts-expect-error: revision is a number in the api's answer
        'DELETE /api/orders/drafts/{id}': () => ({ data: { orderId: 'x', revision: 'two' } }),
      });
    expect([typeof unknownRoute, typeof wrongShape]).toEqual(['function', 'function']);
  });
});
