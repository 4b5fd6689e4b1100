import type { Page, Request } from 'playwright-core';

// Streams stay open for the page's life (the order page's live updates); they never end a quiet spell.
const STREAMS = new Set(['eventsource', 'websocket']);

export interface NetworkWatch {
  /** Resolves once no request has been in flight for `quietMs`; past `timeoutMs` it resolves anyway. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  stop(): void;
}

/**
 * Counts the page's requests in flight. Playwright's 'networkidle' is the same wait with a fixed
 * 500 ms of quiet, paid on every screen of the accessibility and screenshot passes; 200 ms is enough
 * here. What the caller checks after the wait says whether the screen is there.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (!STREAMS.has(request.resourceType())) inFlight.add(request);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 200, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
