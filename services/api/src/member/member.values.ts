export const MEMBER_ROLES = ['MEMBER', 'VIP', 'OPERATOR', 'AUDITOR', 'ADMIN'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const CONSOLE_ROLES: readonly MemberRole[] = ['OPERATOR', 'ADMIN'];
export const AUDIT_ROLES: readonly MemberRole[] = ['AUDITOR', 'ADMIN'];
export const CUSTOMER_ROLES: readonly MemberRole[] = ['MEMBER', 'VIP'];

// Stored status; DORMANCY is derived from dormant_since so restoring brings back whatever was there.
export type StoredMemberStatus = 'NOT_APPROVED' | 'APPROVED' | 'WITHDRAWN';
export type MbStatus = StoredMemberStatus | 'DORMANCY';

export const REGIONS = ['KR', 'TW'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'KR';

export const isRegion = (value: unknown): value is Region =>
  typeof value === 'string' && (REGIONS as readonly string[]).includes(value);

export const mbTypeOf = (role: MemberRole): 'VIP' | 'NORMAL' => (role === 'VIP' ? 'VIP' : 'NORMAL');
