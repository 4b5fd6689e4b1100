/**
 * Refusal codes the web app words itself (spec §8) as well as the api's translated message. The api
 * throws these constants and the web keys its wording on them, so renaming one is a compile error.
 */
export const AUTH_CODES = {
  wrongCredentials: 'AUTH.WRONG_CREDENTIALS',
  emailNotVerified: 'AUTH.EMAIL_NOT_VERIFIED',
  emailWithdrawn: 'AUTH.EMAIL_WITHDRAWN',
  socialAccountPassword: 'AUTH.SOCIAL_ACCOUNT_PASSWORD',
  currentPasswordWrong: 'AUTH.CURRENT_PASSWORD_WRONG',
  samePassword: 'AUTH.SAME_PASSWORD',
  resetLinkInvalid: 'AUTH.RESET_LINK_INVALID',
} as const;

export const MEMBER_CODES = {
  emailTaken: 'MEMBER.EMAIL_TAKEN',
  emailOrPhoneTaken: 'MEMBER.EMAIL_OR_PHONE_TAKEN',
  emailWithdrawn: 'MEMBER.EMAIL_WITHDRAWN',
} as const;

export const VERIFICATION_CODES = {
  codeWrong: 'VERIFICATION.CODE_WRONG',
  codeExpired: 'VERIFICATION.CODE_EXPIRED',
  tooManyAttempts: 'VERIFICATION.TOO_MANY_ATTEMPTS',
} as const;

/** Social log-in (issue #19): what ends a provider log-in on /login (?socialError=) or refuses a step. */
export const SOCIAL_CODES = {
  /** Spec §8 "social account link failure": bad or replayed state, wrong nonce, reused code, denial, provider error. */
  linkFailed: 'SOCIAL.LINK_FAILED',
  /** Spec §5: an account of another country's service. */
  otherRegion: 'SOCIAL.OTHER_REGION',
  /** The e-mail's account is linked to another provider, or has no password to confirm the link with. */
  linkedElsewhere: 'SOCIAL.LINKED_ELSEWHERE',
  /** The half-finished social sign-up is gone (expired, finished in another tab). */
  pendingExpired: 'SOCIAL.PENDING_EXPIRED',
  /** The link step's fifth wrong password or code: the pending social log-in is dropped (issue #30). */
  tooManyTries: 'SOCIAL.TOO_MANY_TRIES',
  /** Unlinking would leave the account without a way to log in. */
  unlinkNeedsPassword: 'SOCIAL.UNLINK_NEEDS_PASSWORD',
  /** The provider is not configured on this deployment. */
  providerOff: 'SOCIAL.PROVIDER_OFF',
} as const;
