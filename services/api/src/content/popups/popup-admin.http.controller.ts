import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { windowOf } from '../admin/window.request.dto';
import { PopupEntity } from '../persistence/popup.entity';
import { PageQueryDto } from '../../paging';
import { PopupRequestDto } from './popup.request.dto';

const popupValues = (body: PopupRequestDto): Partial<PopupEntity> => ({
  type: 'POPUP',
  deviceType: body.deviceType,
  title: storedText(body.title) as PopupEntity['title'],
  image: storedText(body.image) as PopupEntity['image'],
  landingUrl: body.landingUrl ?? null,
  sortOrder: body.sortOrder ?? 0,
  status: body.status,
  ...windowOf(body),
});

/** Operators and admins edit popups; the public list is GET /api/popup/list. */
@ApiTags('console: content')
@Controller('console/content/popups')
@ConsoleAccess()
export class PopupAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every popup, any status or window, all languages' })
  list(@Query() page: PageQueryDto) {
    return adminList(this.dataSource, PopupEntity, { sortOrder: 'ASC', id: 'ASC' }, page);
  }

  @Post()
  @ApiOperation({ summary: 'Create a popup' })
  create(@CurrentMember() staff: SessionMember, @Body() body: PopupRequestDto) {
    return this.editor.create('POPUP', PopupEntity, popupValues(body), staff.id).then(plainRow);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a popup' })
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: PopupRequestDto,
  ) {
    return this.editor.update('POPUP', PopupEntity, id, popupValues(body), staff.id).then(plainRow);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a popup' })
  async remove(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    await this.editor.remove('POPUP', PopupEntity, id, staff.id);
    return { id };
  }
}
