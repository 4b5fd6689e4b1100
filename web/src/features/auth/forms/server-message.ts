import { AUTH_CODES, MEMBER_CODES, VERIFICATION_CODES } from '@slabworks/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import type { Translate } from './problem-text';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

// Known answers get our own wording (spec §8 messages); others show the server's translated message.
export const messageFor = (
  error: ApiError,
  t: Translate,
  known: Record<string, string>,
  fallbackKey: string,
): string => {
  const code = serverCodeOf(error);
  if (code && known[code]) return t(known[code]);
  return serverMessageOf(error) ?? t(fallbackKey);
};

export const loginMessages: Record<string, string> = {
  [AUTH_CODES.wrongCredentials]: 'login.error.wrong-credentials',
  [AUTH_CODES.emailNotVerified]: 'login.error.not-verified',
  [AUTH_CODES.emailWithdrawn]: 'login.error.withdrawn',
};

export const signupMessages: Record<string, string> = {
  [MEMBER_CODES.emailTaken]: 'signup.error.email-taken',
  [MEMBER_CODES.emailOrPhoneTaken]: 'signup.error.email-or-phone-taken',
  [MEMBER_CODES.emailWithdrawn]: 'signup.error.email-withdrawn',
};

export const codeMessages: Record<string, string> = {
  [VERIFICATION_CODES.codeWrong]: 'verify.error.wrong',
  [VERIFICATION_CODES.codeExpired]: 'verify.error.expired',
  [VERIFICATION_CODES.tooManyAttempts]: 'verify.error.too-many',
};

export const passwordMessages: Record<string, string> = {
  [AUTH_CODES.socialAccountPassword]: 'password.error.social',
  [AUTH_CODES.currentPasswordWrong]: 'password.error.current-wrong',
  [AUTH_CODES.samePassword]: 'password.error.same',
  [AUTH_CODES.resetLinkInvalid]: 'password.error.link-invalid',
};
