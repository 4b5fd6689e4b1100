import { describe, expect, it } from 'vitest';
import { ifMatchOf } from './if-match';

describe('ifMatchOf', () => {
  it('quotes the revision as an ETag', () => {
    expect(ifMatchOf(7)).toBe('"7"');
  });
});
