import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiException } from '../errors';
import { MAX_BODY_BYTES } from './body-limits';

/** No request of this api nests deeper than a handful of levels; 32 leaves room and stops stack abuse. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);

/** Nesting depth of JSON text, measured before parsing (strings skipped), stopping once past `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (OPEN.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(c)) depth -= 1;
  }
  return false;
}

const badJson = () => new ApiException(HttpStatus.BAD_REQUEST, 'BAD_JSON');

/** Object keys that would reach a prototype when a body is merged into an object. */
const PROTOTYPE_KEYS = /"(__proto__|constructor|prototype)"\s*:/;

function parseJson(text: string): unknown {
  if (text.trim() === '') throw badJson();
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    throw new ApiException(HttpStatus.BAD_REQUEST, 'JSON_TOO_DEEP', { max: MAX_JSON_DEPTH });
  try {
    return PROTOTYPE_KEYS.test(text) ? (JSON.parse(text, refusePrototypeKeys) as unknown) : JSON.parse(text);
  } catch (error) {
    throw error instanceof ApiException ? error : badJson();
  }
}

function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && typeof value === 'object')) throw badJson();
  return value;
}

/**
 * The one JSON body parser (replacing fastify's): depth-limited before parsing, prototype keys
 * refused, every failure a 400 envelope. Unsafe characters are refused after parsing (text-safety.ts).
 */
export function useSafeJsonParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) => {
      try {
        done(null, parseJson(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}
