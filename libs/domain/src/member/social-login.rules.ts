/**
 * Social log-in (spec §1 "general or social sign-up", §5 "social-login accounts cannot change
 * password", §8 log-in messages): what a verified provider identity leads to. Pure: the api reads the
 * accounts and the withdrawn-e-mail list, this decides.
 */
export const SOCIAL_PROVIDERS = ['kakao', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** Who the provider says the person is, after the state, nonce, PKCE and token checks passed. */
export interface SocialIdentity {
  readonly provider: SocialProvider;
  /** The provider's stable account id (OIDC `sub`, Graph `id`). */
  readonly subject: string;
  readonly email: string | null;
  /** The provider vouches that the person controls `email` (Kakao's email_verified; Facebook only gives confirmed ones). */
  readonly emailVerified: boolean;
  readonly name: string | null;
}

/** The parts of a member these rules look at. */
export interface SocialAccount {
  readonly id: string;
  readonly region: string;
  readonly hasPassword: boolean;
  readonly socialProvider: string | null;
}

export type SocialRefusal = 'EMAIL_WITHDRAWN' | 'OTHER_REGION' | 'LINKED_ELSEWHERE';

export type SocialLoginDecision =
  | { readonly kind: 'log-in'; readonly memberId: string }
  | { readonly kind: 'refuse'; readonly reason: SocialRefusal }
  /** The e-mail belongs to an account without this provider: its owner confirms the password first. */
  | { readonly kind: 'link'; readonly memberId: string }
  /** A new member: consents still to give; `askEmail` when there is no e-mail the provider vouches for. */
  | { readonly kind: 'sign-up'; readonly askEmail: boolean };

export interface SocialLoginFacts {
  readonly identity: SocialIdentity;
  /** The service (country) the log-in came through. */
  readonly region: string;
  /** The member already linked to this provider account, if any. */
  readonly linked: SocialAccount | null;
  /** The member holding the provider's e-mail, if any. */
  readonly sameEmail: SocialAccount | null;
  /** The provider's e-mail is on the withdrawn list. */
  readonly emailWithdrawn: boolean;
}

export function decideSocialLogin(facts: SocialLoginFacts): SocialLoginDecision {
  const { identity, region, linked, sameEmail } = facts;
  if (linked) {
    // Spec §5: an account of another country's service is not used here.
    if (linked.region !== region) return { kind: 'refuse', reason: 'OTHER_REGION' };
    return { kind: 'log-in', memberId: linked.id };
  }
  if (identity.email && facts.emailWithdrawn) return { kind: 'refuse', reason: 'EMAIL_WITHDRAWN' };
  if (sameEmail) {
    if (sameEmail.region !== region) return { kind: 'refuse', reason: 'OTHER_REGION' };
    // One provider per account (spec's single socialId), and linking needs the account's password.
    if (sameEmail.socialProvider || !sameEmail.hasPassword)
      return { kind: 'refuse', reason: 'LINKED_ELSEWHERE' };
    return { kind: 'link', memberId: sameEmail.id };
  }
  return { kind: 'sign-up', askEmail: !(identity.email && identity.emailVerified) };
}

/** Unlinking leaves the member a way in: only an account with a password may drop its provider. */
export const canUnlinkSocial = (account: Pick<SocialAccount, 'hasPassword' | 'socialProvider'>): boolean =>
  account.socialProvider !== null && account.hasPassword;

/** Spec §5: social-only accounts (no password) see no password change. */
export const canChangePassword = (account: Pick<SocialAccount, 'hasPassword'>): boolean =>
  account.hasPassword;
