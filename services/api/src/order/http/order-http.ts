import { HttpStatus, type PipeTransform } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException, type FieldProblem, MAX_INT_COLUMN } from '../../errors';
import { UUID_PATTERN } from '@slabworks/order-commands';
import type { OrderCommandResult } from '../core/order-command.executor';

/** ETag of an order = its stream revision, as a strong validator: "7". */
export const etagOf = (revision: number): string => `"${revision}"`;

/** If-Match: "7", 7 or W/"7"; absent → undefined (the command then runs on what it reads). */
export function ifMatchRevision(req: FastifyRequest): number | undefined {
  const raw = req.headers['if-match'];
  if (raw === undefined || raw === '*') return undefined;
  const match = /^(?:W\/)?"?(-?\d+)"?$/.exec(String(raw).trim());
  const revision = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(revision) || revision > MAX_INT_COLUMN)
    throw new ApiException(HttpStatus.BAD_REQUEST, 'ORDER_API.BAD_IF_MATCH');
  return revision;
}

export function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** The request id (X-Request-Id or generated) ties every event of one request together. */
export const correlationIdOf = (req: FastifyRequest): string => String(req.id);

export function sendEtag(reply: FastifyReply, revision: number): void {
  void reply.header('ETag', etagOf(revision));
}

/** Field rules checked before dispatch, so bad input is 400 whatever the order's stage. */
export function rejectInvalid(
  problems: ReadonlyArray<{ field: string; rule: string; params?: object }>,
): void {
  if (problems.length) {
    throw ApiException.validation(problems.map((p) => ({ ...p, params: p.params ?? {} }) as FieldProblem));
  }
}

/** What a command answers over HTTP. */
export const commandAnswer = (result: OrderCommandResult) => ({
  orderId: result.orderId,
  revision: result.revision,
  events: result.events,
  status: result.state.status,
  processingStatus: result.state.processingStatus,
});

/** Order ids are UUIDs; anything else names no order. */
export class OrderIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID_PATTERN.test(value)) throw ApiException.notFound('ORDER.NOT_FOUND');
    return value.toLowerCase();
  }
}
