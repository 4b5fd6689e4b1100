import { describe, expect, it } from 'vitest';
import { wholeNumber } from './whole-number-input';

describe('wholeNumber (the form value of a WholeNumberInput)', () => {
  it('holds a whole number, or null for an empty or unreadable field', () => {
    expect(wholeNumber('20')).toBe(20);
    expect(wholeNumber(19)).toBe(19);
    expect(wholeNumber('1.9')).toBe(1);
    expect(wholeNumber('')).toBeNull();
    expect(wholeNumber(null)).toBeNull();
    expect(wholeNumber(undefined)).toBeNull();
    expect(wholeNumber('e')).toBeNull();
  });
});
