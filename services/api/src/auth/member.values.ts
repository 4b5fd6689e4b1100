import {
  DEFAULT_SERVICE_COUNTRY,
  SERVICE_COUNTRIES,
  isServiceCountry,
  type ServiceCountry,
} from '@slabworks/contracts';

export const MEMBER_ROLES = ['MEMBER', 'VIP', 'OPERATOR', 'AUDITOR', 'ADMIN'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const CONSOLE_ROLES: readonly MemberRole[] = ['OPERATOR', 'ADMIN'];
export const AUDIT_ROLES: readonly MemberRole[] = ['AUDITOR', 'ADMIN'];
export const CUSTOMER_ROLES: readonly MemberRole[] = ['MEMBER', 'VIP'];

// Stored status; DORMANCY is derived from dormant_since so restoring brings back whatever was there.
export type StoredMemberStatus = 'NOT_APPROVED' | 'APPROVED' | 'WITHDRAWN';
export type MbStatus = StoredMemberStatus | 'DORMANCY';

// A member's service region is the country of the service it signed up through (libs/contracts).
export const REGIONS = SERVICE_COUNTRIES;
export type Region = ServiceCountry;
export const DEFAULT_REGION: Region = DEFAULT_SERVICE_COUNTRY;
export const isRegion = isServiceCountry;

export const mbTypeOf = (role: MemberRole): 'VIP' | 'NORMAL' => (role === 'VIP' ? 'VIP' : 'NORMAL');

export const mbStatusOf = (m: { status: StoredMemberStatus; dormantSince: Date | null }): MbStatus =>
  m.status !== 'WITHDRAWN' && m.dormantSince ? 'DORMANCY' : m.status;
