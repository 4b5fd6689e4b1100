import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChangeInvalidatedCache } from '@slabworks/connections';
import { seedCostPolicy, type CostPolicy, type Currency } from '@slabworks/domain';
import { TableChanges } from '../../table-changes';
import type { CostPolicySource } from './cost-policy.provider';

export interface CostPolicyVersion {
  id: number | null;
  effectiveFrom: string | null;
  createdBy: string | null;
  createdAt: string | null;
  policy: CostPolicy;
}

interface PolicyInForce {
  readonly version: CostPolicyVersion;
  /** When a later version takes over (ms since the epoch), if one is written. */
  readonly nextFromMs: number | null;
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
  /**
   * Every quote and placed order prices with the policy in force: kept per currency until the
   * table changes or the next version's effectiveFrom comes.
   */
  private readonly inForce: ChangeInvalidatedCache<PolicyInForce>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: TableChanges,
  ) {
    this.inForce = new ChangeInvalidatedCache(changes, {
      tables: { cost_policies: 'all' },
      maxEntries: 16,
      maxAgeMs: 60_000,
      validUntil: (kept) => kept.nextFromMs ?? undefined,
    });
  }

  /** The policy in force now, or at `at` (read through: only "now" is kept). */
  async policyFor(currency: Currency, at?: Date): Promise<CostPolicy> {
    if (at) return (await this.versionAt(currency, at)).policy;
    const now = new Date();
    const kept = await this.inForce.get(currency, '', () => this.inForceAt(currency, now));
    return kept!.version.policy;
  }

  /** After an added version is committed: this process's next price uses it (its notice was heard). */
  heardChanges(): Promise<void> {
    return this.changes.caughtUp();
  }

  async versionAt(currency: Currency, at: Date = new Date()): Promise<CostPolicyVersion> {
    return (await this.inForceAt(currency, at)).version;
  }

  private async inForceAt(currency: Currency, at: Date): Promise<PolicyInForce> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT c.id, c.effective_from, c.created_by, c.created_at, c.policy,
              (SELECT min(effective_from) FROM cost_policies WHERE currency = $1 AND effective_from > $2) AS next_from
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (SELECT id, effective_from, created_by, created_at, policy FROM cost_policies
                             WHERE currency = $1 AND effective_from <= $2
                             ORDER BY effective_from DESC, id DESC LIMIT 1) AS c ON true`,
      [currency, at.toISOString()],
    );
    const row = rows[0]!;
    const nextFromMs = row.next_from ? (row.next_from as Date).getTime() : null;
    if (row.id !== null && row.id !== undefined) return { version: versionOf(row), nextFromMs };
    return {
      version: {
        id: null,
        effectiveFrom: null,
        createdBy: null,
        createdAt: null,
        policy: seedCostPolicy(currency),
      },
      nextFromMs,
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
