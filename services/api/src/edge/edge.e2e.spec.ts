import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MAX_DRAFTS_PER_MEMBER, MAX_ADDRESS_FIELD_LENGTH } from '@slabworks/domain';
import { createMember, type TestSession } from '../auth/testing';
import { caller, gradingBody, memberWithPhotos, returnAddress } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { storedEventCount } from '../testing/stored-events';
import { createTestApp } from '../testing/test-app';
import { gracefulShutdown } from './graceful-shutdown';

/** A built web app in miniature: index.html and a content-hashed script large enough to compress. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'slabworks-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("slabworks");\n'.repeat(2000));
  // As the web build writes them (web/scripts/precompress-plugin.ts): the script and its brotli and gzip twins.
  const script = 'console.log("precompressed");\n'.repeat(2000);
  writeFileSync(join(dir, 'assets', 'entry-Ef56Gh78.js'), script);
  writeFileSync(join(dir, 'assets', 'entry-Ef56Gh78.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'entry-Ef56Gh78.js.gz'), gzipSync(script));
  return dir;
}

/** Sends raw HTTP on a socket and collects what comes back until the server closes it. */
function rawRequest(port: number, head: string, body = ''): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  socket.write(head + body);
  return { socket, answer };
}

describe('http edge: headers, compression, caching, parsing, CSRF, limits', () => {
  const t = bootTestApp('edge', { AUTH_RATE_LIMIT: '1000', WEB_DIST: webDist() }, { projections: true });
  let member: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
  });

  describe('security headers', () => {
    it('sends a strict CSP, frame-ancestors none, nosniff and a Referrer-Policy on api and page answers', async () => {
      for (const url of ['/api/login', '/', '/assets/index-Ab12Cd34.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self';");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('tosspayments');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        // Outside production (a laptop on http) no HSTS.
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  describe('compression and caching', () => {
    it('compresses JSON with br or gzip as the client asks', async () => {
      const br = await t.app.inject({
        method: 'GET',
        url: '/api/docs-json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBeDefined();
      const gzip = await t.app.inject({
        method: 'GET',
        url: '/api/docs-json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toBeDefined();
    });

    it('serves hashed assets compressed and immutable for a year, the page itself no-cache', async () => {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.rawPayload.length).toBeLessThan(2000);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/account/orders']) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-cache');
      }
    });

    it('sends the precompressed twin the build wrote beside an asset, in the encoding the client asks for', async () => {
      const expected = 'console.log("precompressed");\n'.repeat(2000);
      const url = '/assets/entry-Ef56Gh78.js';
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(expected);
    });
  });

  describe('no input yields a 5xx', () => {
    it('refuses deeply nested JSON with 400, on log-in as everywhere', async () => {
      const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
      for (const url of ['/api/login', '/api/orders']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...member.headers, 'content-type': 'application/json' },
          payload: deep,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('JSON_TOO_DEEP');
      }
    });

    it('refuses NUL and lone surrogates with a field error, appending nothing', async () => {
      const before = await storedEventCount(t);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json', 'x-lang': 'en' },
        payload: '{"email":"a\\u0000@example.com","password":"x"}',
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().data.fields).toEqual([
        expect.objectContaining({ field: 'email', rule: 'unsafeCharacters' }),
      ]);
      const address = { ...returnAddress(), address1: 'Seoul \ud800' };
      const draft = await caller(t, member)(
        'POST',
        '/api/orders/drafts',
        gradingBody(member, { returnAddress: address }),
      );
      expect(draft.statusCode).toBe(400);
      expect(draft.json().data.fields[0]).toMatchObject({
        field: 'returnAddress.address1',
        rule: 'unsafeCharacters',
      });
      const order = await caller(t, member)(
        'POST',
        '/api/orders',
        gradingBody(member, { returnAddress: address }),
      );
      expect(order.statusCode).toBe(400);
      const query = await t.app.inject({ method: 'GET', url: '/api/content/faq?q=%00' });
      expect(query.statusCode).toBe(400);
      expect(await storedEventCount(t)).toBe(before);
    });

    it('refuses numbers beyond an integer column (page, minRevision, If-Match) with 400', async () => {
      const huge = '99999999999999999999';
      const call = caller(t, member);
      expect((await call('GET', `/api/orders?page=${huge}`)).statusCode).toBe(400);
      const draft = await call('POST', '/api/orders/drafts', gradingBody(member));
      expect(draft.statusCode).toBe(201);
      const id = draft.json().data.orderId as string;
      expect((await call('GET', `/api/orders/${id}?minRevision=${huge}`)).statusCode).toBe(400);
      const stale = await call('PUT', `/api/orders/drafts/${id}`, gradingBody(member), {
        'if-match': `"${huge}"`,
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe('ORDER_API.BAD_IF_MATCH');
    });
  });

  describe('CSRF: every write, with or without a session', () => {
    it('refuses a cross-site HTML form log-in (urlencoded or text/plain) and sets no cookie', async () => {
      const m = await createMember(t);
      const form = {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'x-requested-with': undefined,
      };
      const urlencoded = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...form, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(m.email)}&password=${encodeURIComponent(m.password)}`,
      });
      // No form parser exists: the body is refused before any handler or guard runs.
      expect(urlencoded.statusCode).toBe(415);
      expect(urlencoded.headers['set-cookie']).toBeUndefined();
      // enctype="text/plain" can smuggle JSON-looking text; the guard refuses it.
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...form, 'content-type': 'text/plain' },
        payload: JSON.stringify({ email: m.email, password: m.password }),
      });
      expect(plain.statusCode).toBe(403);
      expect(plain.json().code).toBe('AUTH.CSRF_REJECTED');
      expect(plain.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a write without X-Requested-With, from another site or origin, or with a non-JSON body', async () => {
      const m = await createMember(t);
      const body = JSON.stringify({ email: m.email, password: m.password });
      const json = { 'content-type': 'application/json' };
      const attempts: Array<[Record<string, string | undefined>, string, number]> = [
        [{ ...json, 'x-requested-with': undefined }, body, 403],
        [{ ...json, 'sec-fetch-site': 'cross-site' }, body, 403],
        [{ ...json, 'sec-fetch-site': 'same-site' }, body, 403],
        [{ ...json, origin: 'https://evil.example' }, body, 403],
        [{ ...json, origin: 'null' }, body, 403],
        [{ 'content-type': 'text/plain' }, body, 415],
      ];
      for (const [headers, payload, status] of attempts) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', headers, payload });
        expect([res.statusCode, res.headers['set-cookie']]).toEqual([status, undefined]);
      }
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...json, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
        payload: body,
      });
      expect(own.statusCode).toBe(200);
    });
  });

  describe('drafts', () => {
    it('refuses fields longer than an order allows and bodies over 256 KB', async () => {
      const call = caller(t, member);
      const long = { ...returnAddress(), address1: 'x'.repeat(100_000) };
      const res = await call('POST', '/api/orders/drafts', gradingBody(member, { returnAddress: long }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toContainEqual(
        expect.objectContaining({
          field: 'returnAddress.address1',
          rule: 'maxLength',
          params: { max: MAX_ADDRESS_FIELD_LENGTH },
        }),
      );
      const big = await call('POST', '/api/orders/drafts', {
        ...gradingBody(member),
        photos: ['p'.repeat(300 * 1024)],
      });
      expect(big.statusCode).toBe(413);
    });

    it(`keeps at most ${MAX_DRAFTS_PER_MEMBER} drafts per member`, async () => {
      const saver = await memberWithPhotos(t);
      const call = caller(t, saver);
      for (let i = 0; i < MAX_DRAFTS_PER_MEMBER; i += 1)
        expect((await call('POST', '/api/orders/drafts', gradingBody(saver))).statusCode).toBe(201);
      await t.projections.settle();
      const over = await call('POST', '/api/orders/drafts', gradingBody(saver));
      expect(over.statusCode).toBe(409);
      expect(over.json().code).toBe('ORDER.TOO_MANY_DRAFTS');
    });
  });

  describe('on a socket', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as { port: number }).port;
    });

    it('refuses a 20 MB webhook by its Content-Length before reading it, and closes the connection', async () => {
      const { answer } = rawRequest(
        port,
        'POST /api/payments/webhooks/sandbox HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20971520\r\n\r\n',
        '{"a":"',
      );
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 413/);
      expect(text.toLowerCase()).toContain('connection: close');
    });

    it('takes no more body than the Content-Length declares: what follows is read as another request', async () => {
      // Why a declared length needs no counting stream (body-limits.ts): 100 KB sent after a 2-byte
      // body on the 64 KB webhook route never reaches a parser as that body.
      const { answer } = rawRequest(
        port,
        'POST /api/payments/webhooks/sandbox HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n',
        '{}' + 'x'.repeat(100 * 1024),
      );
      const text = await answer;
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(statuses[0]).toBeGreaterThanOrEqual(400);
      expect(statuses[0]).toBeLessThan(500);
      expect(statuses).not.toContain(413);
      expect(statuses.at(-1)).toBe(400); // the trailing bytes: not an HTTP request
    });

    it('stops a chunked upload as soon as it passes the limit', async () => {
      const { socket, answer } = rawRequest(
        port,
        'POST /api/payments/webhooks/sandbox HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const chunk = 'x'.repeat(16 * 1024);
      for (let i = 0; i < 8 && !socket.destroyed; i += 1)
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      expect(await answer).toMatch(/^HTTP\/1\.1 413/);
    });
  });
});

describe('http edge in production with a payment provider', () => {
  const t = bootTestApp('edge_prod', {
    NODE_ENV: 'production',
    AUTH_SECRET: 's'.repeat(40),
    PAYMENT_PROVIDER: 'toss',
    TOSS_SECRET_KEY: 'test_sk_edge',
    TOSS_CLIENT_KEY: 'test_ck_edge',
    IDENTITY_PROVIDER: 'portone',
    PORTONE_API_SECRET: 'portone_edge',
    PORTONE_STORE_ID: 'store-edge',
    PORTONE_IDENTITY_CHANNEL_KEY: 'channel-key-edge',
  });

  it('sends HSTS and lets the provider SDK origin into the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain(
      "script-src 'self' https://js.tosspayments.com",
    );
  });

  it('answers 404 at /api/dev/*', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });

  it("tells the checkout to open Toss's window with the public client key (never the secret)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/window' });
    expect(res.json().data).toEqual({
      provider: 'toss',
      tossClientKey: 'test_ck_edge',
      portoneStoreId: null,
    });
    expect(res.body).not.toContain('test_sk_edge');
  });
});

describe('rate limits', () => {
  const t = bootTestApp('edge_429', { AUTH_RATE_LIMIT: '2' });

  it('send Retry-After with every 429', async () => {
    let last;
    for (let i = 0; i < 3; i += 1)
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'whatever1!' },
      });
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('graceful shutdown', () => {
  it('ends within its deadline although uploads are still open', async () => {
    const t = await createTestApp('edge_shutdown');
    await t.app.listen(0, '127.0.0.1');
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const uploads = [1, 2, 3].map(() =>
      rawRequest(
        port,
        'POST /api/orders/price-quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Requested-With: x\r\nContent-Length: 1000000\r\n\r\n',
        '{"a":"',
      ),
    );
    // Let the three requests reach the server, mid-body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(gracefulShutdown(t.app, 2_000)).resolves.toBeDefined();
    await Promise.all(uploads.map((u) => u.answer));
    expect(uploads.every((u) => u.socket.destroyed)).toBe(true);
    await t.db.drop();
  });
});
