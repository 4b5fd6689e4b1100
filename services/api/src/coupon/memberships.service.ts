import { Injectable } from '@nestjs/common';
import type { Membership } from '@slabworks/domain';
import { DataSource } from 'typeorm';

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
  constructor(private readonly dataSource: DataSource) {}

  async standingOf(memberId: string): Promise<MemberStanding> {
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
    const tier =
      row?.tier_id && row.tier_name !== null
        ? { id: row.tier_id, name: row.tier_name, discountRateBp: row.tier_rate_bp ?? 0 }
        : null;
    if (row?.role === 'VIP') return { type: 'VIP', discountRateBp: row.discount_rate_bp ?? 0, tier };
    return { type: 'NORMAL', discountRateBp: tier?.discountRateBp ?? row?.discount_rate_bp ?? 0, tier };
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
