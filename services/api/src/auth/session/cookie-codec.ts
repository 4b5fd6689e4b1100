// A few lines instead of @fastify/cookie: its serialize/parse only work once the plugin is registered
// on the Fastify instance, which create-app.ts does not do.
export interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
}

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.floor(o.maxAge)}`, `Path=${o.path}`];
  if (o.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite === 'lax' ? 'Lax' : 'Strict'}`);
  return parts.join('; ');
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    if (name in out) continue; // the first (most specific path) wins, as browsers send it
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}
