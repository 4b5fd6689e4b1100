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
  'AUTH.WRONG_CREDENTIALS': 'login.error.wrong-credentials',
  'AUTH.EMAIL_NOT_VERIFIED': 'login.error.not-verified',
  'AUTH.EMAIL_WITHDRAWN': 'login.error.withdrawn',
};

export const signupMessages: Record<string, string> = {
  'MEMBER.EMAIL_TAKEN': 'signup.error.email-taken',
  'MEMBER.EMAIL_OR_PHONE_TAKEN': 'signup.error.email-or-phone-taken',
  'MEMBER.EMAIL_WITHDRAWN': 'signup.error.email-withdrawn',
};

export const codeMessages: Record<string, string> = {
  'VERIFICATION.CODE_WRONG': 'verify.error.wrong',
  'VERIFICATION.CODE_EXPIRED': 'verify.error.expired',
  'VERIFICATION.TOO_MANY_ATTEMPTS': 'verify.error.too-many',
};

export const passwordMessages: Record<string, string> = {
  'AUTH.SOCIAL_ACCOUNT_PASSWORD': 'password.error.social',
  'AUTH.CURRENT_PASSWORD_WRONG': 'password.error.current-wrong',
  'AUTH.SAME_PASSWORD': 'password.error.same',
  'AUTH.RESET_LINK_INVALID': 'password.error.link-invalid',
};
