import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Keep-alive JSON client over node:http: the least client-side overhead Node offers, so latencies
 * measure the api rather than the load generator (which shares the 2 cores with it).
 */
export class BenchHttp {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            'x-lang': 'en',
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON: keep the text for the error message
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Throws with the answer when the status is not the expected one. */
  async expect(
    status: number,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<HttpAnswer> {
    const answer = await this.send(method, path, body, headers);
    if (answer.status !== status)
      throw new Error(
        `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)} (wanted ${status})`,
      );
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }
}
