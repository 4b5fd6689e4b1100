import { describe, expect, it } from 'vitest';
import { dormancyHref, isAuthRequiredPath, paths, signupHref } from './paths';

describe('dormancyHref', () => {
  it('keeps the page a dormant member asked for, query included', () => {
    expect(dormancyHref('/account/collection/grading?page=2')).toBe(
      '/dormancy?returnUrl=%2Faccount%2Fcollection%2Fgrading%3Fpage%3D2',
    );
  });

  it('needs no return address for the home page', () => {
    expect(dormancyHref('/')).toBe(paths.dormancy);
  });

  it('does not send a restored member back to the log-in page they came from', () => {
    expect(dormancyHref('/login?returnUrl=%2Fgrading')).toBe(paths.dormancy);
    expect(dormancyHref(paths.signup)).toBe(paths.dormancy);
  });
});

describe('signupHref', () => {
  it('carries the page log-in was sent from to sign-up (social sign-up returns there)', () => {
    expect(signupHref('/account/profile?tab=2')).toBe('/signup?returnUrl=%2Faccount%2Fprofile%3Ftab%3D2');
  });

  it('needs no return address without one or for the home page', () => {
    expect(signupHref(undefined)).toBe(paths.signup);
    expect(signupHref(null)).toBe(paths.signup);
    expect(signupHref('/')).toBe(paths.signup);
  });
});

describe('my page paths', () => {
  it('are all member-only', () => {
    for (const path of [
      paths.accountDashboard,
      paths.accountAddresses,
      paths.accountWithdrawal,
      paths.accountCollection,
      paths.accountOrderList,
    ])
      expect(isAuthRequiredPath(path)).toBe(true);
  });
});
