import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteErrors } from '../api-docs';

type Schema = Record<string, unknown>;

/** What the document needs to know about one route beyond what @nestjs/swagger reads itself. */
export interface RouteFacts {
  readonly operationId: string;
  readonly signedIn: boolean;
  readonly sameRegion: boolean;
  readonly roles: readonly string[];
  readonly allowDormant: boolean;
  readonly throttled: boolean;
  readonly etag: boolean;
  readonly errors: readonly RouteErrors[];
  /** The envelope's `data`; null: the route writes its own answer (HTML, JSON Lines, health). */
  readonly data: Schema | null | undefined;
}

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const WRITE_ONLY_HEADERS = new Set(['If-Match', 'Idempotency-Key']);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ENVELOPE_SCHEMAS: Record<string, Schema> = {
  ErrorEnvelope: {
    type: 'object',
    description:
      'A refusal: a stable code, its translated message, and data (null unless the code says more).',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'string', example: 'NOT_FOUND' },
      message: { type: 'string' },
      data: {
        type: 'object',
        nullable: true,
        description:
          'What the code says more (null unless it does): field errors (VALIDATION_FAILED), the orders ' +
          'in the way (MEMBER.WITHDRAWAL_BLOCKED), when to come back (429, 503), a crash’s correlation id ' +
          '(500), or the code’s own values (e.g. {max}).',
        anyOf: [
          ref('FieldErrorsData'),
          ref('BlockingOrdersData'),
          ref('RetryAfterData'),
          ref('CorrelationData'),
          { type: 'object', additionalProperties: true },
        ],
      },
    },
  },
  FieldErrorsData: {
    type: 'object',
    required: ['fields'],
    properties: { fields: { type: 'array', items: ref('FieldError') } },
  },
  BlockingOrder: {
    type: 'object',
    required: ['orderId', 'orderNumber', 'status', 'displayStage'],
    properties: {
      orderId: { type: 'string' },
      orderNumber: { type: 'string', nullable: true },
      status: { type: 'string' },
      displayStage: { type: 'string', nullable: true },
    },
  },
  BlockingOrdersData: {
    type: 'object',
    description: 'MEMBER.WITHDRAWAL_BLOCKED: the unfinished orders, newest first',
    required: ['orders'],
    properties: { orders: { type: 'array', items: ref('BlockingOrder') } },
  },
  RetryAfterData: {
    type: 'object',
    description: '429 / 503: seconds until a retry may succeed (also in the Retry-After header)',
    required: ['retryAfterSeconds'],
    properties: { retryAfterSeconds: { type: 'integer' }, correlationId: { type: 'string' } },
  },
  CorrelationData: {
    type: 'object',
    description: '500: the id the logs carry for this request',
    required: ['correlationId'],
    properties: { correlationId: { type: 'string' } },
  },
  FieldError: {
    type: 'object',
    required: ['field', 'rule', 'message'],
    properties: {
      field: { type: 'string', example: 'email' },
      rule: {
        type: 'string',
        example: 'required',
        description: 'A stable rule code (required, maxLength, pattern, …)',
      },
      message: { type: 'string', description: 'Translated into the caller’s language' },
      params: { type: 'object', additionalProperties: true },
    },
  },
  ValidationErrorEnvelope: {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'string', enum: ['VALIDATION_FAILED'] },
      message: { type: 'string' },
      data: ref('FieldErrorsData'),
    },
  },
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until a retry may succeed',
    schema: { type: 'integer', minimum: 1 },
  },
};

const envelopeOf = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'string', example: 'OK' }, message: { type: 'string' }, data },
});

