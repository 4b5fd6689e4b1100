import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown>;

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: Schema;
}
interface Response {
  readonly description?: string;
  readonly headers?: Record<string, unknown>;
  readonly content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  readonly operationId?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  readonly responses: Record<string, Response>;
}

/** What the test sent (light-my-request's options) and what the api answered. */
export interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly query?: Record<string, unknown>;
  readonly payload?: unknown;
  readonly requestHeaders: Record<string, unknown>;
  /** The test sends this request wrong on purpose: only the answer is checked. */
  readonly badRequestOnPurpose?: boolean;
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

interface Route {
  readonly template: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly item: Record<string, Operation>;
}

const DOC_ID = 'slabworks-openapi';

/**
 * Served under /api but not operations of the document: the document itself and its UI, the queue
 * dashboard (bull-board's own UI and api, ADMIN only), and the social log-in redirects a browser
 * follows (excluded from the document: they answer 302s to the provider and back, never JSON).
 */
const NOT_IN_THE_DOCUMENT = [/^\/api\/docs/, /^\/api\/console\/queues(\/|$)/, /^\/api\/oauth\//];

/**
 * OpenAPI 3.0 schema → JSON Schema for ajv: `nullable` becomes a `null` type (or an anyOf with null
 * around a $ref/allOf), refs point into the document registered as DOC_ID, OpenAPI-only keywords go.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, example: _example, discriminator: _discriminator, $ref, ...rest } = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest))
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]))
        : toJsonSchema(value);
  let schema: Schema = out;
  if (typeof $ref === 'string') {
    const target = { $ref: $ref.replace(/^#/, `${DOC_ID}#`) };
    schema = Object.keys(out).length === 0 ? target : { allOf: [target], ...out };
  }
  if (nullable === true) {
    if (typeof schema.type === 'string' && !schema.allOf && !schema.anyOf && !schema.oneOf)
      return { ...schema, type: [schema.type, 'null'] };
    return { anyOf: [{ type: 'null' }, schema] };
  }
  return schema;
}

const templateOf = (path: string) => {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
};

/** A path segment as the route reads it; a malformed %-escape (a fuzz test's) stays as sent. */
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const headerOf = (headers: Record<string, unknown>, name: string): string | undefined => {
  const value = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return value === undefined ? undefined : String(value);
};

/** The codes a refusal documents: the generator writes them as "Codes: A, B" (describe-answers.ts). */
const documentedCodes = (response: Response): string[] | undefined =>
  /^Codes: (.+)$/.exec(response.description ?? '')?.[1]?.split(', ');

/**
 * Checks exchanges against the api's OpenAPI document (test-only; see docs/testing.md, "The contract
 * check"): the status is documented for the operation, the body matches that status's schema (the
 * error envelope and its code included), 429 carries Retry-After, and — when the api accepted the
 * request (2xx) — the request's path, query and JSON body match what the operation declares.
 * Requests a test sends wrong on purpose are refused by the api, so they are not held to the schema.
 */
export class ContractCheck {
  private readonly routes: Route[];
  private readonly ajv: Ajv;
  private readonly coercing: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly operations = new Set<string>();
  responses = 0;
  requests = 0;

  constructor(document: OpenAPIObject) {
    const doc = { $id: DOC_ID, components: toJsonSchema(document.components ?? {}) };
    const make = (coerceTypes: boolean) => {
      const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: coerceTypes ? 'array' : false });
      addFormats(ajv);
      for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'byte', 'password'])
        ajv.addFormat(format, true);
      ajv.addSchema(doc);
      return ajv;
    };
    this.ajv = make(false);
    this.coercing = make(true);
    this.routes = Object.entries(document.paths)
      .map(([template, item]) => ({
        template,
        ...templateOf(template),
        item: item as Record<string, Operation>,
      }))
      // A literal segment wins over a parameter: /orders/drafts before /orders/{id}.
      .sort((a, b) => a.names.length - b.names.length);
  }

  private validator(key: string, schema: unknown, coerce = false): ValidateFunction {
    const cacheKey = `${coerce ? 'c' : 'p'}:${key}`;
    let fn = this.compiled.get(cacheKey);
    if (!fn) {
      fn = (coerce ? this.coercing : this.ajv).compile(toJsonSchema(schema) as Schema);
      this.compiled.set(cacheKey, fn);
    }
    return fn;
  }

  /** The problems of one exchange, [] when it keeps to the document (or is not an api route). */
  check(x: Exchange): string[] {
    const url = new URL(x.url, 'http://test.local');
    const path = url.pathname;
    const method = x.method.toLowerCase() === 'head' ? 'get' : x.method.toLowerCase();
    if (!path.startsWith('/api/') || NOT_IN_THE_DOCUMENT.some((re) => re.test(path)) || method === 'options')
      return [];
    let params: Record<string, string> = {};
    const route = this.routes.find((r) => {
      const m = r.pattern.exec(path);
      if (!m || !r.item[method]) return false;
      params = Object.fromEntries(r.names.map((n, i) => [n, decoded(m[i + 1]!)]));
      return true;
    });
    const here = `${x.method.toUpperCase()} ${path} → ${x.status}`;
    if (!route) {
      // The router's own 404 for a path (or method) the api does not have is not an operation's answer.
      if (x.status === 404 || x.status === 405) return [];
      return [`${here}: no operation of the document matches`];
    }
    const op = route.item[method]!;
    const opName = `${method.toUpperCase()} ${route.template}`;
    this.operations.add(opName);
    this.responses += 1;
    const problems = [
      ...this.checkResponse(op, opName, x),
      ...(x.status >= 200 && x.status < 300 && !x.badRequestOnPurpose
        ? this.checkRequest(op, opName, x, url, params)
        : []),
    ];
    return problems.map((p) => `${here} (${opName}): ${p}`);
  }

  private checkResponse(op: Operation, opName: string, x: Exchange): string[] {
    const response = op.responses[String(x.status)];
    if (!response)
      return [
        `status ${x.status} is not documented (documented: ${Object.keys(op.responses).join(', ')}); body ${x.body.slice(0, 300)}`,
      ];
    const problems: string[] = [];
    if (x.status === 429) {
      if (headerOf(x.headers, 'retry-after') === undefined) problems.push('429 without a Retry-After header');
      if (!Object.keys(response.headers ?? {}).some((h) => h.toLowerCase() === 'retry-after'))
        problems.push('429 does not document its Retry-After header');
    }
    if (headerOf(response.headers ?? {}, 'etag') !== undefined && headerOf(x.headers, 'etag') === undefined)
      problems.push('the documented ETag header is missing');
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return problems;
    const type = headerOf(x.headers, 'content-type') ?? '';
    if (!type.includes('json')) return [...problems, `documented as JSON, answered '${type}'`];
    let body: unknown;
    try {
      body = JSON.parse(x.body);
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    const validate = this.validator(`${opName} ${x.status}`, schema);
    if (!validate(body))
      problems.push(
        `body does not match the documented schema: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}; body ${x.body.slice(0, 300)}`,
      );
    const codes = documentedCodes(response);
    const code = (body as { code?: unknown } | null)?.code;
    if (x.status >= 400 && codes && typeof code === 'string' && !codes.includes(code))
      problems.push(`code ${code} is not documented for ${x.status} (documented: ${codes.join(', ')})`);
    return problems;
  }

  private checkRequest(
    op: Operation,
    opName: string,
    x: Exchange,
    url: URL,
    pathParams: Record<string, string>,
  ): string[] {
    this.requests += 1;
    const problems: string[] = [];
    const query: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    for (const [k, v] of Object.entries(x.query ?? {})) if (v !== undefined) query[k] = v;
    for (const where of ['path', 'query'] as const) {
      const declared = (op.parameters ?? []).filter((p) => p.in === where);
      const given = where === 'path' ? { ...pathParams } : { ...query };
      const schema = {
        type: 'object',
        properties: Object.fromEntries(declared.map((p) => [p.name, p.schema ?? {}])),
        required: declared.filter((p) => p.required).map((p) => p.name),
      };
      const validate = this.validator(`${opName} ${where}`, schema, true);
      if (!validate(given))
        problems.push(
          `request ${where} does not match the document: ${this.coercing.errorsText(validate.errors, { dataVar: where })}`,
        );
    }
    const content = op.requestBody?.content;
    const type =
      headerOf(x.requestHeaders, 'content-type') ?? (x.payload === undefined ? '' : 'application/json');
    const jsonSchema = content?.['application/json']?.schema;
    if (
      x.payload !== undefined &&
      x.payload !== null &&
      !Buffer.isBuffer(x.payload) &&
      type.includes('json')
    ) {
      if (!content) problems.push('a body was sent to an operation that declares none');
      else if (jsonSchema) {
        let body: unknown = x.payload;
        if (typeof body === 'string')
          try {
            body = JSON.parse(body);
          } catch {
            return [...problems, 'the request body is not JSON'];
          }
        const validate = this.validator(`${opName} request`, jsonSchema);
        if (!validate(body))
          problems.push(
            `request body does not match the document: ${this.ajv.errorsText(validate.errors, { dataVar: 'request' })}; sent ${JSON.stringify(body).slice(0, 300)}`,
          );
      }
    } else if (op.requestBody?.required && x.payload === undefined)
      problems.push('the documented required request body was not sent');
    return problems;
  }
}
