// The member module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { displayNameSql } from './display-name.sql';
export { MemberModule } from './member.module';
export { memberView, userCookieView } from './member.view';
export { MEMBER_MIGRATIONS } from './persistence/member-migrations';
export { MemberEntity } from './persistence/member.entity';
export { WithdrawnEmailEntity } from './persistence/withdrawn-email.entity';
export { CONSENT_DOCUMENTS } from './signup/consent-documents';
export type { ConsentField } from './signup/consent-documents';
export { registerMember } from './signup/register-member';
export { ConsentsDto } from './signup/signup.request.dto';
export { CODE_TTL_SECONDS, VerificationCodeStore } from './verification/verification-code.store';
export type { CodeCheck } from './verification/verification-code.store';
export { UNFINISHED_ORDERS, UnfinishedOrdersPort } from './withdrawal/unfinished-orders.port';
export type { UnfinishedOrder } from './withdrawal/unfinished-orders.port';
