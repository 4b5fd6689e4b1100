import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@slabworks/config';

/**
 * Origins of a configured payment provider's browser SDK (none for the embedded sandbox). Toss's v2
 * SDK loads from js.tosspayments.com and opens its card window as a frame of its own that talks to
 * other tosspayments.com hosts, so the whole domain is allowed for scripts, frames and connections.
 */
const PAYMENT_SDK_ORIGINS: Record<AppConfig['payment']['provider'], readonly string[]> = {
  sandbox: [],
  toss: ['https://js.tosspayments.com', 'https://*.tosspayments.com'],
  // PortOne's browser SDK v2 loads from cdn.portone.io and opens its checkout from PortOne's hosts
  // (portone.io, and iamport.co from its V1 days). Not checked against a live window: a PG's own
  // window (a card company's, a wallet's) may need its hosts here too (docs/payments.md).
  portone: ['https://cdn.portone.io', 'https://*.portone.io', 'https://*.iamport.co'],
};
// PortOne's browser SDK (cdn.portone.io) and its identity-verification window (*.portone.io).
const IDENTITY_SDK_ORIGINS: Record<AppConfig['identity']['provider'], readonly string[]> = {
  sandbox: [],
  portone: ['https://cdn.portone.io', 'https://*.portone.io'],
};

/**
 * Relaxed policy for the few server-rendered development pages (payment sandbox, API docs) whose
 * small inline scripts are not worth a build step; they are never the member-facing app.
 */
export const DEV_PAGE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The BullMQ dashboard (ADMIN only): its bundled UI carries inline bootstrap scripts, and the console
 * shows it in a frame of our own origin, so it may be framed by 'self' and nobody else.
 */
export const QUEUE_DASHBOARD_CSP = DEV_PAGE_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const sdk = [
    ...PAYMENT_SDK_ORIGINS[config.payment.provider],
    ...IDENTITY_SDK_ORIGINS[config.identity.provider],
  ];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sdk],
    // antd writes its CSS-in-JS into <style> elements at run time; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sdk],
    // 'self': the console frames the BullMQ dashboard (/console/queues), the one answer of ours that
    // allows being framed (frame-ancestors 'self'); with 'none' the frame stayed blank.
    'frame-src': ["'self'", ...sdk],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function securityHeaderOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.http.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet writes for these options, worked out once. They depend on nothing in the
 * request (no CSP nonces), and @fastify/helmet rebuilt helmet's middleware (parsing every CSP
 * directive) on each request: ~0.1 ms of CPU per answer in issue 18's profile.
 */
export function securityHeaders(options: HelmetOptions): {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
} {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => void set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set: [...set], removed };
}

/**
 * Every answer carries CSP, X-Frame-Options/frame-ancestors, nosniff and Referrer-Policy; HSTS only
 * in production (docs/operations.md), where the api sits behind https. Set on the raw answer, as
 * helmet does, so pages with their own policy (DEV_PAGE_CSP) replace it the same way.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const { set, removed } = securityHeaders(securityHeaderOptions(config));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_req, reply, done) => {
      for (const [name, value] of set) reply.raw.setHeader(name, value);
      for (const name of removed) reply.raw.removeHeader(name);
      done();
    });
}
