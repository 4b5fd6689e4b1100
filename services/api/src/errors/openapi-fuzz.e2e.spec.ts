import fc from 'fast-check';
import { signedInMember, type TestSession } from '../auth/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { storedEventCount } from '../testing/stored-events';

jest.setTimeout(240_000);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
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
  // The plugin writes a described `$ref` as `allOf: [{ $ref }]`.
  if (schema?.allOf?.length === 1) return resolve(doc, schema.allOf[0]);
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
 * Values the document cannot say are valid (dates ahead of now, formats a DTO checks by hand), by
 * field name, so a body passes every check but the one a mutation breaks.
 */
const VALID_BY_NAME: Record<string, unknown> = {
  startAt: '2030-03-01T10:00:00+09:00',
  endAt: '2030-03-31T23:59:00+09:00',
  publishedAt: '2030-03-01T10:00:00+09:00',
  effectiveFrom: '2030-03-01T00:00:00+09:00',
  validFrom: '2030-03-01T00:00:00+09:00',
  validUntil: '2030-03-31T23:59:00+09:00',
  email: 'fuzz@example.com',
  password: 'Secret#2024',
  passwordConfirmation: 'Secret#2024',
  currentPassword: 'Secret#2024',
  phone: '01012345678',
  phoneNumber: '01012345678',
  postalCode: '06236',
  code: '123456',
  certificationNumber: '1234567',
  imageUrl: '/content/column-1.svg',
  nickname: 'fuzzer',
  quantity: 1,
  grade: 10,
};

/** A value that passes the field's checks: by name, the document's example, then its type. */
function validValue(doc: OpenApi, schema: Schema | undefined, name = '', full = false, depth = 0): unknown {
  if (name in VALID_BY_NAME) return VALID_BY_NAME[name];
  const s = resolve(doc, schema);
  if (s?.example !== undefined) return s.example;
  if (s?.enum?.length) return s.enum[0];
  if (s?.properties) {
    if (depth > 4) return {};
    const required = new Set(s.required ?? []);
    // Optional fields only where a valid value is known: a guess would refuse the whole body.
    const keep = ([key, field]: [string, Schema]) =>
      full || required.has(key) || key in VALID_BY_NAME || resolve(doc, field)?.example !== undefined;
    return Object.fromEntries(
      Object.entries(s.properties)
        .filter(keep)
        .map(([key, field]) => [key, validValue(doc, field, key, full, depth + 1)]),
    );
  }
  switch (s?.type) {
    case 'number':
    case 'integer':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () =>
        validValue(doc, s.items, '', full, depth + 1),
      );
    default:
      return s?.format === 'uuid' ? SOME_ID : 'fuzz';
  }
}

const MISSING = Symbol('missing');
type Path = Array<string | number>;
interface FieldSpot {
  path: Path;
  schema: Schema | undefined;
  /** What each container on the way holds when the baseline body leaves it out. */
  fills: unknown[];
}

/** Every field of a body, nested objects and the first element of lists of objects included. */
function fieldSpots(doc: OpenApi, schema: Schema | undefined, depth = 0, at: FieldSpot[] = []): FieldSpot[] {
  const s = resolve(doc, schema);
  const parent = at.at(-1);
  const out: FieldSpot[] = [];
  for (const [key, field] of Object.entries(s?.properties ?? {})) {
    const spot: FieldSpot = {
      path: [...(parent?.path ?? []), key],
      schema: field,
      fills: [...(parent?.fills ?? []), validValue(doc, field, key, true)],
    };
    out.push(spot);
    if (depth >= 2) continue;
    const inner = resolve(doc, field);
    if (inner?.properties) out.push(...fieldSpots(doc, inner, depth + 1, [spot]));
    const item = inner?.type === 'array' ? resolve(doc, inner.items) : undefined;
    if (item?.properties) {
      const first: FieldSpot = {
        path: [...spot.path, 0],
        schema: item,
        fills: [...spot.fills, validValue(doc, item, '', true)],
      };
      out.push(...fieldSpots(doc, item, depth + 1, [first]));
    }
  }
  return out;
}

