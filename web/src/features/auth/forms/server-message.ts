import { AUTH_CODES, MEMBER_CODES, VERIFICATION_CODES } from '@slabworks/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverCodeOf, serverMessageOf } from '@/lib/api/envelope';
import { keyFor } from '@/lib/i18n-keys';
import type { ParseKeys, TFunction } from 'i18next';

type ApiError = FetchBaseQueryError | SerializedError | undefined;
type AuthKey = ParseKeys<'auth'>;

// Known answers get our own wording (spec §8 messages); others show the server's translated message.
export const messageFor = (
  error: ApiError,
  t: TFunction<'auth'>,
  known: Readonly<Record<string, AuthKey>>,
  fallbackKey: AuthKey,
): string => {
  const code = serverCodeOf(error);
  const key = keyFor(known, code);
  if (key) return t(key);
  return serverMessageOf(error) ?? t(fallbackKey);
};

export const loginMessages: Readonly<Record<string, AuthKey>> = {
  [AUTH_CODES.wrongCredentials]: 'login.error.wrong-credentials',
  [AUTH_CODES.emailNotVerified]: 'login.error.not-verified',
  [AUTH_CODES.emailWithdrawn]: 'login.error.withdrawn',
};

export const signupMessages: Readonly<Record<string, AuthKey>> = {
  [MEMBER_CODES.emailTaken]: 'signup.error.email-taken',
  [MEMBER_CODES.emailOrPhoneTaken]: 'signup.error.email-or-phone-taken',
  [MEMBER_CODES.emailWithdrawn]: 'signup.error.email-withdrawn',
};

export const codeMessages: Readonly<Record<string, AuthKey>> = {
  [VERIFICATION_CODES.codeWrong]: 'verify.error.wrong',
  [VERIFICATION_CODES.codeExpired]: 'verify.error.expired',
  [VERIFICATION_CODES.tooManyAttempts]: 'verify.error.too-many',
};

export const passwordMessages: Readonly<Record<string, AuthKey>> = {
  [AUTH_CODES.socialAccountPassword]: 'password.error.social',
  [AUTH_CODES.currentPasswordWrong]: 'password.error.current-wrong',
  [AUTH_CODES.samePassword]: 'password.error.same',
  [AUTH_CODES.resetLinkInvalid]: 'password.error.link-invalid',
};
