import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiException, type FieldProblem } from '../errors';

/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their partner (not encodable as UTF-8). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const MAX_PROBLEMS = 20;

/** Paths (a.b[0].c) of every string or key holding an unsafe character, at most MAX_PROBLEMS. */
export function unsafeTextFields(value: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= MAX_PROBLEMS) return found;
  if (typeof value === 'string') {
    if (UNSAFE.test(value)) found.push(path || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeTextFields(item, `${path}[${i}]`, found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSAFE.test(key)) found.push(path || 'body');
      else unsafeTextFields(item, at, found);
    }
  }
  return found;
}

/**
 * One global check, before any DTO or handler: a body, query or path value holding NUL or a lone
 * surrogate is refused with a field error instead of failing in PostgreSQL or at the event append.
 */
export function refuseUnsafeText(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (req: FastifyRequest) => {
    const fields = [
      ...unsafeTextFields(req.body),
      ...unsafeTextFields(req.query),
      ...unsafeTextFields(req.params),
    ];
    if (fields.length === 0) return;
    const problems: FieldProblem[] = fields.map((field) => ({ field, rule: 'unsafeCharacters' }));
    throw ApiException.validation(problems);
  });
}
