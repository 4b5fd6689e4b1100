import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../errors/api.exception';
import { DEFAULT_REGION, isRegion, type Region } from '../../member/member.values';
import type { SessionRequest } from '../session/session-authenticator';
import type { SessionMember } from '../session/session-member';

/** The service the request comes through: the X-Country-Code header (spec §7), KR when absent. */
export function requestRegion(req: Pick<FastifyRequest, 'headers'>): Region {
  const raw = req.headers['x-country-code'];
  if (raw === undefined || raw === '') return DEFAULT_REGION;
  const value = String(raw).trim().toUpperCase();
  if (!isRegion(value))
    throw new ApiException(HttpStatus.BAD_REQUEST, 'MEMBER.UNKNOWN_REGION', { region: value });
  return value;
}

/** Spec §5: an account created in another country's service cannot order in this one. */
export function assertSameRegion(
  member: Pick<SessionMember, 'region'>,
  req: Pick<FastifyRequest, 'headers'>,
): void {
  const here = requestRegion(req);
  if (member.region !== here)
    throw new ApiException(HttpStatus.FORBIDDEN, 'MEMBER.REGION_MISMATCH', {
      memberRegion: member.region,
      region: here,
    });
}

@Injectable()
export class RegionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    if (!req.sessionMember) throw new ApiException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
    assertSameRegion(req.sessionMember, req);
    return true;
  }
}
