import type { ParseKeys } from 'i18next';
import { AUTH_CODES, MEMBER_CODES, SOCIAL_CODES } from '@slabworks/contracts';
import { isSocialProvider, type SocialProvider } from '@slabworks/domain';

export type SocialProviderId = SocialProvider;

/** A provider's name, and what to do when it gave no e-mail address (auth:social.*). */
export const SOCIAL_NAME_KEY = {
  kakao: 'social.name.kakao',
  facebook: 'social.name.facebook',
} as const satisfies Record<SocialProvider, ParseKeys<'auth'>>;
export const SOCIAL_NO_EMAIL_KEY = {
  kakao: 'social.no-email.kakao',
  facebook: 'social.no-email.facebook',
} as const satisfies Record<SocialProvider, ParseKeys<'auth'>>;

/** The api starts the provider round trip; it comes back to returnUrl (a same-site path) when done. */
export const socialStartHref = (provider: SocialProviderId, returnUrl?: string | null): string =>
  `/api/oauth/${provider}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`;

/**
 * Spec §8 log-in messages for a provider log-in that ended on /login?socialError=<code>&provider=<id>:
 * the link failure names the provider (Kakao is the messaging app), the rest are the account's.
 */
export const socialErrorKey = (
  code: string | null,
  provider: string | null,
): ParseKeys<'auth'> | undefined => {
  if (!code) return undefined;
  const p = isSocialProvider(provider) ? provider : 'kakao';
  switch (code) {
    case SOCIAL_CODES.linkFailed:
      return `social.error.link-failed.${p}`;
    case AUTH_CODES.emailWithdrawn:
      return 'login.error.withdrawn';
    case SOCIAL_CODES.otherRegion:
      return 'social.error.other-region';
    case SOCIAL_CODES.linkedElsewhere:
      return 'social.error.linked-elsewhere';
    default:
      return `social.error.link-failed.${p}`;
  }
};

/** Answers of the social sign-up steps worded by the web (others show the api's translated message). */
export const socialStepMessages: Readonly<Record<string, ParseKeys<'auth'>>> = {
  [SOCIAL_CODES.pendingExpired]: 'social.error.expired',
  [SOCIAL_CODES.linkedElsewhere]: 'social.error.linked-elsewhere',
  [AUTH_CODES.currentPasswordWrong]: 'social.error.password-wrong',
  [AUTH_CODES.emailNotVerified]: 'social.error.email-not-verified',
  [MEMBER_CODES.emailTaken]: 'signup.error.email-taken',
  [MEMBER_CODES.emailWithdrawn]: 'signup.error.email-withdrawn',
};
