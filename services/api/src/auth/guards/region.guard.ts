import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { COUNTRY_CODE_HEADER } from '@slabworks/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../errors';
import { DEFAULT_REGION, isRegion, type Region } from '../member.values';
import type { HostCountryRequest } from '../../edge';
import type { SessionRequest } from '../session/session-authenticator';
import type { SessionMember } from '../session/session-member';

/**
 * The service the request comes through: the spec's country-code header (spec §7) the web app sends;
 * without it, the service of the host the caller used; KR when neither says.
 */
export function requestRegion(req: Pick<FastifyRequest, 'headers'> & HostCountryRequest): Region {
  const raw = req.headers[COUNTRY_CODE_HEADER];
  if (raw === undefined || raw === '') return req.hostCountry ?? DEFAULT_REGION;
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
  if (member.region !== here) {
    // data names the member's own service so the page can point there.
    const where = { memberRegion: member.region, region: here };
    throw new ApiException(HttpStatus.FORBIDDEN, 'MEMBER.REGION_MISMATCH', where, where);
  }
}

@Injectable()
export class RegionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    if (!req.sessionMember) throw new ApiException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
    // Spec §5 bars ordering, not reading: a member may follow its orders from the other site.
    if (req.method === 'GET' || req.method === 'HEAD') {
      requestRegion(req); // an unknown country-code header is still a 400
      return true;
    }
    assertSameRegion(req.sessionMember, req);
    return true;
  }
}
