/**
 * Identity before paying (spec §1: "Shipping address and identity verification are required before
 * paying"; issue 36). Pure: the api reads the member, the started verification and the provider's
 * answer; these rules decide. Decision (docs/members.md "Identity verification"):
 * - Korean members verify once with a carrier identity check (본인인증: name, birth date, phone);
 *   the member becomes APPROVED and keeps the verified name and phone.
 * - Taiwan members have no Korean 본인인증: a phone proven by SMS code makes them APPROVED.
 * - Social-login members follow the same rule as everyone in their region.
 * - Under 14 is refused at verification (the age the consent gate asks about).
 */

/** How long a started verification may be completed and confirmed. */
export const IDENTITY_VERIFICATION_MINUTES = 30;
export const IDENTITY_MINIMUM_AGE = 14;

/** What the member still has to do before paying: a carrier identity check, or (Taiwan) a phone code. */
export type IdentityRequirement = 'IDENTITY' | 'PHONE';

/** null: the member may pay; otherwise the verification still missing. */
export const identityRequiredBeforePaying = (member: {
  readonly status: string;
  readonly region: string;
}): IdentityRequirement | null =>
  member.status === 'APPROVED' ? null : member.region === 'TW' ? 'PHONE' : 'IDENTITY';

/** Full years between a `yyyy-MM-dd` birth date and `today` (UTC calendar days); NaN when malformed. */
export const ageOn = (birthDate: string, today: Date): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d)
    return Number.NaN;
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
};

/** A verification the member started (ours): whose it is and when. */
export interface StartedVerification {
  readonly memberId: string;
  readonly startedAt: Date;
  readonly confirmedAt: Date | null;
}

/** The provider's answer (PortOne's GET /identity-verifications/{id}, in our words). */
export type ProviderVerification =
  | { readonly status: 'READY' | 'FAILED' }
  | {
      readonly status: 'VERIFIED';
      readonly name: string;
      readonly birthDate: string;
      readonly phoneNumber: string | null;
      readonly verifiedAt: Date;
    };

export type IdentityRefusal =
  'NOT_FOUND' | 'OTHER_MEMBER' | 'EXPIRED' | 'NOT_VERIFIED' | 'NO_PHONE' | 'UNDER_14' | 'ALREADY_USED';

export type IdentityDecision =
  | {
      readonly kind: 'approve';
      readonly name: string;
      readonly birthDate: string;
      readonly phoneNumber: string;
    }
  | { readonly kind: 'refuse'; readonly reason: IdentityRefusal };

/**
 * Whether a finished verification makes `callerId` APPROVED. Another member's verification is never
 * taken (its id may have been copied); a verification confirmed once is not confirmed again; past
 * IDENTITY_VERIFICATION_MINUTES from its start (or from the provider's verifiedAt) it has expired.
 */
export function decideIdentityVerification(input: {
  readonly callerId: string;
  readonly started: StartedVerification | null;
  readonly result: ProviderVerification | null;
  readonly now: Date;
}): IdentityDecision {
  const { started, result, now } = input;
  const refuse = (reason: IdentityRefusal): IdentityDecision => ({ kind: 'refuse', reason });
  if (!started) return refuse('NOT_FOUND');
  if (started.memberId !== input.callerId) return refuse('OTHER_MEMBER');
  if (started.confirmedAt) return refuse('ALREADY_USED');
  const window = IDENTITY_VERIFICATION_MINUTES * 60_000;
  if (now.getTime() - started.startedAt.getTime() > window) return refuse('EXPIRED');
  if (!result || result.status !== 'VERIFIED') return refuse('NOT_VERIFIED');
  if (now.getTime() - result.verifiedAt.getTime() > window) return refuse('EXPIRED');
  if (!result.phoneNumber) return refuse('NO_PHONE');
  const age = ageOn(result.birthDate, now);
  if (!(age >= IDENTITY_MINIMUM_AGE)) return refuse('UNDER_14');
  return {
    kind: 'approve',
    name: result.name.trim(),
    birthDate: result.birthDate,
    phoneNumber: result.phoneNumber.replace(/\D/g, ''),
  };
}
