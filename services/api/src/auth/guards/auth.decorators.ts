import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { AUDIT_ROLES, CONSOLE_ROLES, type MemberRole } from '../member.values';
import type { SessionRequest } from '../session/session-authenticator';
import type { SessionMember } from '../session/session-member';
import { ALLOW_DORMANT_KEY, MULTIPART_KEY, ROLES_KEY, SERVER_CALLER_KEY } from './auth.metadata';
import { RegionGuard } from './region.guard';
import { SessionGuard } from './session.guard';

/** Any signed-in member (every role). */
export const SignedIn = () => UseGuards(SessionGuard);

/** Signed in with one of these roles; anyone else gets 403. */
export const Roles = (...roles: MemberRole[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(SessionGuard));

export const ConsoleAccess = () => Roles(...CONSOLE_ROLES);
export const AuditAccess = () => Roles(...AUDIT_ROLES);

/** The few routes a dormant member may call (current user, log-out, restore). */
export const AllowDormant = () => SetMetadata(ALLOW_DORMANT_KEY, true);

/**
 * Called by another server (payment provider webhooks), never by a browser: no cookies are read, and
 * authenticity comes from a signature, so the cross-site request checks do not apply.
 */
export const ServerCaller = () => SetMetadata(SERVER_CALLER_KEY, true);

/**
 * A file upload from our own pages: multipart/form-data instead of JSON. The other cross-site checks
 * (Fetch Metadata, Origin, X-Requested-With) still apply.
 */
export const AcceptsMultipart = () => SetMetadata(MULTIPART_KEY, true);

/** Signed in, and the member's service region matches the request's country-code header (ordering). */
export const SameRegion = () => UseGuards(SessionGuard, RegionGuard);

/** The caller behind the session guard: {id, role, region, status, discountRateBp, sessionId}. */
export const CurrentMember = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionMember => {
  const member = ctx.switchToHttp().getRequest<SessionRequest>().sessionMember;
  if (!member)
    throw new Error('@CurrentMember() needs @SignedIn(), @Roles(...) or @SameRegion() on the route');
  return member;
});
