import { fastifyCookie } from '@fastify/cookie';

// @fastify/cookie's own serializer and parser (the `cookie` package), used without registering the
// plugin: the session code writes several Set-Cookie headers itself and reads the Cookie header of
// requests that have not passed through the plugin (guards, the i18n resolver, tests).
export interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
}

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  return fastifyCookie.serialize(name, value, {
    path: o.path,
    maxAge: Math.floor(o.maxAge),
    // An expired cookie also carries a past Expires, for clients that ignore Max-Age=0.
    ...(o.maxAge <= 0 ? { expires: new Date(0) } : {}),
    httpOnly: o.httpOnly,
    secure: o.secure,
    sameSite: o.sameSite,
  });
}

/** The first of two same-named cookies wins (the most specific path, as browsers send them). */
export function parseCookies(header: string): Record<string, string> {
  return fastifyCookie.parse(header);
}
