import { ApiErrors, ApiIdempotencyKey, ApiIfMatch, ApiName } from '../api-docs';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { OrderDraft } from '@slabworks/domain';
import { CurrentMember, SameRegion, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { PhotoAttachments } from '../upload';
import { toOrderDraft } from './commands/place-order/order-input.mapper';
import { DraftAllowance } from './commands/save-draft/draft-allowance';
import { saveDraft } from './commands/save-draft/save-draft.builder';
import { memberActor } from './core/order-caller';
import { OrderCommandExecutor, type OrderCommandContext } from './core/order-command.executor';
import { OrderInputRequestDto } from './dto/order-input.request.dto';
import { WrittenRevisionRequestDto, writtenRevisionOf } from './dto/written-revision.request.dto';
import { commandContext } from './http/command-context';
import { idempotencyKey, OrderIdPipe } from './http/order-http';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { ListDraftsQuery } from './queries/list-drafts/list-drafts.query';

const draftAnswer = (r: { orderId: string; revision: number }) => ({
  orderId: r.orderId,
  revision: r.revision,
});

@ApiTags('orders: drafts')
@Controller('orders/drafts')
@SameRegion()
export class OrderDraftsHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    private readonly queries: QueryBus,
    private readonly idempotency: IdempotencyStore,
    private readonly allowance: DraftAllowance,
    private readonly photos: PhotoAttachments,
  ) {}

  /** A draft may be incomplete, but the photos it names must be the member's own uploads. */
  private async save(
    member: SessionMember,
    context: OrderCommandContext,
    draft: OrderDraft,
    mustExist = false,
  ) {
    const problems = await this.photos.problems(member.id, draft.photos ?? []);
    if (problems.length) throw ApiException.validation(problems);
    const result = await this.commands.execute(
      context,
      saveDraft({ orderId: context.orderId, draft }, mustExist),
    );
    await this.photos.attach(member.id, draft.photos ?? [], result.orderId, new Date());
    return result;
  }

  @Post()
  @ApiOperation({ summary: 'Save a new draft (temporary save)' })
  @ApiIdempotencyKey()
  @ApiName('createDraft')
  @ApiErrors(409, 'ORDER.TOO_MANY_DRAFTS')
  create(
    @CurrentMember() member: SessionMember,
    @Body() body: OrderInputRequestDto,
    @Req() req: FastifyRequest,
  ) {
    const key = idempotencyKey(req);
    return this.idempotency.run(
      { memberId: member.id, key, route: 'POST /orders/drafts', body },
      async ({ commandId, orderId }) => {
        await this.allowance.assertRoomForAnother(member.id);
        return draftAnswer(
          await this.save(
            member,
            commandContext(req, memberActor(member), orderId, commandId),
            toOrderDraft(body),
          ),
        );
      },
    );
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a draft (latest save wins as a whole)' })
  @ApiIfMatch()
  @ApiName('updateDraft')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(409, 'ORDER.DRAFT_DISCARDED', 'ORDER.NOT_A_DRAFT')
  async update(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: OrderInputRequestDto,
    @Req() req: FastifyRequest,
  ) {
    const context = commandContext(req, memberActor(member), orderId, randomUUID());
    const result = await this.save(member, context, toOrderDraft(body), true);
    return draftAnswer(result);
  }

  @Get()
  @ApiOperation({ summary: 'The temporary-save list' })
  @ApiName('listDrafts')
  list(@CurrentMember() member: SessionMember, @Query() query: WrittenRevisionRequestDto) {
    return this.queries.execute(new ListDraftsQuery(member.id, writtenRevisionOf(query)));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discard a draft' })
  @ApiName('discardDraft')
  @ApiErrors(404, 'ORDER.NOT_FOUND')
  @ApiErrors(409, 'ORDER.DRAFT_DISCARDED', 'ORDER.NOT_A_DRAFT')
  async discard(
    @CurrentMember() member: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Req() req: FastifyRequest,
  ) {
    const context = commandContext(req, memberActor(member), orderId, randomUUID());
    return draftAnswer(await this.commands.execute(context, { type: 'DiscardDraft', data: {} }));
  }
}