/** The 404 code of the resource a path names (the services throw these; NOT_FOUND is the router's). */
const NOT_FOUND_BY_PATH: readonly (readonly [RegExp, string])[] = [
  [/^\/api\/(console\/|audit\/)?orders\/\{id\}/, 'ORDER.NOT_FOUND'],
  [/^\/api\/(console\/)?content\//, 'CONTENT.NOT_FOUND'],
  [/^\/api\/(console|audit)\/members\/\{id\}/, 'MEMBER.NOT_FOUND'],
  [/^\/api\/audit\/projections\/\{name\}/, 'ORDER_API.UNKNOWN_PROJECTION'],
];

function routeErrors(path: string, method: string, op: Operation, facts: RouteFacts): RouteErrors[] {
  const headers = new Set((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name));
  const readsInput = op.requestBody !== undefined || (op.parameters ?? []).some((p) => p.in !== 'header');
  const errors: RouteErrors[] = [];
  const add = (status: number, ...codes: string[]) => errors.push({ status, codes });
  if (readsInput) add(400, 'VALIDATION_FAILED');
  // The edge answers these for any body before a route sees it (edge/json-body.parser.ts, body-limits.ts),
  // also on a write that declares none.
  if (op.requestBody !== undefined || WRITE_METHODS.has(method)) {
    add(400, 'BAD_JSON', 'JSON_TOO_DEEP');
    add(413, 'PAYLOAD_TOO_LARGE');
  }
  // A path that names a resource answers 404 when there is none, with its kind's code (routes add more).
  if ((op.parameters ?? []).some((p) => p.in === 'path'))
    add(404, 'NOT_FOUND', ...NOT_FOUND_BY_PATH.filter(([re]) => re.test(path)).map(([, code]) => code));
  if (facts.signedIn) {
    add(400, 'AUTH_INVALID_TOKEN');
    add(401, 'UNAUTHORIZED', 'AUTH.SESSION_EXPIRED');
  }
  if (facts.signedIn && !facts.allowDormant) add(403, 'MEMBER.DORMANT');
  if (facts.roles.length > 0) add(403, 'FORBIDDEN');
  if (facts.sameRegion) {
    add(400, 'MEMBER.UNKNOWN_REGION');
    add(403, 'MEMBER.REGION_MISMATCH');
  }
  if (WRITE_METHODS.has(method)) {
    add(403, 'AUTH.CSRF_REJECTED');
    // The CSRF guard takes JSON bodies only (multipart on upload routes).
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (headers.has('If-Match')) {
    add(400, 'ORDER_API.BAD_IF_MATCH');
    add(412, 'PRECONDITION_FAILED');
  }
  if (headers.has('Idempotency-Key')) {
    add(409, 'IDEMPOTENCY.IN_PROGRESS');
    add(422, 'IDEMPOTENCY.KEY_REUSED');
  }
  if (facts.throttled) add(429, 'TOO_MANY_REQUESTS');
  return [...errors, ...facts.errors];
}

function describeRoute(path: string, method: string, op: Operation, facts: RouteFacts): void {
  op.operationId = facts.operationId;
  // Class-level write headers (If-Match, Idempotency-Key) mean nothing to a read.
  if (!WRITE_METHODS.has(method) && op.parameters)
    op.parameters = op.parameters.filter((p) => !(p.in === 'header' && WRITE_ONLY_HEADERS.has(p.name)));
  const successStatus = Object.keys(op.responses).find((s) => s.startsWith('2')) ?? '200';
  const success = (op.responses[successStatus] ??= { description: '' });
  if (facts.data !== null && facts.data !== undefined) {
    success.description ||= 'OK';
    success.content = { 'application/json': { schema: envelopeOf(facts.data) } };
  }
  if (facts.etag)
    success.headers = {
      ETag: { description: 'The order’s stream revision, for If-Match', schema: { type: 'string' } },
    };
  if (facts.signedIn) {
    const cookie: Record<string, string[]> = WRITE_METHODS.has(method)
      ? { cookie: [], csrf: [] }
      : { cookie: [] };
    op.security = [cookie, { bearer: [] }];
  } else if (WRITE_METHODS.has(method)) {
    op.security = [{}, { csrf: [] }];
  }
  const byStatus = new Map<number, Set<string>>();
  for (const { status, codes } of routeErrors(path, method, op, facts)) {
    const known = byStatus.get(status) ?? new Set<string>();
    codes.forEach((c) => known.add(c));
    byStatus.set(status, known);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...codes];
    const validation = status === 400 && list.includes('VALIDATION_FAILED');
    op.responses[String(status)] = {
      description: `Codes: ${list.join(', ')}`,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: {
        'application/json': {
          schema: validation && list.length === 1 ? ref('ValidationErrorEnvelope') : ref('ErrorEnvelope'),
        },
      },
    };
  }
}

/**
 * Wraps every route's answer in the {code, message, data} envelope, lists the refusal codes it may
 * answer (from its guards, headers, input and @ApiErrors), and names its operation for the web hooks.
 */
export function describeAnswers(
  document: OpenAPIObject,
  facts: ReadonlyMap<string, RouteFacts>,
  answerSchemas: Record<string, Schema>,
): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, schema] of Object.entries({ ...ENVELOPE_SCHEMAS, ...answerSchemas })) {
    if (schemas[name]) throw new Error(`OpenAPI: two schemas named ${name}`);
    schemas[name] = schema;
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)),
  );
  for (const [path, pathItem] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(pathItem as Record<string, Operation>)) {
      const routeFacts = op.operationId ? facts.get(op.operationId) : undefined;
      if (routeFacts) describeRoute(path, method, op, routeFacts);
    }
  return document;
}
