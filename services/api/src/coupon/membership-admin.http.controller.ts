import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import { CurrentMember, Roles, type SessionMember } from '../auth';
import { record } from '../console-changes';
import { ApiException } from '../errors';
import { ApiErrors, ApiName } from '../api-docs';
import {
  MemberDiscountRateRequestDto,
  MemberTierRequestDto,
  MembershipTierRequestDto,
} from './coupon.request.dto';
import { Memberships } from './memberships.service';

const tierNotFound = () => ApiException.notFound('TIER.NOT_FOUND');
const memberNotFound = () => ApiException.notFound('MEMBER.NOT_FOUND');
const UNIQUE_VIOLATION = '23505';
/** The member columns an admin sets here, by the name the change log and the api give them. */
const STANDING_COLUMNS = { tierId: 'tier_id', discountRateBp: 'discount_rate_bp' } as const;

interface TierRow {
  id: string;
  name: string;
  discount_rate_bp: number;
  members: number;
}
const tierView = (row: Omit<TierRow, 'members'> & { members?: number }) => ({
  id: row.id,
  name: row.name,
  discountRateBp: row.discount_rate_bp,
  members: row.members ?? 0,
});

/** ADMIN: membership tiers (name and rate), a member's tier and a VIP's own rate; each change logged. */
@ApiTags('console: membership')
@Controller('console')
@Roles('ADMIN')
export class MembershipAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: Memberships,
  ) {}

  @Get('membership-tiers')
  @ApiOperation({ summary: 'ADMIN: the membership tiers with their member counts' })
  @ApiName('listMembershipTiers')
  async tiers() {
    const rows: TierRow[] = await this.dataSource.query(
      `SELECT t.id, t.name, t.discount_rate_bp,
              (SELECT count(*)::int FROM member m WHERE m.tier_id = t.id) AS members
         FROM membership_tiers t ORDER BY t.discount_rate_bp, t.name`,
    );
    return rows.map(tierView);
  }

  @Post('membership-tiers')
  @ApiOperation({ summary: 'ADMIN: add a tier' })
  @ApiName('createMembershipTier')
  @ApiErrors(409, 'TIER.NAME_TAKEN')
  createTier(@CurrentMember() admin: SessionMember, @Body() body: MembershipTierRequestDto) {
    return this.writeTier(async (manager) => {
      const [row]: TierRow[] = await manager.query(
        `INSERT INTO membership_tiers (name, discount_rate_bp) VALUES ($1, $2) RETURNING id, name, discount_rate_bp`,
        [body.name.trim(), body.discountRateBp],
      );
      await record(manager, {
        subject: 'MEMBERSHIP_TIER',
        subjectId: row!.id,
        action: 'CREATE',
        changedBy: admin.id,
        before: null,
        after: { name: row!.name, discountRateBp: row!.discount_rate_bp },
      });
      return tierView(row!);
    });
  }

  @Put('membership-tiers/:id')
  @ApiOperation({ summary: 'ADMIN: rename a tier or change its rate (the next quote uses it)' })
  @ApiName('updateMembershipTier')
  @ApiErrors(404, 'TIER.NOT_FOUND')
  @ApiErrors(409, 'TIER.NAME_TAKEN')
  updateTier(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: tierNotFound })) id: string,
    @Body() body: MembershipTierRequestDto,
  ) {
    return this.writeTier(async (manager) => {
      const [before]: TierRow[] = await manager.query(
        `SELECT id, name, discount_rate_bp FROM membership_tiers WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw tierNotFound();
      // TypeORM answers a bare UPDATE … RETURNING as [rows, affected], not as rows.
      const [[row]]: [TierRow[], number] = await manager.query(
        `UPDATE membership_tiers SET name = $2, discount_rate_bp = $3, updated_at = now() WHERE id = $1
         RETURNING id, name, discount_rate_bp,
                   (SELECT count(*)::int FROM member m WHERE m.tier_id = membership_tiers.id) AS members`,
        [id, body.name.trim(), body.discountRateBp],
      );
      await record(manager, {
        subject: 'MEMBERSHIP_TIER',
        subjectId: id,
        action: 'UPDATE',
        changedBy: admin.id,
        before: { name: before.name, discountRateBp: before.discount_rate_bp },
        after: { name: row!.name, discountRateBp: row!.discount_rate_bp },
      });
      return tierView(row!);
    });
  }

  @Put('members/:id/tier')
  @ApiOperation({ summary: 'ADMIN: put the member in a tier (null: none)' })
  @ApiName('setMemberTier')
  @ApiErrors(404, 'MEMBER.NOT_FOUND', 'TIER.NOT_FOUND')
  async setTier(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: memberNotFound })) id: string,
    @Body() body: MemberTierRequestDto,
  ) {
    await this.dataSource.transaction(async (manager) => {
      if (body.tierId !== null) {
        const [tier] = await manager.query(`SELECT 1 FROM membership_tiers WHERE id = $1`, [body.tierId]);
        if (!tier) throw tierNotFound();
      }
      await this.changeStanding(manager, admin, id, 'tierId', body.tierId);
    });
    await this.memberships.heardChanges();
    return this.memberships.standingOf(id);
  }

  @Put('members/:id/discount-rate')
  @ApiOperation({ summary: "ADMIN: set the member's own rate (a VIP's discount on every order)" })
  @ApiName('setMemberDiscountRate')
  @ApiErrors(404, 'MEMBER.NOT_FOUND')
  async setRate(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: memberNotFound })) id: string,
    @Body() body: MemberDiscountRateRequestDto,
  ) {
    await this.dataSource.transaction((manager) =>
      this.changeStanding(manager, admin, id, 'discountRateBp', body.discountRateBp),
    );
    await this.memberships.heardChanges();
    return this.memberships.standingOf(id);
  }

  /**
   * One part of a member's standing (tier or own rate) changed under the member's row lock, with its
   * before and after in the change log: the same steps for either part, so the two cannot drift.
   */
  private async changeStanding(
    manager: EntityManager,
    admin: SessionMember,
    id: string,
    part: keyof typeof STANDING_COLUMNS,
    value: string | number | null,
  ) {
    const column = STANDING_COLUMNS[part];
    const [member]: Record<string, string | number | null>[] = await manager.query(
      `SELECT ${column} FROM member WHERE id = $1 AND status <> 'WITHDRAWN' FOR UPDATE`,
      [id],
    );
    if (!member) throw memberNotFound();
    await manager.query(`UPDATE member SET ${column} = $2 WHERE id = $1`, [id, value]);
    await record(manager, {
      subject: 'MEMBER',
      subjectId: id,
      action: 'UPDATE',
      changedBy: admin.id,
      before: { [part]: member[column] },
      after: { [part]: value },
    });
  }

  private async writeTier<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      const written = await this.dataSource.transaction(work);
      await this.memberships.heardChanges(); // a quote right after uses the tier as written
      return written;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new ApiException(409, 'TIER.NAME_TAKEN');
      throw error;
    }
  }
}
