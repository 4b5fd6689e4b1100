import { createAction } from '@reduxjs/toolkit';
import { cookieNames, storageKeys } from '@/config/constants';

// Order-flow slices (submission, re-holder) reset themselves on this action.
export const orderFlowReset = createAction('orderFlow/reset');

export const keptCookies: readonly string[] = [
  cookieNames.access,
  cookieNames.refresh,
  cookieNames.user,
  storageKeys.language,
];
export const keptStorageKeys: readonly string[] = [storageKeys.language, storageKeys.currency];

export const cookiesToClear = (names: readonly string[]): string[] =>
  names.filter((name) => name.length > 0 && !keptCookies.includes(name) && name !== cookieNames.popupHide);

export const storageKeysToClear = (keys: readonly string[]): string[] =>
  keys.filter((key) => !keptStorageKeys.includes(key));
