import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../auth';
import { staffActor, type OrderCommandContext, commandContext, idempotencyKey } from '../order';
import { derivedCommandId } from '@slabworks/order-commands';

/**
 * An operator's step as a command. With an Idempotency-Key the command id is derived from it, so a
 * retried click appends nothing and answers the first result (the event store dedupes event ids).
 */
export function staffContext(
  req: FastifyRequest,
  staff: SessionMember,
  orderId: string,
  step: string,
  key: string | undefined = idempotencyKey(req),
): OrderCommandContext {
  const commandId = key ? derivedCommandId('staff', staff.id, orderId, step, key) : randomUUID();
  return commandContext(req, staffActor(staff), orderId, commandId);
}
