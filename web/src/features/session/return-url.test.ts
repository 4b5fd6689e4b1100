import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('returnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnUrl('/grading/submit?step=2')).toBe('/grading/submit?step=2');
  });

  it('falls back for absent or foreign targets', () => {
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('//evil.example')).toBe('/');
  });
});
