import type { CostPolicyVersion } from './cost-policy-api';

export type VersionState = 'current' | 'scheduled' | 'past';

/**
 * Where a stored version stands at `now`: the one the api says is in force, one whose date has not
 * come yet, or one a later version replaced (orders placed under it keep its prices).
 */
export const versionState = (
  version: CostPolicyVersion,
  current: CostPolicyVersion | undefined,
  now: Date,
): VersionState => {
  if (current?.id !== null && current?.id === version.id) return 'current';
  if (version.effectiveFrom && new Date(version.effectiveFrom).getTime() > now.getTime()) return 'scheduled';
  return 'past';
};
