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
