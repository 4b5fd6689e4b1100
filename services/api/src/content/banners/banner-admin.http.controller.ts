import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { windowOf } from '../admin/window.request.dto';
import { BannerEntity } from '../persistence/banner.entity';
import { PageQueryDto } from '../../paging';
import { BannerRequestDto } from './banner.request.dto';

const bannerValues = (body: BannerRequestDto): Partial<BannerEntity> => ({
  type: body.type,
  deviceType: body.deviceType ?? null,
  title: storedText(body.title) as BannerEntity['title'],
  image: storedText(body.image) as BannerEntity['image'],
  colorCode: body.colorCode ?? null,
  landingUrl: body.landingUrl ?? null,
  sortOrder: body.sortOrder ?? 0,
  status: body.status,
  ...windowOf(body),
});

/** Operators and admins edit banners; the public list is GET /api/admin/banner/list. */
@ApiTags('console: content')
@Controller('console/content/banners')
@ConsoleAccess()
export class BannerAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every banner, any status or window, all languages' })
  list(@Query() page: PageQueryDto) {
    return adminList(this.dataSource, BannerEntity, { sortOrder: 'ASC', id: 'ASC' }, page);
  }

  @Post()
  @ApiOperation({ summary: 'Create a banner' })
  create(@CurrentMember() staff: SessionMember, @Body() body: BannerRequestDto) {
    return this.editor.create('BANNER', BannerEntity, bannerValues(body), staff.id).then(plainRow);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a banner' })
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: BannerRequestDto,
  ) {
    return this.editor.update('BANNER', BannerEntity, id, bannerValues(body), staff.id).then(plainRow);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a banner' })
  async remove(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    await this.editor.remove('BANNER', BannerEntity, id, staff.id);
    return { id };
  }
}
