import { seedCostPolicy, type CostPolicy, type Currency } from '@slabworks/domain';

export const COST_POLICY = Symbol('COST_POLICY');

/** Where prices come from. Today spec §9's seed; an admin-edited policy table can replace it here. */
export interface CostPolicySource {
  policyFor(currency: Currency): Promise<CostPolicy> | CostPolicy;
}

export const seedCostPolicySource: CostPolicySource = { policyFor: (currency) => seedCostPolicy(currency) };
