import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { ArticleEntity } from '../persistence/article.entity';
import { ArticleAdminListRequestDto } from './article-admin-list.request.dto';
import { ArticleRequestDto } from './article.request.dto';

type Text = ArticleEntity['title'];

const articleValues = (body: ArticleRequestDto): Partial<ArticleEntity> => ({
  kind: body.kind,
  title: storedText(body.title) as Text,
  summary: storedText(body.summary) as Text,
  body: storedText(body.body) as Text,
  imageUrl: body.imageUrl ?? null,
  pinned: body.pinned,
  status: body.status,
  publishedAt: new Date(body.publishedAt),
});

/** Notices, events and columns: operators and admins write them in ko/en/tw. */
@ApiTags('console: content')
@Controller('console/content/articles')
@ConsoleAccess()
export class ArticleAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every article of a kind (or all), drafts and scheduled ones too' })
  list(@Query() query: ArticleAdminListRequestDto) {
    const where = query.kind ? { kind: query.kind } : undefined;
    return adminList(this.dataSource, ArticleEntity, { publishedAt: 'DESC', id: 'DESC' }, query, where);
  }

  @Post()
  create(@CurrentMember() staff: SessionMember, @Body() body: ArticleRequestDto) {
    return this.editor.create('ARTICLE', ArticleEntity, articleValues(body), staff.id).then(plainRow);
  }

  @Put(':id')
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: ArticleRequestDto,
  ) {
    return this.editor.update('ARTICLE', ArticleEntity, id, articleValues(body), staff.id).then(plainRow);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    await this.editor.remove('ARTICLE', ArticleEntity, id, staff.id);
    return { id };
  }
}
