// The order page's live updates: Server-Sent Events from GET /api/orders/:id/events/stream, and
// polling while the stream is down (no EventSource, a proxy that cuts it, an expired session).

export interface EventSourceLike {
  addEventListener(type: 'order', listener: (event: { data: string }) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface OrderLiveFeedOptions {
  orderId: string;
  /** A revision from the stream, or null for a poll tick (re-read whatever is there). */
  onChange: (revision: number | null) => void;
  pollMs?: number;
  /** How long to poll before trying the stream again. */
  retryStreamMs?: number;
  createSource?: ((url: string) => EventSourceLike) | null;
}

export const orderStreamUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/events/stream`;

const browserSource =
  typeof EventSource === 'undefined' ? null : (url: string): EventSourceLike => new EventSource(url);

/** Starts listening; returns the function that stops everything. */
export function openOrderLiveFeed({
  orderId,
  onChange,
  pollMs = 5_000,
  retryStreamMs = 30_000,
  createSource = browserSource,
}: OrderLiveFeedOptions): () => void {
  let source: EventSourceLike | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const startPolling = () => {
    if (poll === undefined) poll = setInterval(() => onChange(null), pollMs);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };

  const connect = () => {
    if (stopped) return;
    if (!createSource) {
      startPolling();
      return;
    }
    source = createSource(orderStreamUrl(orderId));
    source.addEventListener('order', (event) => {
      stopPolling();
      const revision = Number((JSON.parse(event.data) as { revision?: unknown }).revision);
      onChange(Number.isFinite(revision) ? revision : null);
    });
    source.onerror = () => {
      source?.close();
      source = null;
      startPolling();
      clearTimeout(retry);
      retry = setTimeout(connect, retryStreamMs);
    };
  };

  connect();
  return () => {
    stopped = true;
    source?.close();
    stopPolling();
    clearTimeout(retry);
  };
}
