import { HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../errors';
import { AccessTokenService } from './access-token.service';
import { ACCESS_COOKIE, readCookies } from './session-cookies';
import type { SessionMember } from './session-member';
import { SessionService } from './session.service';

export type SessionRequest = FastifyRequest & { sessionMember?: SessionMember };

/** Turns the acc cookie (or a Bearer header, for scripts) into the caller; one database read per request. */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly access: AccessTokenService,
    private readonly sessions: SessionService,
  ) {}

  bearerOrCookie(req: FastifyRequest): string | undefined {
    const auth = req.headers.authorization;
    if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
    return readCookies(req)[ACCESS_COOKIE] || undefined;
  }

  /** The caller, or undefined without any access token. Throws on a bad, expired or revoked one. */
  async optional(req: SessionRequest): Promise<SessionMember | undefined> {
    if (req.sessionMember) return req.sessionMember;
    const token = this.bearerOrCookie(req);
    if (!token) return undefined;
    const check = this.access.check(token);
    // 401 makes the spec's client renew once and retry; AUTH_INVALID_TOKEN (400) makes it log out.
    if (check.kind === 'expired') throw new ApiException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
    if (check.kind === 'invalid') throw new ApiException(HttpStatus.BAD_REQUEST, 'AUTH_INVALID_TOKEN');
    const member = await this.sessions.resolve(check.claims.sub, check.claims.fam);
    if (!member) throw new ApiException(HttpStatus.UNAUTHORIZED, 'AUTH.SESSION_EXPIRED');
    req.sessionMember = member;
    return member;
  }

  async required(req: SessionRequest): Promise<SessionMember> {
    const member = await this.optional(req);
    if (!member) throw new ApiException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
    return member;
  }
}
