import fc from 'fast-check';
import { signedInMember, type TestSession } from '../auth/testing';
import { gradingBody } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

jest.setTimeout(180_000);

const ORDER_ID = '0193a5c0-0000-7000-8000-0000000000ff';

/** Writes that take a body, with and without a session; none of them may answer 5xx to anything. */
const ROUTES: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; signedIn: boolean }> = [
  { method: 'POST', url: '/api/member/signup', signedIn: false },
  { method: 'POST', url: '/api/login', signedIn: false },
  { method: 'POST', url: '/api/member/verify-email-code', signedIn: false },
  { method: 'POST', url: '/api/auth/send-password-change-email', signedIn: false },
  { method: 'PATCH', url: '/api/auth/password-by-mail', signedIn: false },
  { method: 'POST', url: '/api/content/partnership-inquiries', signedIn: false },
  { method: 'POST', url: '/api/orders', signedIn: true },
  { method: 'POST', url: '/api/orders/price-quote', signedIn: true },
  { method: 'POST', url: '/api/orders/drafts', signedIn: true },
  { method: 'POST', url: `/api/orders/${ORDER_ID}/cancel`, signedIn: true },
  { method: 'PUT', url: `/api/orders/${ORDER_ID}/shipping-address`, signedIn: true },
  { method: 'PUT', url: `/api/orders/${ORDER_ID}/refund-account`, signedIn: true },
  { method: 'POST', url: `/api/orders/${ORDER_ID}/payments`, signedIn: true },
  { method: 'PATCH', url: '/api/member/profile', signedIn: true },
  { method: 'POST', url: '/api/payments/webhooks/sandbox', signedIn: false },
];

// Near-misses name a photo nobody owns: they are refused anyway, before or at the photo check.
const PHOTO_OWNER = '00000000-0000-4000-8000-000000000000';

// Arbitrary JSON, and near-misses of a real order (a valid body with one field replaced by junk).
const anyJson = fc.jsonValue({ maxDepth: 3 });
const nearOrder = fc
  .tuple(fc.constantFrom(...Object.keys(gradingBody({ id: PHOTO_OWNER }))), anyJson)
  .map(([key, value]) => ({ ...gradingBody({ id: PHOTO_OWNER }), [key]: value }));

describe('bad input of any kind: a 4xx envelope, never a crash', () => {
  const t = bootTestApp('bad_input', { AUTH_RATE_LIMIT: '100000' });
  let member: TestSession;

  beforeAll(async () => {
    member = await signedInMember(t);
  });

  it.each(ROUTES)('$method $url', async ({ method, url, signedIn }) => {
    const bodies =
      url === '/api/orders' || url === '/api/orders/price-quote' ? fc.oneof(anyJson, nearOrder) : anyJson;
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await t.app.inject({
          method,
          url,
          // Wrong on purpose: the contract check holds the answer to the document, not the request.
          headers: {
            'content-type': 'application/json',
            'x-test-contract': 'bad-request',
            ...(signedIn ? member.headers : {}),
          },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode).toBeLessThan(500);
        const envelope = res.json();
        expect(typeof envelope.code).toBe('string');
        expect(typeof envelope.message).toBe('string');
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });

  it.each(ROUTES)(
    '$method $url: malformed, mistyped and oversized bodies',
    async ({ method, url, signedIn }) => {
      const session = signedIn ? member.headers : {};
      const cases: Array<{ type: string; payload: string }> = [
        { type: 'application/json', payload: '{"a":' },
        { type: 'application/json', payload: '' },
        { type: 'text/plain', payload: 'hello' },
        { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
        { type: 'application/json', payload: JSON.stringify({ pad: 'x'.repeat(3 * 1024 * 1024) }) },
      ];
      for (const { type, payload } of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': type, 'x-test-contract': 'bad-request', ...session },
          payload,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().code).toBe('string');
      }
    },
  );
});
