import { COOKIE_NAMES } from '@slabworks/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from './cookie-codec';

// Names fixed by the spec's client (§9).
export const ACCESS_COOKIE = COOKIE_NAMES.access;
export const REFRESH_COOKIE = COOKIE_NAMES.refresh;
export const USER_COOKIE = COOKIE_NAMES.user;
const USER_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Whether cookies carry Secure: AppConfig.http.secureCookies, decided by configuration, never by Host. */
type Secure = boolean;

export function readCookies(req: Pick<FastifyRequest, 'headers'>): Record<string, string> {
  const header = req.headers.cookie;
  return typeof header === 'string' ? parseCookies(header) : {};
}

export function hasSessionCookie(req: Pick<FastifyRequest, 'headers'>): boolean {
  const cookies = readCookies(req);
  return Boolean(cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]);
}

function base(secure: Secure) {
  return { path: '/', sameSite: 'lax' as const, secure, httpOnly: true };
}

export interface IssuedSession {
  readonly accessToken: string;
  readonly accessSeconds: number;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date;
  readonly user: Record<string, unknown>;
}

export function setSessionCookies(secure: Secure, reply: FastifyReply, session: IssuedSession): void {
  const opts = base(secure);
  const refreshSeconds = Math.max(1, Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000));
  reply.header(
    'set-cookie',
    serializeCookie(ACCESS_COOKIE, session.accessToken, {
      ...opts,
      path: '/api',
      httpOnly: true,
      maxAge: session.accessSeconds,
    }),
  );
  reply.header(
    'set-cookie',
    serializeCookie(REFRESH_COOKIE, session.refreshToken, {
      ...opts,
      path: '/api',
      httpOnly: true,
      maxAge: refreshSeconds,
    }),
  );
  writeUserCookie(secure, reply, session.user);
}

/** Non-secret display data the web app reads for session presence (rft is not readable by scripts). */
export function writeUserCookie(secure: Secure, reply: FastifyReply, user: Record<string, unknown>): void {
  reply.header(
    'set-cookie',
    serializeCookie(USER_COOKIE, JSON.stringify(user), {
      ...base(secure),
      httpOnly: false,
      maxAge: USER_COOKIE_SECONDS,
    }),
  );
}

export function clearSessionCookies(secure: Secure, reply: FastifyReply): void {
  const opts = base(secure);
  for (const [name, path] of [
    [ACCESS_COOKIE, '/api'],
    [REFRESH_COOKIE, '/api'],
    [USER_COOKIE, '/'],
  ] as const) {
    reply.header(
      'set-cookie',
      serializeCookie(name, '', { ...opts, path, maxAge: 0, httpOnly: name !== USER_COOKIE }),
    );
  }
}
