import { COOKIE_NAMES } from '@slabworks/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Names fixed by the spec's client (§9).
export const ACCESS_COOKIE = COOKIE_NAMES.access;
export const REFRESH_COOKIE = COOKIE_NAMES.refresh;
export const USER_COOKIE = COOKIE_NAMES.user;
const USER_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Whether cookies carry Secure: AppConfig.http.secureCookies, decided by configuration, never by Host. */
type Secure = boolean;

export interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
}

/** The request's cookies, parsed by @fastify/cookie (create-app registers it); the first of two same-named wins. */
export function readCookies(req: Pick<FastifyRequest, 'cookies'>): FastifyRequest['cookies'] {
  return req.cookies;
}

/** One Set-Cookie through @fastify/cookie, which writes them all when the answer is sent. */
export function writeCookie(reply: FastifyReply, name: string, value: string, o: CookieOptions): void {
  reply.setCookie(name, value, {
    path: o.path,
    maxAge: Math.floor(o.maxAge),
    // An expired cookie also carries a past Expires, for clients that ignore Max-Age=0.
    ...(o.maxAge <= 0 ? { expires: new Date(0) } : {}),
    httpOnly: o.httpOnly,
    secure: o.secure,
    sameSite: o.sameSite,
  });
}

export function hasSessionCookie(req: Pick<FastifyRequest, 'cookies'>): boolean {
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
  writeCookie(reply, ACCESS_COOKIE, session.accessToken, {
    ...opts,
    path: '/api',
    httpOnly: true,
    maxAge: session.accessSeconds,
  });
  writeCookie(reply, REFRESH_COOKIE, session.refreshToken, {
    ...opts,
    path: '/api',
    httpOnly: true,
    maxAge: refreshSeconds,
  });
  writeUserCookie(secure, reply, session.user);
}

/** Non-secret display data the web app reads for session presence (rft is not readable by scripts). */
export function writeUserCookie(secure: Secure, reply: FastifyReply, user: Record<string, unknown>): void {
  writeCookie(reply, USER_COOKIE, JSON.stringify(user), {
    ...base(secure),
    httpOnly: false,
    maxAge: USER_COOKIE_SECONDS,
  });
}

export function clearSessionCookies(secure: Secure, reply: FastifyReply): void {
  const opts = base(secure);
  for (const [name, path] of [
    [ACCESS_COOKIE, '/api'],
    [REFRESH_COOKIE, '/api'],
    [USER_COOKIE, '/'],
  ] as const) {
    writeCookie(reply, name, '', { ...opts, path, maxAge: 0, httpOnly: name !== USER_COOKIE });
  }
}
