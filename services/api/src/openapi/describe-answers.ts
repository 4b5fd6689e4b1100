import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteErrors } from './api-docs.decorators';

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
      data: { nullable: true },
    },
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
      data: {
        type: 'object',
        required: ['fields'],
        properties: { fields: { type: 'array', items: ref('FieldError') } },
      },
    },
  },
};

const envelopeOf = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'string', example: 'OK' }, message: { type: 'string' }, data },
});

function routeErrors(method: string, op: Operation, facts: RouteFacts): RouteErrors[] {
  const headers = new Set((op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name));
  const readsInput = op.requestBody !== undefined || (op.parameters ?? []).some((p) => p.in !== 'header');
  const errors: RouteErrors[] = [];
  const add = (status: number, ...codes: string[]) => errors.push({ status, codes });
  if (readsInput) add(400, 'VALIDATION_FAILED');
  if (facts.signedIn) add(401, 'UNAUTHORIZED', 'AUTH.SESSION_EXPIRED');
  if (facts.signedIn && !facts.allowDormant) add(403, 'MEMBER.DORMANT');
  if (facts.roles.length > 0) add(403, 'FORBIDDEN');
  if (facts.sameRegion) {
    add(400, 'MEMBER.UNKNOWN_REGION');
    add(403, 'MEMBER.REGION_MISMATCH');
  }
  if (WRITE_METHODS.has(method)) add(403, 'AUTH.CSRF_REJECTED');
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

function describeRoute(method: string, op: Operation, facts: RouteFacts): void {
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
  for (const { status, codes } of routeErrors(method, op, facts)) {
    const known = byStatus.get(status) ?? new Set<string>();
    codes.forEach((c) => known.add(c));
    byStatus.set(status, known);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...codes];
    const validation = status === 400 && list.includes('VALIDATION_FAILED');
    op.responses[String(status)] = {
      description: `Codes: ${list.join(', ')}`,
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
  for (const pathItem of Object.values(document.paths))
    for (const [method, op] of Object.entries(pathItem as Record<string, Operation>)) {
      const routeFacts = op.operationId ? facts.get(op.operationId) : undefined;
      if (routeFacts) describeRoute(method, op, routeFacts);
    }
  return document;
}
