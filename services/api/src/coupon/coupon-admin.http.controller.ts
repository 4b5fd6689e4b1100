import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { normalizeCouponCode } from '@slabworks/domain';
import { DataSource } from 'typeorm';
import { CurrentMember, Roles, type SessionMember } from '../auth';
import { record } from '../console-changes';
import { PageQueryDto } from '../paging';
import { ApiException } from '../errors';
import { ApiErrors, ApiName } from '../api-docs';
import { CouponBook } from './coupon-book.service';
import { CouponUses } from './coupon-uses';
import { CouponPausedRequestDto, CreateCouponRequestDto, IssueCouponRequestDto } from './coupon.request.dto';
import { COUPON_COLUMNS, couponTermsView, type CouponRow } from './persistence/coupon.row';

const notFound = () => ApiException.notFound('COUPON.NOT_FOUND');
const UNIQUE_VIOLATION = '23505';

const amountsOf = (amounts: object | undefined) =>
  Object.fromEntries(Object.entries(amounts ?? {}).filter(([, v]) => typeof v === 'number'));

/** ADMIN: create, pause and list coupons with their usage, and issue one to chosen members. */
@ApiTags('console: coupons')
@Controller('console/coupons')
@Roles('ADMIN')
export class CouponAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uses: CouponUses,
    private readonly book: CouponBook,
  ) {}

  @Get()
  @ApiOperation({ summary: 'ADMIN: coupons, newest first, with how many members hold and used each' })
  @ApiName('listConsoleCoupons')
  async list(@Query() query: PageQueryDto) {
    const [rows, [{ count }]]: [(CouponRow & { holders: number })[], { count: number }[]] = await Promise.all(
      [
        this.dataSource.query(
          `SELECT ${COUPON_COLUMNS}, (SELECT count(*)::int FROM member_coupons mc WHERE mc.coupon_id = c.id) AS holders
           FROM coupons c ORDER BY c.created_at DESC, c.id OFFSET $1 LIMIT $2`,
          [query.offset, query.limit],
        ),
        this.dataSource.query(`SELECT count(*)::int AS count FROM coupons`),
      ],
    );
    const used = await this.uses.liveCounts(rows.map((r) => r.id));
    return {
      rows: rows.map((r) => ({
        ...couponTermsView(r),
        usageLimit: r.usage_limit,
        paused: r.paused,
        createdAt: r.created_at.toISOString(),
        holders: r.holders,
        used: used.get(r.id) ?? 0,
      })),
      count,
    };
  }

  @Post()
  @ApiOperation({ summary: 'ADMIN: create a coupon (fixed amounts per currency or a rate)' })
  @ApiName('createCoupon')
  @ApiErrors(409, 'COUPON.CODE_TAKEN')
  async create(@CurrentMember() admin: SessionMember, @Body() body: CreateCouponRequestDto) {
    const amounts = amountsOf(body.amounts);
    const problems = [];
    if (body.discountKind === 'AMOUNT' && Object.keys(amounts).length === 0)
      problems.push({ field: 'amounts', rule: 'required', params: {} });
    if (new Date(body.validUntil).getTime() <= new Date(body.validFrom).getTime())
      problems.push({ field: 'validUntil', rule: 'invalid', params: {} });
    if (problems.length) throw ApiException.validation(problems);
    const values = {
      code: normalizeCouponCode(body.code),
      name: body.name.trim(),
      discountKind: body.discountKind,
      amounts: body.discountKind === 'AMOUNT' ? amounts : {},
      rateBp: body.discountKind === 'RATE' ? body.rateBp! : null,
      minimumOrderAmounts: amountsOf(body.minimumOrderAmounts),
      validFrom: body.validFrom,
      validUntil: body.validUntil,
      usageLimit: body.usageLimit ?? null,
      submitTypes: body.submitTypes,
    };
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [row]: CouponRow[] = await manager.query(
          `INSERT INTO coupons (code, name, discount_kind, amounts, rate_bp, minimum_order_amounts, valid_from,
                                valid_until, usage_limit, submit_types, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           RETURNING id, code, name, discount_kind, amounts, rate_bp, minimum_order_amounts, valid_from,
                     valid_until, usage_limit, submit_types, paused, created_by, created_at`,
          [
            values.code,
            values.name,
            values.discountKind,
            JSON.stringify(values.amounts),
            values.rateBp,
            JSON.stringify(values.minimumOrderAmounts),
            values.validFrom,
            values.validUntil,
            values.usageLimit,
            values.submitTypes,
            admin.id,
          ],
        );
        await record(manager, {
          subject: 'COUPON',
          subjectId: row!.id,
          action: 'CREATE',
          changedBy: admin.id,
          before: null,
          after: values,
        });
        return { ...couponTermsView(row!), usageLimit: row!.usage_limit, paused: row!.paused };
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new ApiException(409, 'COUPON.CODE_TAKEN', { code: values.code });
      throw error;
    }
  }

  @Put(':id/paused')
  @ApiOperation({ summary: 'ADMIN: pause a coupon (no new registrations or orders) or resume it' })
  @ApiName('pauseCoupon')
  @ApiErrors(404, 'COUPON.NOT_FOUND')
  pause(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() body: CouponPausedRequestDto,
  ) {
    return this.dataSource.transaction(async (manager) => {
      const [before]: CouponRow[] = await manager.query(
        `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw notFound();
      await manager.query(`UPDATE coupons SET paused = $2 WHERE id = $1`, [id, body.paused]);
      await record(manager, {
        subject: 'COUPON',
        subjectId: id,
        action: 'UPDATE',
        changedBy: admin.id,
        before: { paused: before.paused },
        after: { paused: body.paused },
      });
      return { id, paused: body.paused };
    });
  }

  @Post(':id/issue')
  @HttpCode(200)
  @ApiOperation({ summary: 'ADMIN: issue the coupon to chosen members (each answer says issued or why not)' })
  @ApiName('issueCoupon')
  @ApiErrors(404, 'COUPON.NOT_FOUND')
  async issue(
    @CurrentMember() admin: SessionMember,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @Body() body: IssueCouponRequestDto,
  ) {
    const [coupon]: CouponRow[] = await this.dataSource.query(
      `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.id = $1`,
      [id],
    );
    if (!coupon) throw notFound();
    const results: { memberId: string; issued: boolean; code: string | null }[] = [];
    for (const memberId of body.memberIds) {
      results.push(await this.issueOne(admin, coupon, memberId));
    }
    return { results };
  }

  private async issueOne(admin: SessionMember, coupon: CouponRow, memberId: string) {
    try {
      await this.dataSource.transaction(async (manager) => {
        const [member]: { role: string }[] = await manager.query(
          `SELECT role FROM member WHERE id = $1 AND status <> 'WITHDRAWN'`,
          [memberId],
        );
        if (!member) throw ApiException.notFound('MEMBER.NOT_FOUND');
        if (member.role === 'VIP') throw new ApiException(400, 'PRICING.VIP_COUPON_NOT_ALLOWED');
        await this.book.add(manager, coupon, memberId, new Date(), admin.id);
        await record(manager, {
          subject: 'MEMBER_COUPON',
          subjectId: `${coupon.id}:${memberId}`,
          action: 'CREATE',
          changedBy: admin.id,
          before: null,
          after: { couponId: coupon.id, code: coupon.code, memberId },
        });
      });
      return { memberId, issued: true, code: null };
    } catch (error) {
      if (error instanceof ApiException) return { memberId, issued: false, code: error.code };
      throw error;
    }
  }
}
