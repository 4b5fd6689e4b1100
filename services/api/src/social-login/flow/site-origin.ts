import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a social log-in may start and end on. The state cookie belongs to the host the browser
 * used, so the provider must send it back to that same host: PUBLIC_URL's, and outside production the
 * loopback names a developer types for this api (PUBLIC_URL's port or the listening one). Never
 * whatever Host a request names: a redirect_uri on a stranger's host would hand them the code.
 */
export function siteOrigins(config: AppConfig): string[] {
  const publicUrl = new URL(config.mail.publicUrl);
  const origins = new Set([publicUrl.origin]);
  if (!config.production)
    for (const host of LOOPBACK_HOSTS)
      for (const port of new Set([publicUrl.port, String(config.port)]))
        origins.add(new URL(`http://${host}${port ? `:${port}` : ''}`).origin);
  return [...origins];
}

/** The origin this request was sent to when it is one of siteOrigins, else PUBLIC_URL's. */
export function siteOriginOf(req: Pick<FastifyRequest, 'protocol' | 'host'>, config: AppConfig): string {
  const allowed = siteOrigins(config);
  let origin: string | undefined;
  try {
    origin = new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    origin = undefined;
  }
  return origin && allowed.includes(origin) ? origin : allowed[0]!;
}
