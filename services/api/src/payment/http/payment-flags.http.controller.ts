import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { record } from '../../console-changes';
import { ApiException } from '../../errors';
import { PaymentFlagsRepository } from '../persistence/payment-flags.repository';
import { PaymentFlagListRequestDto, PaymentFlagResolutionRequestDto } from './payment-flags.request.dto';

const notFound = () => ApiException.notFound('NOT_FOUND');

/** Deposits that could not be booked (wrong amount, after expiry, twice) and what became of them. */
@ApiTags('console')
@Controller('console/payments/flags')
@ConsoleAccess()
export class PaymentFlagsHttpController {
  constructor(
    private readonly flags: PaymentFlagsRepository,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Payment flags for operators, newest first; ?orderId= for one order, ?open=true' })
  list(@Query() query: PaymentFlagListRequestDto) {
    return this.flags.list({
      orderId: query.orderId,
      open: query.open === undefined ? undefined : query.open === 'true',
    });
  }

  @Put(':id/resolution')
  @ApiOperation({ summary: 'Close a flag with what was done; recorded with who and when' })
  async resolve(
    @CurrentMember() staff: SessionMember,
    @Param('id') id: string,
    @Body() body: PaymentFlagResolutionRequestDto,
  ) {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    const resolution = body.resolution.trim();
    if (!resolution) throw ApiException.validation([{ field: 'resolution', rule: 'required', params: {} }]);
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query(
        `SELECT resolved_at, resolved_by, resolution FROM payment_flag WHERE id = $1 FOR UPDATE`,
        [Number(id)],
      );
      if (!before) throw notFound();
      await manager.query(
        `UPDATE payment_flag SET resolved_at = now(), resolved_by = $2, resolution = $3, updated_at = now()
         WHERE id = $1`,
        [Number(id), staff.id, resolution],
      );
      await record(manager, {
        subject: 'PAYMENT_FLAG',
        subjectId: id,
        action: 'UPDATE',
        changedBy: staff.id,
        before,
        after: { resolvedBy: staff.id, resolution },
      });
    });
    return (await this.flags.byId(Number(id)))!;
  }
}
