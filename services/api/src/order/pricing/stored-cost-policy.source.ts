import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedCostPolicy, type CostPolicy, type Currency } from '@slabworks/domain';
import type { CostPolicySource } from './cost-policy.provider';

export interface CostPolicyVersion {
  id: number | null;
  effectiveFrom: string | null;
  createdBy: string | null;
  createdAt: string | null;
  policy: CostPolicy;
}

const versionOf = (row: Record<string, unknown>): CostPolicyVersion => ({
  id: Number(row.id),
  effectiveFrom: (row.effective_from as Date).toISOString(),
  createdBy: row.created_by as string,
  createdAt: (row.created_at as Date).toISOString(),
  policy: row.policy as CostPolicy,
});

/**
 * Prices from the console's cost_policies table: the newest version whose effectiveFrom has come,
 * else spec §9's seed. A placed order keeps the prices it was placed with, because its pricing is
 * written into its OrderPlaced event; only quotes and new orders read this.
 */
@Injectable()
export class StoredCostPolicySource implements CostPolicySource {
  constructor(private readonly dataSource: DataSource) {}

  async policyFor(currency: Currency, at: Date = new Date()): Promise<CostPolicy> {
    return (await this.versionAt(currency, at)).policy;
  }

  async versionAt(currency: Currency, at: Date = new Date()): Promise<CostPolicyVersion> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, effective_from, created_by, created_at, policy FROM cost_policies
       WHERE currency = $1 AND effective_from <= $2 ORDER BY effective_from DESC, id DESC LIMIT 1`,
      [currency, at.toISOString()],
    );
    if (rows[0]) return versionOf(rows[0]);
    return {
      id: null,
      effectiveFrom: null,
      createdBy: null,
      createdAt: null,
      policy: seedCostPolicy(currency),
    };
  }

  async versions(currency: Currency): Promise<CostPolicyVersion[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, effective_from, created_by, created_at, policy FROM cost_policies
       WHERE currency = $1 ORDER BY effective_from DESC, id DESC LIMIT 100`,
      [currency],
    );
    return rows.map(versionOf);
  }
}
