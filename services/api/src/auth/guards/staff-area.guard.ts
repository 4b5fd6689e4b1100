import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ApiException } from '../../errors';
import { AUDIT_ROLES, CONSOLE_ROLES, type MemberRole } from '../member.values';
import { SessionAuthenticator, type SessionRequest } from '../session/session-authenticator';

const AREAS: Array<{ prefix: string; roles: readonly MemberRole[] }> = [
  { prefix: '/api/console', roles: CONSOLE_ROLES },
  { prefix: '/api/audit', roles: AUDIT_ROLES },
];

/**
 * Global: whatever a module mounts under /api/console/* or /api/audit/* is staff-only even if its
 * controller forgets @ConsoleAccess() / @AuditAccess().
 */
@Injectable()
export class StaffAreaGuard implements CanActivate {
  constructor(private readonly authenticator: SessionAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const path = req.url.split('?')[0] ?? '';
    const area = AREAS.find((a) => path === a.prefix || path.startsWith(`${a.prefix}/`));
    if (!area) return true;
    const member = await this.authenticator.required(req);
    if (member.status === 'DORMANCY' || !area.roles.includes(member.role))
      throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
    return true;
  }
}
