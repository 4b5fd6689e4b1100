import { vi } from 'vitest';

export type FakeAnswer = { status: number; body: unknown };
export type FakeCall = {
  method: string;
  path: string;
  /** The query string as sent (`?a=1`, or empty). */
  search: string;
  /** The same query string's parameters. */
  query: URLSearchParams;
  lang: string | null;
  body: unknown;
};

const NodeRequest = globalThis.Request;

// JSON as most requests send it; a multipart upload (FormData) is kept as its text.
const bodyOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// The app calls relative /api paths; Node's Request needs an origin, as a browser page would give it.
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

/**
 * The one stand-in api for component tests: `answer` picks the reply per request, `calls` records what
 * was sent. Screens' own builders (fake-console-api.ts, fake-payment-api.ts) answer through it. Undo
 * with vi.unstubAllGlobals() in afterEach.
 */
export const fakeApi = (answer: (call: FakeCall) => FakeAnswer) => {
  const calls: FakeCall[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const url = new URL(request.url);
      const call = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        lang: request.headers.get('x-lang'),
        body: text ? bodyOf(text) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};

/** The api's success envelope around `data`. */
export const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { code: 'OK', message: '', data } });

/** A field the api refused: its path, the rule it broke and the server's translated message. */
export type RefusedField = { field: string; rule: string; message: string };

/** The api's `400 VALIDATION_FAILED`: its message and the refused fields, as the validation pipe answers. */
export const validationFailed = (message: string, fields: RefusedField[]): FakeAnswer => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', message, data: { fields } },
});

/** The api's 500: the server broke (`message` as its envelope carries it); a screen says it could not load. */
export const serverDown = (message = ''): FakeAnswer => ({
  status: 500,
  body: { code: 'INTERNAL', message, data: null },
});
