import type { Language } from '@slabworks/contracts';
import { BASIS_POINTS } from '@slabworks/domain';
import { mbStatusOf, type MemberEntity } from './persistence/member.entity';
import { mbTypeOf, type MbStatus, type MemberRole, type Region } from '../auth';

/**
 * GET /api/login's data (spec §7) and the profile: the spec's mb* names, plus our role and flags.
 * Named so the OpenAPI document (and the web's generated types) call it MemberView.
 */
export interface MemberView {
  id: string;
  mbId: string;
  mbNick: string | null;
  mbName: string | null;
  mbPhone: string | null;
  mbEmail: string | null;
  mbPhoto: string | null;
  mbThumbnail: string | null;
  mbStatus: MbStatus;
  mbType: ReturnType<typeof mbTypeOf>;
  role: MemberRole;
  socialId: string | null;
  socialProvider: string | null;
  /** False for a social-only account: no password to change (spec §5), no unlinking (issue #19). */
  hasPassword: boolean;
  /** ISO 8601 */
  createdAt: string;
  supportRegionId: Region;
  emailVerified: boolean;
  phoneVerified: boolean;
  /**
   * ISO 8601: when the member's identity was verified (본인인증, or a Taiwan member's SMS code);
   * null until then. Verified members are mbStatus APPROVED and may pay (docs/members.md).
   */
  identityVerifiedAt: string | null;
  /** yyyy-MM-dd from the identity verification; null without one. */
  birthDate: string | null;
  /** Order notifications: their language and the channels the member did not opt out of. */
  language: Language;
  notifications: { mail: boolean; sms: boolean };
  membership: { discountRateBp: number; discountRate: number };
}

export function memberView(m: MemberEntity): MemberView {
  return {
    id: m.id,
    mbId: m.id,
    mbNick: m.nickname,
    mbName: m.name,
    mbPhone: m.phone,
    mbEmail: m.email,
    mbPhoto: m.photoUrl,
    mbThumbnail: m.thumbnailUrl,
    mbStatus: mbStatusOf(m),
    mbType: mbTypeOf(m.role),
    role: m.role,
    socialId: m.socialId,
    socialProvider: m.socialProvider,
    hasPassword: m.passwordHash !== null,
    createdAt: m.createdAt.toISOString(),
    supportRegionId: m.supportRegion,
    emailVerified: m.emailVerifiedAt !== null,
    phoneVerified: m.phoneVerifiedAt !== null,
    identityVerifiedAt: m.identityVerifiedAt?.toISOString() ?? null,
    birthDate: m.birthDate,
    /** Order notifications: their language and the channels the member did not opt out of. */
    language: m.language,
    notifications: { mail: m.notifyByMail, sms: m.notifyBySms },
    membership: {
      discountRateBp: m.discountRateBp ?? 0,
      discountRate: (m.discountRateBp ?? 0) / BASIS_POINTS,
    },
  };
}

/** GET/PATCH /api/member/profile: the member plus the consents they can change there. */
export interface ProfileView extends MemberView {
  /** The latest advertising-consent record (sign-up or profile); none means not agreed. */
  advertisingConsent: boolean;
}

export function profileView(m: MemberEntity, advertisingConsent: boolean): ProfileView {
  return { ...memberView(m), advertisingConsent };
}

/** The `user` cookie: readable by scripts, so display data only (no e-mail, no phone, nothing secret). */
export function userCookieView(m: MemberEntity): Record<string, unknown> {
  return {
    id: m.id,
    mbNick: m.nickname,
    mbStatus: mbStatusOf(m),
    mbType: mbTypeOf(m.role),
    role: m.role,
    supportRegionId: m.supportRegion,
  };
}
