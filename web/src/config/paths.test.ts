import { describe, expect, it } from 'vitest';
import { dormancyHref, isAuthRequiredPath, paths } from './paths';

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
