import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The checked-in document (api-generate.int.spec.ts proves it is fresh; openapi.e2e.spec.ts that the
// running api serves the same one).
const document = JSON.parse(
  readFileSync(join(__dirname, '../../../../web/src/lib/api/generated/openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; description: string; headers?: Record<string, unknown> }
  >;
  security?: Record<string, string[]>[];
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method, op })),
);
const resolve = (schema: Schema): Schema =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;
const SELF_WRITTEN = [
  'GET /api/health',
  'GET /api/dev/mailbox/page',
  'GET /api/audit/orders/{id}/export',
  // JSON Lines streamed straight from the event store.
  'GET /api/audit/events/export',
  'GET /api/payments/sandbox',
  // The sandbox identity provider's played window (HTML).
  'GET /api/member/identity-verifications/sandbox',
  // The photo and its thumbnail are image/jpeg.
  'GET /api/uploads/{id}',
  // Images of the content pages (notices, feed), served as stored.
  'GET /api/content-images/{name}',
  // An album's cover photo (image/jpeg).
  'GET /api/gallery/albums/{id}/cover',
  // A certificate's photo (image/jpeg), while its holder shows the card.
  'GET /api/certifications/{certificationNumber}/photos/{uploadId}',
  // A Server-Sent Events stream (text/event-stream).
  'GET /api/orders/{id}/events/stream',
];

describe('the OpenAPI document', () => {
  it('describes every route (the api has more than 60)', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('gives every route that reads a body a request schema with its fields (no empty {})', () => {
    // The provider's own JSON, read raw for its signature; its shape is the provider's.
    const RAW = ['POST /api/payments/webhooks/{provider}'];
    const withBody = operations.filter(({ op, route }) => op.requestBody && !RAW.includes(route));
    expect(withBody.length).toBeGreaterThan(25);
    const empty = withBody
      .filter(({ op }) => {
        const { content } = op.requestBody!;
        const schema = resolve((content['application/json'] ?? content['multipart/form-data'])!.schema);
        return Object.keys(schema.properties ?? {}).length === 0;
      })
      .map(({ route }) => route);
    expect(empty).toEqual([]);
  });

  it('has the request bodies the issue found empty', () => {
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/member/signup', 'post'],
      ['/api/member/send-email-code', 'post'],
      ['/api/member/addresses', 'post'],
      ['/api/orders/{id}/payments', 'post'],
      ['/api/member/profile', 'patch'],
      ['/api/content/partnership-inquiries', 'post'],
    ] as const)
      expect(document.paths[path]![method]!.requestBody).toBeDefined();
    const signup = document.components.schemas.SignupRequestDto!;
    expect(Object.keys(signup.properties!)).toEqual(
      expect.arrayContaining(['nickname', 'email', 'password', 'passwordConfirmation', 'phone', 'consents']),
    );
  });

  it('gives every field a real type: no bare object, no untyped nullable, null among a nullable enum', () => {
    const problems: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const s = node as Record<string, unknown> & { enum?: unknown[] };
      const composed = '$ref' in s || 'allOf' in s || 'oneOf' in s || 'anyOf' in s;
      const alwaysNull = s.enum?.length === 1 && s.enum[0] === null;
      if (s.type === 'object' && !s.properties && !s.additionalProperties && !composed && !alwaysNull)
        problems.push(`${at}: object without properties`);
      if (s.nullable === true && !s.type && !composed) problems.push(`${at}: nullable without a type`);
      if (s.nullable === true && s.enum && !s.enum.includes(null))
        problems.push(`${at}: nullable enum without null`);
      for (const [key, value] of Object.entries(s)) visit(value, `${at}.${key}`);
    };
    visit(document, '#');
    expect(problems).toEqual([]);
  });

  it('names every operation once, in words a hook can carry', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('wraps every JSON answer in the {code, message, data} envelope', () => {
    for (const { route, op } of operations) {
      if (SELF_WRITTEN.some((r) => route.startsWith(r))) continue;
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      expect({ route, required: schema?.required }).toEqual({ route, required: ['code', 'message', 'data'] });
    }
  });

  it('lists refusal codes with the error envelope, field errors for bad input', () => {
    const login = document.paths['/api/login']!.post!;
    expect(login.responses['400']!.description).toContain('AUTH.WRONG_CREDENTIALS');
    expect(login.responses['429']!.description).toContain('TOO_MANY_REQUESTS');
    // A 400 that is only bad input says field errors; one with other codes too, the envelope whose
    // data may be field errors (or what the other code says).
    const articles = document.paths['/api/content/articles']!.get!;
    expect(articles.responses['400']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/ValidationErrorEnvelope',
    );
    const signup = document.paths['/api/member/signup']!.post!;
    expect(signup.responses['400']!.description).toContain('VALIDATION_FAILED');
    expect(signup.responses['400']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/ErrorEnvelope',
    );
    expect(signup.responses['409']!.description).toContain('MEMBER.EMAIL_TAKEN');
    const data = document.components.schemas.ErrorEnvelope!.properties!.data as { anyOf?: Schema[] };
    expect(data.anyOf!.map((s) => s.$ref)).toEqual(
      expect.arrayContaining([
        '#/components/schemas/FieldErrorsData',
        '#/components/schemas/BlockingOrdersData',
      ]),
    );
    expect(
      resolve(document.components.schemas.ValidationErrorEnvelope!.properties!.data!).properties!.fields,
    ).toBeDefined();
    // Every 429 says when to come back.
    for (const { route, op } of operations)
      if (op.responses['429'])
        expect({ route, headers: Object.keys(op.responses['429'].headers ?? {}) }).toEqual({
          route,
          headers: ['Retry-After'],
        });
  });

  it('asks writes for X-Requested-With and says which routes take Idempotency-Key, If-Match and answer ETag', () => {
    for (const { route, op } of operations.filter(({ method }) => method !== 'get'))
      expect({ route, csrf: op.responses['403']?.description.includes('AUTH.CSRF_REJECTED') }).toEqual({
        route,
        csrf: true,
      });
    const place = document.paths['/api/orders']!.post! as unknown as { parameters: { name: string }[] };
    expect(place.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    const cancel = document.paths['/api/orders/{id}/cancel']!.post!;
    expect((cancel as unknown as { parameters: { name: string }[] }).parameters.map((p) => p.name)).toContain(
      'If-Match',
    );
    expect(cancel.responses['412']!.description).toContain('PRECONDITION_FAILED');
    const detail = document.paths['/api/orders/{id}']!.get! as unknown as {
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(detail.responses['200']!.headers!.ETag).toBeDefined();
  });
});
