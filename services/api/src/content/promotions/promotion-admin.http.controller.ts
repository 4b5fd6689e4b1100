import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CurrentMember, Roles, type SessionMember } from '../../auth';
import { ApiException } from '../../errors';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { windowOf } from '../admin/window.request.dto';
import { PromotionEntity } from '../persistence/promotion.entity';
import { ContentClock } from '../shared/content-clock';
import { PageQueryDto } from '../../paging';
import { PromotionRequestDto } from './promotion.request.dto';

const promotionValues = (body: PromotionRequestDto): Partial<PromotionEntity> => ({
  title: storedText(body.title) as PromotionEntity['title'],
  description: storedText(body.description) as PromotionEntity['description'],
  imageUrl: body.imageUrl ?? null,
  landingUrl: body.landingUrl ?? null,
  sortOrder: body.sortOrder ?? 0,
  status: body.status,
  ...windowOf(body),
});

/**
 * Promotions are offers with money behind them, so only admins change them (operators edit banners
 * and popups). Every write is change-logged by ContentEditor; the public list is GET
 * /api/admin/promotion/list. A promotion is ended, never deleted: what ran stays on record.
 */
@ApiTags('console: content')
@Controller('console/content/promotions')
@Roles('ADMIN')
export class PromotionAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
    private readonly clock: ContentClock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every promotion, any status or window, all languages' })
  list(@Query() page: PageQueryDto) {
    return adminList(this.dataSource, PromotionEntity, { sortOrder: 'ASC', id: 'ASC' }, page);
  }

  @Post()
  @ApiOperation({ summary: 'Create a promotion' })
  create(@CurrentMember() staff: SessionMember, @Body() body: PromotionRequestDto) {
    return this.editor.create('PROMOTION', PromotionEntity, promotionValues(body), staff.id).then(plainRow);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a promotion' })
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: PromotionRequestDto,
  ) {
    return this.editor
      .update('PROMOTION', PromotionEntity, id, promotionValues(body), staff.id)
      .then(plainRow);
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End a promotion now: switched off, its window closed at this minute' })
  async end(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    const current = await this.dataSource.getRepository(PromotionEntity).findOneBy({ id });
    if (!current) throw ApiException.notFound('CONTENT.NOT_FOUND');
    const now = this.clock.now();
    // Not yet started: the window closes at its start, so it never was live and stays a valid window.
    const endAt = current.endAt < now ? current.endAt : now < current.startAt ? current.startAt : now;
    return this.editor
      .update('PROMOTION', PromotionEntity, id, { status: false, endAt }, staff.id)
      .then(plainRow);
  }
}
