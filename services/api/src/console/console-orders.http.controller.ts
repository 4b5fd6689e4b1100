import { ApiErrors, ApiEtag, ApiIdempotencyKey, ApiIfMatch } from '../api-docs';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CorrespondenceResult, Grade } from '@slabworks/domain';
import { ConsoleAccess, CurrentMember, Roles, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import {
  PROCESSING_STEP_COMMANDS,
  processingStepCommand,
  OrderCommandExecutor,
  type OrderCommandBody,
  ReasonRequestDto,
  ShipmentRequestDto,
  MinRevisionRequestDto,
  writtenRevisionOf,
  commandAnswer,
  OrderIdPipe,
  rejectInvalid,
  sendEtag,
  reasonProblems,
  shipmentProblems,
} from '../order';
import { PhotoAttachments } from '../upload';
import { consoleOrderDetail, consoleQueueItem } from './console-order.view';
import {
  CorrespondenceCheckRequestDto,
  OrderHistoryRequestDto,
  OrderQueueRequestDto,
  ScoreRequestDto,
  ScoresRequestDto,
} from './console.request.dto';
import { CertificationNumberSequence } from './scoring/certification-number.sequence';
import { staffContext } from './staff-context';
import { ConsoleOrderQuery } from './queries/console-order/console-order.query';
import { OrderHistoryQuery } from './queries/order-history/order-history.query';
import { OrderQueueQuery } from './queries/order-queue/order-queue.query';

/** Operators move orders one processing step at a time; each POST is one command. */
@ApiTags('console: orders')
@Controller('console/orders')
@ConsoleAccess()
@ApiEtag()
@ApiIfMatch()
@ApiIdempotencyKey()
export class ConsoleOrdersHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    private readonly queries: QueryBus,
    private readonly photos: PhotoAttachments,
    private readonly certificationNumbers: CertificationNumberSequence,
  ) {}

  @Get()
  @ApiEtag(false)
  @ApiOperation({
    summary: 'Queue with counts per display stage and processing status; `next` pages by keyset',
  })
  async queue(@Query() query: OrderQueueRequestDto) {
    const queue = await this.queries.execute(
      new OrderQueueQuery(
        {
          stage: query.stage,
          processingStatus: query.processingStatus,
          orderType: query.orderType,
          member: query.member,
          q: query.q,
          sort: query.sort,
          direction: query.direction,
        },
        query.page ?? 1,
        query.size ?? 50,
        writtenRevisionOf(query),
        query.after,
      ),
    );
    const { members, ...page } = queue;
    return {
      ...page,
      items: queue.items.map((row) => ({
        ...consoleQueueItem(row),
        member: members.get(row.memberId) ?? { name: null, email: null },
      })),
    };
  }

  @Get(':id')
  async detail(
    @Param('id', OrderIdPipe) orderId: string,
    @Query() query: MinRevisionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const row = await this.queries.execute(new ConsoleOrderQuery(orderId, query.minRevision));
    sendEtag(reply, row.revision);
    return consoleOrderDetail(row);
  }

  @Get(':id/history')
  @ApiEtag(false)
  @ApiOperation({ summary: 'Every event of the order with who and when (after: only what came later)' })
  history(@Param('id', OrderIdPipe) orderId: string, @Query() query: OrderHistoryRequestDto) {
    return this.queries.execute(new OrderHistoryQuery(orderId, query.after));
  }

  @Post(':id/correspondence-check')
  @HttpCode(200)
  @ApiOperation({ summary: 'One correspondence result per item' })
  async correspondence(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: CorrespondenceCheckRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const results = body.results.map((r) => ({
      itemId: r.itemId,
      result: r.result as CorrespondenceResult,
      reason: r.reason ?? null,
      evidencePhoto: r.evidencePhoto ?? null,
    }));
    // An evidence photo is one of the operator's own uploads; once the check is recorded it is
    // attached to the order, which lets the order's collector see it (PhotoUploadsService.read).
    const evidence = results.flatMap((r, i) => (r.evidencePhoto ? [{ i, id: r.evidencePhoto }] : []));
    const unknown = await this.photos.problems(
      staff.id,
      evidence.map((e) => e.id),
      (k) => `results[${evidence[k]!.i}].evidencePhoto`,
    );
    if (unknown.length) throw ApiException.validation(unknown);
    const answer = await this.run(staff, req, reply, orderId, 'correspondence-check', {
      type: 'CheckCorrespondence',
      data: { results },
    });
    await this.photos.attach(
      staff.id,
      evidence.map((e) => e.id),
      orderId,
      new Date(),
    );
    return answer;
  }

  @Post(':id/score')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grade and certification no. of one item' })
  score(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ScoreRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const data = {
      itemId: body.itemId,
      grade: body.grade as Grade,
      certificationNumber: body.certificationNumber,
    };
    return this.run(staff, req, reply, orderId, 'score', { type: 'ScoreCard', data });
  }

  @Post(':id/scores')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Every gradable card at once (the scoring desk): grades, and certification nos. scanned, typed or given in sequence; refusals at scores[i].grade / scores[i].certificationNumber',
  })
  async scores(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ScoresRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const blank = (n: string | undefined) => (n ?? '').trim() === '';
    const given = await this.certificationNumbers.take(
      body.scores.filter((s) => blank(s.certificationNumber)).length,
    );
    const scores = body.scores.map((s) => ({
      itemId: s.itemId,
      grade: s.grade as Grade,
      certificationNumber: blank(s.certificationNumber) ? given.shift()! : s.certificationNumber!.trim(),
    }));
    return this.run(staff, req, reply, orderId, 'scores', { type: 'ScoreCards', data: { scores } });
  }

  @Post(':id/ship-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'Courier and tracking no. of the return shipment' })
  shipOut(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ShipmentRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(shipmentProblems(body));
    const data = { courier: body.courier, trackingNumber: body.trackingNumber };
    return this.run(staff, req, reply, orderId, 'ship-out', { type: 'ShipOut', data });
  }

  @Post(':id/correct')
  @ApiErrors(409, 'ORDER.NOTHING_TO_CORRECT', 'ORDER.CANCELLED')
  @HttpCode(200)
  @Roles('ADMIN')
  @ApiOperation({ summary: 'ADMIN: move processing back one step, with a reason' })
  correct(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: ReasonRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    rejectInvalid(reasonProblems(body.reason));
    return this.run(staff, req, reply, orderId, 'correct', {
      type: 'CorrectProcessing',
      data: { reason: body.reason },
    });
  }

  // pickup, receive, warehouse, vsc-check, defect-check, scoring-complete, casing, release, deliver
  @Post(':id/:step')
  @ApiErrors(409, 'ORDER.STEP_OUT_OF_ORDER', 'ORDER.GOES_THROUGH_BRANCH', 'ORDER.CANCELLED')
  @HttpCode(200)
  @ApiOperation({ summary: `A step without payload: ${Object.keys(PROCESSING_STEP_COMMANDS).join(', ')}` })
  step(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Param('step') step: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const command = processingStepCommand(step);
    if (!command) throw ApiException.notFound();
    return this.run(staff, req, reply, orderId, step, command);
  }

  private async run(
    staff: SessionMember,
    req: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    step: string,
    command: OrderCommandBody,
  ) {
    const result = await this.commands.execute(staffContext(req, staff, orderId, step), command);
    sendEtag(reply, result.revision);
    return commandAnswer(result);
  }
}
