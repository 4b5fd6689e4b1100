// What other api modules use: decorators and guards for routes, the caller's shape, the region check.
export {
  AcceptsMultipart,
  AllowDormant,
  AuditAccess,
  ConsoleAccess,
  CurrentMember,
  Roles,
  SameRegion,
  ServerCaller,
  SignedIn,
} from './guards/auth.decorators';
export { assertSameRegion, RegionGuard, requestRegion } from './guards/region.guard';
export { SessionGuard } from './guards/session.guard';
export { SessionAuthenticator } from './session/session-authenticator';
export { CSRF_HEADER } from './guards/csrf.guard';
export type { SessionMember } from './session/session-member';
export { AuthThrottle } from './throttling/auth-throttle.decorator';
export { AuthModule } from './auth.module';
export { AUDIT_ROLES, CONSOLE_ROLES, CUSTOMER_ROLES, MEMBER_ROLES } from './member.values';
export type { MemberRole, MbStatus, Region } from './member.values';
