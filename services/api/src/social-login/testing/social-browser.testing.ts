export interface Step {
  readonly status: number;
  readonly location: string | null;
  readonly url: string;
  readonly body: string;
}

/**
 * A browser without a page: follows nothing by itself, keeps cookies per host as browsers do (paths
 * and ports ignored), and says where each answer sends it. Enough for the whole redirect flow against
 * the local provider, including a site opened on another name than PUBLIC_URL's.
 */
export class SocialBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly origin: string) {}

  /** The cookies of the site's own host (where the session cookies must end up). */
  get cookies(): Map<string, string> {
    return this.jar(this.origin);
  }

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
        cookie: this.cookieHeader(this.absolute(url)),
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(this.absolute(url), res);
    return { status: res.status, body: await res.json() };
  }

  /** Follows redirects until `stop` says so (or an answer that is no redirect). */
  async follow(step: Step, stop: (url: string) => boolean): Promise<Step> {
    let current = step;
    for (let hops = 0; current.location && hops < 10; hops += 1) {
      // Relative to the answer's own address, which may be the provider's host, not the site's.
      const next = new URL(current.location, current.url).href;
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
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader(target) },
    });
    this.keep(target, res);
    return { status: res.status, location: res.headers.get('location'), url: target, body: await res.text() };
  }

  private jar(url: string): Map<string, string> {
    const host = new URL(url).hostname;
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  private keep(url: string, res: Response): void {
    const jar = this.jar(url);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  private cookieHeader(url: string): string {
    return [...this.jar(url)].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
