import { createServer } from 'node:net';

/** A free local port, so PUBLIC_URL (the providers' redirect address) can name it before the app starts. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface Step {
  readonly status: number;
  readonly location: string | null;
  readonly url: string;
  readonly body: string;
}

/**
 * A browser without a page: follows nothing by itself, keeps cookies (by name; paths ignored), and
 * says where each answer sends it. Enough for the whole redirect flow against the local provider.
 */
export class SocialBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async get(url: string): Promise<Step> {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>): Promise<Step> {
    return this.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  // The answers' shapes are what the tests assert (toMatchObject), so they are read untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async json(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(this.absolute(url), {
      method,
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(),
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(res);
    return { status: res.status, body: await res.json() };
  }

  /** Follows redirects until `stop` says so (or an answer that is no redirect). */
  async follow(step: Step, stop: (url: string) => boolean): Promise<Step> {
    let current = step;
    for (let hops = 0; current.location && hops < 10; hops += 1) {
      const next = this.absolute(current.location);
      if (stop(next)) return current;
      current = await this.get(next);
    }
    return current;
  }

  absolute(url: string): string {
    return new URL(url, this.origin).href;
  }

  private async send(url: string, init: RequestInit): Promise<Step> {
    const target = this.absolute(url);
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    this.keep(res);
    return { status: res.status, location: res.headers.get('location'), url: target, body: await res.text() };
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
