import { describe, expect, it } from 'vitest';
import { certificationNumberProblem } from './certification-number';

describe('certification number field', () => {
  it('takes exactly 7 digits', () => {
    expect(certificationNumberProblem('1234567')).toBeNull();
    expect(certificationNumberProblem(' 1234567 ')).toBeNull();
    expect(certificationNumberProblem('')).toBe('required');
    expect(certificationNumberProblem('123456')).toBe('pattern');
    expect(certificationNumberProblem('12345678')).toBe('pattern');
    expect(certificationNumberProblem('12a4567')).toBe('pattern');
  });
});
