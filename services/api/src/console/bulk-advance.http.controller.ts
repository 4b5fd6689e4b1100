import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../auth';
import { domainErrorAnswer, envelopeFor } from '../errors';
import { requestLanguage } from '../i18n';
import { processingStepCommand, OrderCommandExecutor, type OrderCommandResult, OrderIdPipe } from '../order';
import { BulkAdvanceRequestDto } from './console.request.dto';
import { staffContext } from './staff-context';

export type BulkResult =
  | { orderId: string; ok: true; revision: number; processingStatus: string }
  | {
      orderId: string;
      ok: false;
      status: number;
      code: string;
      message: string;
      /** Where the order is now when the step was not its next (the console says it in words). */
      processingStatus: string | null;
    };

/** Many orders, one step: each order is its own command, so one refusal never blocks the rest. */
@ApiTags('console: orders')
@Controller('console/orders')
@ConsoleAccess()
export class BulkAdvanceHttpController {
  constructor(private readonly commands: OrderCommandExecutor) {}

  @Post('bulk-advance')
  @HttpCode(200)
  @ApiOperation({ summary: 'Advance many orders by one step; a result per order' })
  async advance(
    @CurrentMember() staff: SessionMember,
    @Body() body: BulkAdvanceRequestDto,
    @Req() req: FastifyRequest,
  ) {
    const command = processingStepCommand(body.step)!; // the DTO allows only known steps
    const lang = requestLanguage(req);
    const results: BulkResult[] = [];
    for (const ref of body.orders) {
      try {
        const orderId = new OrderIdPipe().transform(ref.orderId);
        const context = { ...staffContext(req, staff, orderId, body.step) };
        if (ref.revision !== undefined) context.expectedRevision = ref.revision;
        const result: OrderCommandResult = await this.commands.execute(context, command);
        results.push({
          orderId,
          ok: true,
          revision: result.revision,
          processingStatus: result.state.processingStatus,
        });
      } catch (error) {
        const { status, body: answer } = envelopeFor(error, lang, String(req.id));
        if (status >= 500) throw error;
        const actual = domainErrorAnswer(error)?.params?.actual;
        results.push({
          orderId: ref.orderId,
          ok: false,
          status,
          code: answer.code,
          message: answer.message,
          processingStatus: typeof actual === 'string' ? actual : null,
        });
      }
    }
    return { step: body.step, succeeded: results.filter((r) => r.ok).length, results };
  }
}
