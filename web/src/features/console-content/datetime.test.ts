import { describe, expect, it } from 'vitest';
import { fromKstInput, toKstInput } from './datetime';

describe('KST datetime inputs', () => {
  it('shows an instant as Korean wall time and writes it back with +09:00', () => {
    expect(toKstInput('2025-03-01T01:00:00Z')).toBe('2025-03-01T10:00');
    expect(fromKstInput('2025-03-01T10:00')).toBe('2025-03-01T10:00:00+09:00');
    expect(new Date(fromKstInput(toKstInput('2025-12-31T14:59:00Z'))).toISOString()).toBe(
      '2025-12-31T14:59:00.000Z',
    );
  });

  it('keeps blanks and nonsense out', () => {
    expect(fromKstInput('')).toBe('');
    expect(toKstInput('not a date')).toBe('');
  });
});
