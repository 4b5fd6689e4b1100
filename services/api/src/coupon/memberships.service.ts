import { Injectable } from '@nestjs/common';
import { ChangeInvalidatedCache } from '@slabworks/connections';
import type { Membership } from '@slabworks/domain';
import { DataSource } from 'typeorm';
import { TableChanges } from '../table-changes';

export interface MemberStanding {
  type: 'NORMAL' | 'VIP';
  /** The rate pricing uses: VIP's own rate; else the tier's; else the member's own (0 by default). */
  discountRateBp: number;
  tier: { id: string; name: string; discountRateBp: number } | null;
}

/**
 * The member's membership as pricing reads it, from the member row and its tier (never from the
 * session, so an ADMIN's change applies to the next quote). A VIP has its own rate (spec §6); any
 * other member has the rate of the tier ADMIN assigned (re-holder unit price, spec §9).
 */
@Injectable()
export class Memberships {
  /** Read by every quote and placed order; kept until the member's row or any tier changes. */
  private readonly standings: ChangeInvalidatedCache<MemberStanding>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: TableChanges,
  ) {
    this.standings = new ChangeInvalidatedCache(changes, {
      tables: { member: 'row', membership_tiers: 'all' },
      maxEntries: 20_000,
      maxAgeMs: 60_000,
    });
  }

  /** After a committed change of a member or tier: this process's next read sees it (its notice was heard). */
  heardChanges(): Promise<void> {
    return this.changes.caughtUp();
  }

  async standingOf(memberId: string): Promise<MemberStanding> {
    const kept = await this.standings.get(memberId, '', () => this.read(memberId));
    return kept ?? { type: 'NORMAL', discountRateBp: 0, tier: null };
  }

  /** Undefined without a member row (nothing kept for it). */
  private async read(memberId: string): Promise<MemberStanding | undefined> {
    const [row]: {
      role: string;
      discount_rate_bp: number | null;
      tier_id: string | null;
      tier_name: string | null;
      tier_rate_bp: number | null;
    }[] = await this.dataSource.query(
      `SELECT m.role, m.discount_rate_bp, t.id AS tier_id, t.name AS tier_name, t.discount_rate_bp AS tier_rate_bp
         FROM member m LEFT JOIN membership_tiers t ON t.id = m.tier_id WHERE m.id = $1`,
      [memberId],
    );
    if (!row) return undefined;
    const tier =
      row.tier_id && row.tier_name !== null
        ? { id: row.tier_id, name: row.tier_name, discountRateBp: row.tier_rate_bp ?? 0 }
        : null;
    if (row.role === 'VIP') return { type: 'VIP', discountRateBp: row.discount_rate_bp ?? 0, tier };
    return { type: 'NORMAL', discountRateBp: tier?.discountRateBp ?? row.discount_rate_bp ?? 0, tier };
  }

  async of(memberId: string): Promise<Membership> {
    const standing = await this.standingOf(memberId);
    return {
      type: standing.type,
      discountRateBp: standing.discountRateBp,
      tierName: standing.type === 'VIP' ? null : (standing.tier?.name ?? null),
    };
  }
}
