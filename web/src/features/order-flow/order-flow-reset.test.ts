import { describe, expect, it } from 'vitest';
import { cookiesToClear, storageKeysToClear } from './order-flow-reset';

describe('leaving the order flow', () => {
  it('keeps the session cookies and the language, clears the rest', () => {
    expect(cookiesToClear(['acc', 'rft', 'user', 'lang', 'orderDraft', 'submitType'])).toEqual([
      'orderDraft',
      'submitType',
    ]);
  });

  it('keeps the language and currency in local storage', () => {
    expect(storageKeysToClear(['lang', 'currency', 'gradingOrder', 'reholderCards'])).toEqual([
      'gradingOrder',
      'reholderCards',
    ]);
  });
});
