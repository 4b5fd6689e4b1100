import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../../errors';
import type { MemberRole } from '../member.values';
import { SessionAuthenticator, type SessionRequest } from '../session/session-authenticator';
import { ALLOW_DORMANT_KEY, ROLES_KEY } from './auth.metadata';

/** Requires a live session; then the roles of @Roles(...) if any; a dormant member only where @AllowDormant(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly authenticator: SessionAuthenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const member = await this.authenticator.required(req);
    const targets = [context.getHandler(), context.getClass()];
    const allowDormant = this.reflector.getAllAndOverride<boolean>(ALLOW_DORMANT_KEY, targets);
    if (member.status === 'DORMANCY' && !allowDormant)
      throw new ApiException(HttpStatus.FORBIDDEN, 'MEMBER.DORMANT');
    const roles = this.reflector.getAllAndOverride<MemberRole[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.includes(member.role))
      throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    return true;
  }
}
