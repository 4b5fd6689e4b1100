import { describe, expect, it } from 'vitest';
import type { CostPolicyVersion } from './cost-policy-api';
import { versionState } from './version-state';

const policy = { currency: 'KRW' as const, productService: [], productCardCategory: [] };
const version = (id: number | null, effectiveFrom: string | null): CostPolicyVersion => ({
  id,
  effectiveFrom,
  createdBy: null,
  createdAt: null,
  policy,
});
const now = new Date('2026-11-27T04:00:00Z');

describe('versionState', () => {
  it('names the version in force, the scheduled ones and the replaced ones', () => {
    const current = version(2, '2026-11-01T00:00:00Z');
    expect(versionState(version(2, '2026-11-01T00:00:00Z'), current, now)).toBe('current');
    expect(versionState(version(3, '2026-12-01T00:00:00Z'), current, now)).toBe('scheduled');
    expect(versionState(version(1, '2026-10-01T00:00:00Z'), current, now)).toBe('past');
  });

  it('does not call every version current while the seed (no id) is in force', () => {
    const seed = version(null, null);
    expect(versionState(version(4, '2026-12-01T00:00:00Z'), seed, now)).toBe('scheduled');
  });
});