function withValue(base: unknown, spot: FieldSpot, value: unknown): unknown {
  const root = structuredClone(base) as Record<string | number, unknown>;
  let node = root;
  spot.path.forEach((key, i) => {
    if (i === spot.path.length - 1) {
      if (value === MISSING && Array.isArray(node)) node.splice(Number(key), 1);
      else if (value === MISSING) delete node[key];
      else node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = structuredClone(spot.fills[i]);
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return MISSING;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** `returnAddress.lines[0].name` → ['returnAddress', 'lines', 0, 'name'] */
const pathOf = (field: string): Path =>
  field
    .split(/\.|\[(\d+)\]/)
    .flatMap((part, i): Path => (part === undefined || part === '' ? [] : i % 2 ? [Number(part)] : [part]));

/**
 * A body the route accepts as far as a blind guess can get: every field at a plausible value, then
 * (a few rounds) each field the api refused is left out. The document cannot tell which optional
 * fields go together; the api's own field errors can.
 */
function withoutRefused(body: unknown, fields: Array<{ field: string; rule: string }>): unknown {
  let out = body;
  for (const { field } of fields) {
    const path = pathOf(field);
    if (valueAt(out, path) !== MISSING) out = withValue(out, { path, schema: undefined, fills: [] }, MISSING);
  }
  return out;
}

const HUGE_LIST = 1_000;

/**
 * The wrong shapes one field gets (a bounded set, the same every run): left out, null, a list
 * (holding the right value; empty and very long for list fields), an object, and the scalar types it
 * is not. Nested fields get the four that broke handlers before, to keep the run short.
 */
function confusions(doc: OpenApi, spot: FieldSpot, base: unknown): unknown[] {
  const s = resolve(doc, spot.schema);
  const inBase = valueAt(base, spot.path);
  const valid = inBase === MISSING ? spot.fills.at(-1) : inBase;
  const list = s?.type === 'array';
  const other = typeof valid === 'string' ? 1 : 'fuzz';
  const item = Array.isArray(valid) ? valid[0] : 'fuzz';
  const huge = Array.from({ length: HUGE_LIST }, () => item);
  if (spot.path.length > 1) return [MISSING, null, [valid], other, ...(list ? [huge] : [])];
  const shapes: unknown[] = [MISSING, null, [], [valid], {}, other];
  shapes.push(typeof valid === 'number' ? '1' : typeof valid === 'boolean' ? 'true' : true);
  if (list) shapes.push(huge, [null], [[]], [{}], [typeof item === 'number' ? 'x' : 1]);
  return shapes;
}

/** Path and query values a client can send for any parameter. */
const PARAM_VALUES = ['', 'x', '-1', '1e400', '99999999999999999999', 'a'.repeat(2_000), '%E0%A4%A'];

const STAFF_AREA = /^\/api\/(console|audit)\//;
// Log-out and withdrawal would end the fuzzing sessions, and so would renewing: each renewal spends
// the session's refresh token, and a second use past the grace window ends the session
// (AUTH.REFRESH_REUSED), after which every later member route answered 401 on a slow machine.
// session.e2e.spec.ts covers renewal. An event stream never ends.
const SESSION_ENDING = /\/(logout|withdrawal|login\/renew)$/;
const SKIPPED = new RegExp(`${SESSION_ENDING.source}|\\/stream$`);

/**
 * Every route the OpenAPI document lists: write routes driven with random bodies as a member and as
 * an administrator, then every route with a fixed set of wrong shapes (each body field, path and
 * query value), staff areas signed in as ADMIN and the rest as a member. Never a 5xx, and a refused
 * request appends no event. New routes are covered as soon as the document lists them.
 */
describe('fuzzing every write route of the OpenAPI document', () => {
  const t = bootTestApp('openapi_fuzz', { AUTH_RATE_LIMIT: '1000000' });
  let member: TestSession;
  let admin: TestSession;
  let doc: OpenApi;

  beforeAll(async () => {
    [member, admin] = await Promise.all([signedInMember(t), signedInMember(t, { role: 'ADMIN' })]);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs-json' })).json();
  });

  it('lists the write routes', () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  function routes(): Array<{ method: Method; path: string; op: Operation }> {
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      WRITE_METHODS.filter((m) => ops[m.toLowerCase() as Lowercase<Method>])
        // They take no body.
        .filter((m) => !SESSION_ENDING.test(path) || m !== 'POST')
        .map((method) => ({ method, path, op: ops[method.toLowerCase() as Lowercase<Method>]! })),
    );
  }

  it('answers no generated body with a 5xx, and appends nothing when it refuses', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of routes()) {
      const url = path.replace(/\{[^}]+\}/g, SOME_ID);
      await fc.assert(
        fc.asyncProperty(bodiesFor(doc, op), fc.boolean(), async (body, asAdmin) => {
          const before = await storedEventCount(t);
          const res = await t.app.inject({
            method,
            url,
            headers: {
              ...(asAdmin ? admin : member).headers,
              'content-type': 'application/json',
              // Generated input: the contract check holds the answer to the document, not the request.
              'x-test-contract': 'bad-request',
            },
            payload: JSON.stringify(body) ?? 'null',
          });
          if (res.statusCode >= 500)
            failures.push(`${method} ${path} ${res.statusCode} ${JSON.stringify(body)}`);
          if (res.statusCode >= 400 && (await storedEventCount(t)) !== before)
            failures.push(`${method} ${path} ${res.statusCode} appended events`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
    }
    expect(failures).toEqual([]);
  });

  it('answers no wrong-typed field, body, path or query value with a 5xx', async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    let requests = 0;
    let eventCount = await storedEventCount(t);

    async function send(
      method: Method,
      route: string,
      url: string,
      op: Operation,
      body: unknown,
      label: string,
    ) {
      requests += 1;
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name));
      const headers: Record<string, string> = { ...(STAFF_AREA.test(route) ? admin : member).headers };
      if (declared.has('Idempotency-Key')) headers['idempotency-key'] = `fuzz-${requests}`;
      if (declared.has('If-Match')) headers['if-match'] = '"1"';
      if (body !== MISSING) headers['content-type'] = 'application/json';
      headers['x-test-contract'] = 'bad-request';
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(body === MISSING ? {} : { payload: JSON.stringify(body) ?? 'null' }),
      });
      // A read appends nothing, refused or not.
      const now = method === 'GET' ? eventCount : await storedEventCount(t);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${route} ${label}`);
      if (res.statusCode >= 400 && now !== eventCount)
        failures.push(`${res.statusCode} ${method} ${route} ${label}: appended events`);
      eventCount = now;
      return res;
    }

    const baselines = new Map<string, { body: unknown; status: number; data?: { id?: unknown } }>();
    /** The route's body with every field valid (as near as the document and the api's refusals allow). */
    async function baseline(method: Method, path: string, url: string, op: Operation) {
      const key = `${method} ${path}`;
      if (!baselines.has(key)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        let body = schema ? validValue(doc, schema, '', true) : {};
        let res = await send(method, path, url, op, body, 'valid body');
        for (let round = 0; schema && res.statusCode === 400 && round < 4; round += 1) {
          const next = withoutRefused(body, res.json().data?.fields ?? []);
          if (JSON.stringify(next) === JSON.stringify(body)) break;
          body = next;
          res = await send(method, path, url, op, body, 'valid body');
        }
        const data = res.statusCode < 300 ? res.json().data : undefined;
        baselines.set(key, { body, status: res.statusCode, data });
      }
      return baselines.get(key)!;
    }

    /** A row the route can name: made by the collection's POST with its valid body, if it takes one. */
    async function realId(path: string): Promise<string | undefined> {
      const collection = path.slice(0, path.indexOf('/{'));
      const op = doc.paths[collection]?.post;
      if (!op?.requestBody || SKIPPED.test(collection)) return undefined;
      const id = (await baseline('POST', collection, collection, op)).data?.id;
      return id === undefined ? undefined : String(id);
    }

    async function pathValues(path: string, op: Operation): Promise<Record<string, string>> {
      const out: Record<string, string> = {};
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'path')) {
        const fallback = p.name in VALID_BY_NAME ? String(VALID_BY_NAME[p.name]) : SOME_ID;
        out[p.name] = p.name === 'id' ? ((await realId(path)) ?? SOME_ID) : fallback;
      }
      return out;
    }
    const urlOf = (path: string, values: Record<string, string>) =>
      path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? SOME_ID);

    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      (['GET', ...WRITE_METHODS] as Method[])
        .filter((m) => ops[m.toLowerCase() as Lowercase<Method>] && !SKIPPED.test(path))
        .map((method) => ({ method, path, op: ops[method.toLowerCase() as Lowercase<Method>]! })),
    );
    // Deletions last, so the rows they remove were there for every other route.
    all.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

    for (const { method, path, op } of all) {
      const values = await pathValues(path, op);
      const url = urlOf(path, values);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const { body: base, status } =
        method === 'GET' ? { body: MISSING, status: 0 } : await baseline(method, path, url, op);
      if (method !== 'GET') {
        if (status < 300) accepted.push(`${method} ${path}`);
        for (const whole of [[], [base], 'fuzz', 1, true, null, MISSING])
          await send(method, path, url, op, whole, `body ${JSON.stringify(whole) ?? 'left out'}`);
        for (const spot of schema ? fieldSpots(doc, schema) : [])
          for (const shape of confusions(doc, spot, base)) {
            const shown =
              shape === MISSING
                ? 'left out'
                : Array.isArray(shape) && shape.length > 100
                  ? `[${shape.length} items]`
                  : JSON.stringify(shape).slice(0, 40);
            await send(
              method,
              path,
              url,
              op,
              withValue(base, spot, shape),
              `${spot.path.join('.')} = ${shown}`,
            );
          }
      }
      for (const name of Object.keys(values))
        for (const value of PARAM_VALUES)
          await send(
            method,
            path,
            urlOf(path, { ...values, [name]: value }),
            op,
            base,
            `path ${name}=${value.slice(0, 20)}`,
          );
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query'))
        for (const query of [...PARAM_VALUES.map((v) => `${p.name}=${v}`), `${p.name}=1&${p.name}=2`])
          await send(method, path, `${url}?${query}`, op, base, `query ${query.slice(0, 30)}`);
    }
    // The baselines reach the handlers of most write routes; fewer means VALID_BY_NAME fell behind.
    expect(accepted.length).toBeGreaterThanOrEqual(30);
    expect(failures).toEqual([]);
  });
});
