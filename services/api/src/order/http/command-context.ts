import type { FastifyRequest } from 'fastify';
import type { Actor } from '@slabworks/domain';
import type { OrderCommandContext } from '../core/order-command.executor';
import { correlationIdOf, ifMatchRevision } from './order-http';

/** Who, which order, which command id, and the If-Match revision of one HTTP request. */
export const commandContext = (
  req: FastifyRequest,
  actor: Actor,
  orderId: string,
  commandId: string,
): OrderCommandContext => {
  const expectedRevision = ifMatchRevision(req);
  return {
    orderId,
    commandId,
    actor,
    correlationId: correlationIdOf(req),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
  };
};
