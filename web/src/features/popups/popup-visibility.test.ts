import { describe, expect, it } from 'vitest';
import { shouldShowPopups, slideLabel } from './popup-visibility';

describe('popup visibility', () => {
  it('shows popups on the home paths', () => {
    expect(shouldShowPopups('/', '', undefined)).toBe(true);
    expect(shouldShowPopups('/home', '', undefined)).toBe(true);
  });

  it('hides popups elsewhere unless preview mode is on', () => {
    expect(shouldShowPopups('/grading', '', undefined)).toBe(false);
    expect(shouldShowPopups('/grading', '?previewmode=true', undefined)).toBe(true);
  });

  it('hides popups while the do-not-show-again cookie is true', () => {
    expect(shouldShowPopups('/', '', 'true')).toBe(false);
    expect(shouldShowPopups('/', '?previewmode=true', 'true')).toBe(false);
    expect(shouldShowPopups('/', '', 'false')).toBe(true);
  });

  it('counts slides from one', () => {
    expect(slideLabel(0, 3)).toBe('1 / 3');
  });
});
