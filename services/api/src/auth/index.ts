// The auth module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { AuthModule } from './auth.module';
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
export { CSRF_HEADER } from './guards/csrf.guard';
export { assertSameRegion, requestRegion } from './guards/region.guard';
export { LoginLockService } from './login/login-lock.service';
export { LoginRequestDto, RenewRequestDto } from './login/login.request.dto';
export { LoginService } from './login/login.service';
export { emailHash, normalizeEmail, normalizePhone } from './member-identity';
export { CONSOLE_ROLES, MEMBER_ROLES, mbStatusOf, mbTypeOf } from './member.values';
export type { MbStatus, MemberRole, Region, StoredMemberStatus } from './member.values';
export { MEMBER_ACCOUNTS } from './members/member-accounts.port';
export type { AccountHolder, MemberAccounts } from './members/member-accounts.port';
export { PasswordHasher } from './password/password-hasher.service';
export { CreateSessionTables1764000000100 } from './persistence/migrations/1764000000100-create-session-tables';
export { SessionAuthenticator } from './session/session-authenticator';
export type { SessionRequest } from './session/session-authenticator';
export {
  REFRESH_COOKIE,
  clearSessionCookies,
  readCookies,
  setSessionCookies,
  writeCookie,
  writeUserCookie,
} from './session/session-cookies';
export type { SessionMember } from './session/session-member';
export { SessionService } from './session/session.service';
export type { NewTokens } from './session/session.service';
export { AuthThrottle } from './throttling/auth-throttle.decorator';
