import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsoleAccess } from '../../auth';
import { PaymentFlagsRepository } from '../persistence/payment-flags.repository';

/** Deposits that could not be booked (wrong amount, after expiry, twice) and what became of them. */
@ApiTags('console')
@Controller('console/payments/flags')
@ConsoleAccess()
export class PaymentFlagsHttpController {
  constructor(private readonly flags: PaymentFlagsRepository) {}

  @Get()
  @ApiOperation({ summary: 'Payment flags for operators, newest first' })
  list() {
    return this.flags.list();
  }
}
