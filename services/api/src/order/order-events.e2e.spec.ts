import { request, type IncomingMessage } from 'node:http';
import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { caller, gradingBody, memberWithPhotos, paidOrder } from './testing/order-api.testing';

interface OrderEvent {
  revision: number;
  displayStage: string | null;
}

/** Opens the SSE stream on the listening app and collects its `order` events. */
function openStream(port: number, path: string, headers: Record<string, string>) {
  const events: OrderEvent[] = [];
  const waiters: Array<() => void> = [];
  let response: IncomingMessage | undefined;
  const req = request({ host: '127.0.0.1', port, path, headers });
  const opened = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (res) => {
      response = res;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: order') && data) events.push(JSON.parse(data.slice(6)));
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      resolve(res);
    });
    req.on('error', reject);
  });
  req.end();
  return {
    opened,
    events,
    async until(check: (e: OrderEvent[]) => boolean, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(events)) {
        if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => {
      req.destroy();
      response?.destroy();
    },
  };
}

describe('GET /api/orders/:id/events/stream (Server-Sent Events)', () => {
  const t = bootTestApp('order-events', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let operator: TestSession;
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as { port: number }).port;
    member = await memberWithPhotos(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
  });

  it("an operator's step reaches the member's open stream", async () => {
    const orderId = await paidOrder(t, member);
    const inbound = await caller(t, member)('POST', `/api/orders/${orderId}/inbound-shipment`, {
      courier: 'CJ',
      trackingNumber: '123456789012',
    });
    expect(inbound.statusCode).toBe(200);
    await t.projections.settle();

    const stream = openStream(port, `/api/orders/${orderId}/events/stream`, member.headers);
    const res = await stream.opened;
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      await stream.until((e) => e.some((x) => x.displayStage === 'SHIPPING_IN'));
      const before = stream.events.at(-1)!.revision;

      const step = await caller(t, operator)('POST', `/api/console/orders/${orderId}/receive`);
      expect(step.statusCode).toBe(200);
      await stream.until((e) => e.some((x) => x.displayStage === 'SHIPPING_IN_COMPLETE'));
      expect(stream.events.at(-1)!.revision).toBeGreaterThan(before);
    } finally {
      stream.close();
    }
  });

  it("another member's order is 404 before any stream starts", async () => {
    const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member));
    const other = await signedInMember(t);
    const res = await caller(t, other)('GET', `/api/orders/${placed.json().data.orderId}/events/stream`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER.NOT_FOUND');
  });
});
