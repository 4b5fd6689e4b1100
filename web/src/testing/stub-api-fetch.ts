import { vi } from 'vitest';

export interface StubbedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Answer = { status: number; body: unknown };

const NodeRequest = globalThis.Request;

// The app calls relative /api paths; Node's Request needs an origin, as a browser page would give it.
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

/**
 * A fake api for component tests: `answer(method, path)` gives each request its reply (envelope and
 * status); every request is recorded. Undo with `vi.unstubAllGlobals()`.
 */
export const stubApiFetch = (answer: (method: string, path: string) => Answer): StubbedCall[] => {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const path = new URL(request.url).pathname;
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      const { status, body } = answer(request.method, path);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
};

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: 'OK', message: '', data } });
