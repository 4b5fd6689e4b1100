import type { IncomingMessage } from 'node:http';

/** A request as a provider's local fake received it: what the tests check the adapter sent. */
export interface SeenRequest {
  method: string;
  /** As sent, query included; `path` and `query` are its parts. */
  url: string;
  path: string;
  query: URLSearchParams;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/** Reads the request whole (a JSON body, or none) the way Toss's and PortOne's fakes both record it. */
export async function readSeenRequest(req: IncomingMessage): Promise<SeenRequest> {
  const url = new URL(req.url!, 'http://fake');
  const raw = await readBody(req);
  return {
    method: req.method!,
    url: req.url!,
    path: url.pathname,
    query: url.searchParams,
    auth: req.headers.authorization,
    idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
  };
}
