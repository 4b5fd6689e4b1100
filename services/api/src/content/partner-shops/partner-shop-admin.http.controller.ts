import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../../auth';
import { adminList, plainRow } from '../admin/admin-list';
import { ContentEditor } from '../admin/content-editor';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { storedText } from '../admin/translated-text.request.dto';
import { PartnerShopEntity } from '../persistence/partner-shop.entity';
import { PageQueryDto } from '../../paging';
import { PartnerShopRequestDto } from './partner-shop.request.dto';

type Text = PartnerShopEntity['city'];

const partnerShopValues = (body: PartnerShopRequestDto): Partial<PartnerShopEntity> => ({
  city: storedText(body.city) as Text,
  businessName: storedText(body.businessName) as Text,
  information: storedText(body.information) as Text,
  address: storedText(body.address) as Text,
  number: body.number.trim(),
  sortOrder: body.sortOrder ?? 0,
  status: body.status,
});

@ApiTags('console: content')
@Controller('console/content/partner-shops')
@ConsoleAccess()
export class PartnerShopAdminHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly editor: ContentEditor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every partner shop, hidden ones too' })
  list(@Query() page: PageQueryDto) {
    return adminList(this.dataSource, PartnerShopEntity, { sortOrder: 'ASC', id: 'ASC' }, page);
  }

  @Post()
  create(@CurrentMember() staff: SessionMember, @Body() body: PartnerShopRequestDto) {
    return this.editor
      .create('PARTNER_SHOP', PartnerShopEntity, partnerShopValues(body), staff.id)
      .then(plainRow);
  }

  @Put(':id')
  update(
    @CurrentMember() staff: SessionMember,
    @Param('id', ContentIdPipe) id: number,
    @Body() body: PartnerShopRequestDto,
  ) {
    return this.editor
      .update('PARTNER_SHOP', PartnerShopEntity, id, partnerShopValues(body), staff.id)
      .then(plainRow);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentMember() staff: SessionMember, @Param('id', ContentIdPipe) id: number) {
    await this.editor.remove('PARTNER_SHOP', PartnerShopEntity, id, staff.id);
    return { id };
  }
}
