import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { FaqEntity } from '../persistence/faq.entity';
import { PageQueryDto } from '../../paging';
import { FaqRequestDto } from './faq.request.dto';

type Text = FaqEntity['question'];

const faqValues = (body: FaqRequestDto): Partial<FaqEntity> => ({
  topic: body.topic,
  question: storedText(body.question) as Text,
  answer: storedText(body.answer) as Text,
  sortOrder: body.sortOrder ?? 0,
  status: body.status,
});

@ApiTags('console: content')
@Controller('console/content/faq')
@ConsoleAccess()
export class FaqAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every FAQ entry, hidden ones too' })
  list(@Query() page: PageQueryDto) {
    return adminList(this.dataSource, FaqEntity, { topic: 'ASC', sortOrder: 'ASC', id: 'ASC' }, page);
  }

  @Post()
  create(@CurrentMember() staff: SessionMember, @Body() body: FaqRequestDto) {
    return this.editor.create('FAQ', FaqEntity, faqValues(body), staff.id).then(plainRow);
  }

  @Put(':id')
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: FaqRequestDto,
  ) {
    return this.editor.update('FAQ', FaqEntity, id, faqValues(body), staff.id).then(plainRow);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    await this.editor.remove('FAQ', FaqEntity, id, staff.id);
    return { id };
  }
}
