import { createServer, type IncomingHttpHeaders } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '@slabworks/config';
import { securityHeaderOptions, securityHeaders } from './security-headers';

/** The headers helmet's own middleware writes on a real answer. */
async function helmetOnARealAnswer(
  options: ReturnType<typeof securityHeaderOptions>,
): Promise<IncomingHttpHeaders> {
  const middleware = helmet(options);
  const server = createServer((req, res) => {
    res.setHeader('x-powered-by', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(res.headers.entries());
  } finally {
    server.close();
  }
}

describe('security headers worked out once', () => {
  for (const hsts of [false, true])
    for (const [provider, identity] of [
      ['sandbox', 'sandbox'],
      ['toss', 'portone'],
    ] as const)
      it(`equal what helmet writes on each answer (hsts ${hsts}, ${provider}, ${identity})`, async () => {
        const options = securityHeaderOptions({
          http: { hsts },
          payment: { provider },
          identity: { provider: identity },
        } as AppConfig);
        const real = await helmetOnARealAnswer(options);
        const { set, removed } = securityHeaders(options);
        const written = Object.fromEntries(set);
        const fromHelmet = Object.fromEntries(
          Object.entries(real).filter(
            ([name]) =>
              !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
          ),
        );
        expect(written).toEqual(fromHelmet);
        expect(removed).toContain('x-powered-by');
        expect(written['content-security-policy']).toContain("frame-ancestors 'none'");
        expect('strict-transport-security' in written).toBe(hsts);
        // PortOne's identity window needs its SDK's origin; the sandbox's page is our own.
        expect(written['content-security-policy']!.includes('https://cdn.portone.io')).toBe(
          identity === 'portone',
        );
      });
});
