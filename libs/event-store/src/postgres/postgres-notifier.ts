import type { ClientConfig } from 'pg';
import { ListeningClient } from '@slabworks/connections';

export const APPEND_CHANNEL = 'event_store_appended';

/** The event types appended, or undefined: anything may have been (an old writer, a long list). */
export type AppendedTypes = ReadonlySet<string> | undefined;
type Listener = (types: AppendedTypes) => void;

// NOTIFY payloads stop at 8,000 bytes; longer lists (never seen: an order has ~40 types) say "anything".
const MAX_PAYLOAD = 4_000;
const SEPARATOR = '\n';

/**
 * A NOTIFY's payload: the types appended, one per line; empty means "anything". A type holding the
 * separator, or too many of them, also goes as "anything" (a wasted wake-up, never a missed one).
 */
export function appendedTypesPayload(types: ReadonlySet<string>): string {
  const list = [...types];
  if (list.some((t) => t.length === 0 || t.includes(SEPARATOR))) return '';
  const payload = list.join(SEPARATOR);
  return payload.length > MAX_PAYLOAD ? '' : payload;
}

export const appendedTypesOf = (payload: string | undefined): AppendedTypes =>
  payload ? new Set(payload.split(SEPARATOR)) : undefined;

/**
 * One LISTEN connection per store wakes every subscriber of that store. A lost connection is
 * re-opened with backoff (ListeningClient); subscribers fall back to their slow poll meanwhile, and
 * all are woken once it listens again, so nothing is missed.
 */
export class PostgresNotifier {
  private readonly listeners = new Set<Listener>();
  private readonly client: ListeningClient;

  constructor(config: ClientConfig, onError: (error: unknown) => void) {
    this.client = new ListeningClient(config, APPEND_CHANNEL, {
      notified: (payload) => this.wakeAll(appendedTypesOf(payload)),
      // Anything appended while we were not listening is picked up now.
      listening: () => this.wakeAll(),
      lost: onError,
    });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.client.start();
    return () => this.listeners.delete(listener);
  }

  wakeAll(types?: AppendedTypes): void {
    for (const listener of this.listeners) listener(types);
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
