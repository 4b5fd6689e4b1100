import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookies, writeCookie } from '../../auth';
import { FLOW_TTL_SECONDS, PENDING_TTL_SECONDS } from './login-flow.store';

// Only /api/oauth reads them. SameSite=Lax: the provider's redirect back is a top-level GET, which
// carries them; a cross-site POST or a framed request does not.
const PATH = '/api/oauth';
export const FLOW_COOKIE = 'sw_oauth_state';
export const PENDING_COOKIE = 'sw_social';

const opts = (secure: boolean, maxAge: number) => ({
  path: PATH,
  sameSite: 'lax' as const,
  secure,
  httpOnly: true,
  maxAge,
});

export const readSocialCookie = (req: Pick<FastifyRequest, 'cookies'>, name: string): string | undefined =>
  readCookies(req)[name] || undefined;

export function setSocialCookie(reply: FastifyReply, secure: boolean, name: string, value: string): void {
  const maxAge = name === FLOW_COOKIE ? FLOW_TTL_SECONDS : PENDING_TTL_SECONDS;
  writeCookie(reply, name, value, opts(secure, maxAge));
}

export function clearSocialCookie(reply: FastifyReply, secure: boolean, name: string): void {
  writeCookie(reply, name, '', opts(secure, 0));
}
