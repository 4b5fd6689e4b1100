import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import type { TestSession } from '../auth/testing';
import { EVENT_STORE } from '../event-store';
import { caller, gradingBody, memberWithPhotos } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('correlation id of a request', () => {
  const t = bootTestApp('correlation');
  let member: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
  });

  it("takes the caller's X-Request-Id or X-Correlation-Id and echoes it", async () => {
    const byRequestId = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(byRequestId.headers['x-request-id']).toBe('req-12345678');
    const byCorrelationId = await t.app.inject({
      url: '/api/nowhere',
      headers: { 'x-correlation-id': 'corr-abcdefgh' },
    });
    expect(byCorrelationId.statusCode).toBe(404);
    expect(byCorrelationId.headers['x-request-id']).toBe('corr-abcdefgh');
  });

  it('makes up its own when none is given or the given one is not a plain short token', async () => {
    for (const given of [undefined, 'short', 'x'.repeat(65), 'has space in it', 'a\u00e9bcdefghij']) {
      const res = await t.app.inject({
        url: '/api/health',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts it in the metadata of every event the request appends', async () => {
    const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member), {
      'x-correlation-id': 'checkout-7f3a9c21',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['x-request-id']).toBe('checkout-7f3a9c21');
    const events = await t.app
      .get<EventStore>(EVENT_STORE)
      .read(gradingOrderStream(placed.json().data.orderId));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.metadata.correlationId).toBe('checkout-7f3a9c21');
  });
});
