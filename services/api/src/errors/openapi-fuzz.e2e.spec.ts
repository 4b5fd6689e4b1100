import fc from 'fast-check';
import { signedInMember, type TestSession } from '../auth/testing/member-session.testing';
import { createTestApp, type TestApp } from '../testing/test-app';

jest.setTimeout(240_000);

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  type?: string;
  enum?: unknown[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

const WRITE_METHODS: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SOME_ID = '0193a5c0-0000-7000-8000-0000000000ff';
const RUNS_PER_ROUTE = 16;

// Values that broke the api before (NUL, lone surrogates, huge numbers, deep nesting) plus any JSON.
const poison = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    Number('99999999999999999999'),
    -1e308,
    2147483648,
    '',
    'x'.repeat(10_000),
    '__proto__',
    { __proto__: { polluted: true } },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

function resolve(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** A value that passes a plain type check, so a poisoned neighbour reaches the handler. */
function plausible(doc: OpenApi, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if (s?.enum?.length) return fc.constantFrom(...s.enum);
  if (s?.properties && depth < 3)
    return fc.record(
      Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, plausible(doc, v, depth + 1)])),
    );
  switch (s?.type) {
    case 'number':
    case 'integer':
      return fc.integer({ min: 0, max: 100 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(doc, s.items, depth + 1), { maxLength: 2 });
    default:
      return fc.constantFrom('member@example.com', 'Secret#2024', '1234567', 'Seoul');
  }
}

/**
 * Bodies shaped like the route's schema: every field plausible except one or more poisoned (so
 * the poison gets past the other fields' checks), or any JSON at all.
 */
function bodiesFor(doc: OpenApi, op: Operation): fc.Arbitrary<unknown> {
  const schema = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
  const fields = Object.entries(schema?.properties ?? {});
  const anything = fc.jsonValue({ maxDepth: 3 });
  // Routes the document does not describe yet still get objects with field names it uses elsewhere.
  const loose = fc.dictionary(
    fc.constantFrom(...knownFieldNames(doc)),
    fc.oneof(plausible(doc, undefined), poison),
    {
      maxKeys: 4,
    },
  );
  if (fields.length === 0) return fc.oneof(anything, poison, loose);
  const shaped = fc.record(
    Object.fromEntries(
      fields.map(([name, field]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: plausible(doc, field) }, { weight: 1, arbitrary: poison }),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: anything });
}

function knownFieldNames(doc: OpenApi): string[] {
  const names = new Set(['email', 'password', 'code', 'refreshToken']);
  for (const schema of Object.values(doc.components?.schemas ?? {}))
    Object.keys(schema.properties ?? {}).forEach((name) => names.add(name));
  return [...names];
}

/**
 * Every write route the OpenAPI document lists, driven with generated bodies as a member and as an
 * administrator: never a 5xx, and a refused request appends no event. New routes are covered as
 * soon as the document lists them.
 */
describe('fuzzing every write route of the OpenAPI document', () => {
  let t: TestApp;
  let member: TestSession;
  let admin: TestSession;
  let doc: OpenApi;

  beforeAll(async () => {
    t = await createTestApp('openapi_fuzz', { AUTH_RATE_LIMIT: '1000000' });
    [member, admin] = await Promise.all([signedInMember(t), signedInMember(t, { role: 'ADMIN' })]);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs-json' })).json();
  });
  afterAll(() => t?.close());

  const events = async () =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM event_store.events`))[0].n);

  it('lists the write routes', () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  function routes(): Array<{ method: Method; path: string; op: Operation }> {
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      WRITE_METHODS.filter((m) => ops[m.toLowerCase() as Lowercase<Method>])
        // Log-out and withdrawal would end the fuzzing sessions; both take no body.
        .filter((m) => !/\/(logout|withdrawal)$/.test(path) || m !== 'POST')
        .map((method) => ({ method, path, op: ops[method.toLowerCase() as Lowercase<Method>]! })),
    );
  }

  it('answers no generated body with a 5xx, and appends nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of routes()) {
      const url = path.replace(/\{[^}]+\}/g, SOME_ID);
      await fc.assert(
        fc.asyncProperty(bodiesFor(doc, op), fc.boolean(), async (body, asAdmin) => {
          const before = await events();
          const res = await t.app.inject({
            method,
            url,
            headers: { ...(asAdmin ? admin : member).headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          if (res.statusCode >= 500)
            failures.push(`${method} ${path} ${res.statusCode} ${JSON.stringify(body)}`);
          if (res.statusCode >= 400 && (await events()) !== before)
            failures.push(`${method} ${path} ${res.statusCode} appended events`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
    }
    expect(failures).toEqual([]);
  });
});
