import type { RecordedEvent, SubscriptionHandlers } from './event-store.port';

export interface DecoderLogger {
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export interface EventDecoderOptions<E> {
  isKnown(type: string): boolean;
  /** Turns stored data into the handler's event; throw when the payload does not fit. */
  decode?(event: RecordedEvent): E;
  logger: DecoderLogger;
  /** Called for each undecodable event after it is logged, e.g. to park it for an operator. */
  onUndecodable?(event: RecordedEvent, error: unknown): void;
}

export interface DecodedBatch<E> {
  decoded: E[];
  unknown: RecordedEvent[];
  undecodable: { event: RecordedEvent; error: unknown }[];
}

/**
 * Old code meets new event types during a rolling deploy, and a stored payload may predate today's
 * schema: neither may stop a projection. Unknown types are skipped with a warning; payloads that fail
 * to decode are reported with stream and revision, then skipped.
 */
export function decodeBatch<E = RecordedEvent>(
  batch: RecordedEvent[],
  options: EventDecoderOptions<E>,
): DecodedBatch<E> {
  const result: DecodedBatch<E> = { decoded: [], unknown: [], undecodable: [] };
  for (const event of batch) {
    const where = {
      streamId: event.streamId,
      revision: event.revision,
      type: event.type,
      position: event.position,
    };
    if (!options.isKnown(event.type)) {
      options.logger.warn('Skipping event of unknown type', where);
      result.unknown.push(event);
      continue;
    }
    try {
      result.decoded.push(options.decode ? options.decode(event) : (event as unknown as E));
    } catch (error) {
      options.logger.error('Skipping undecodable event', { ...where, error: String(error) });
      result.undecodable.push({ event, error });
      options.onUndecodable?.(event, error);
    }
  }
  return result;
}

/**
 * Wraps a subscription's onEvents so it only sees known, decodable events. It is still called when
 * everything was skipped, with the raw batch, so the caller can store the checkpoint past it.
 */
export function withEventDecoder<E = RecordedEvent>(
  onEvents: (decoded: E[], raw: RecordedEvent[]) => Promise<void>,
  options: EventDecoderOptions<E>,
): SubscriptionHandlers['onEvents'] {
  return async (batch) => {
    await onEvents(decodeBatch(batch, options).decoded, batch);
  };
}
