import { ApiErrors, ApiName } from '../api-docs';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentMember, SignedIn, type SessionMember } from '../auth';
import { AddressBookService } from './address-book.service';
import { AddressRequestDto } from './address.request.dto';
import { addressView } from './address.view';

@Controller('member/addresses')
@SignedIn()
export class AddressHttpController {
  constructor(private readonly book: AddressBookService) {}

  @Get()
  @ApiName('listAddresses')
  async list(@CurrentMember() me: SessionMember) {
    return (await this.book.list(me.id)).map(addressView);
  }

  @Get(':id')
  @ApiName('getAddress')
  @ApiErrors(404, 'ADDRESS.NOT_FOUND')
  async get(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    return addressView(await this.book.get(me.id, id));
  }

  @Post()
  @ApiName('addAddress')
  async add(@CurrentMember() me: SessionMember, @Body() body: AddressRequestDto) {
    return addressView(await this.book.add(me.id, body, me.region));
  }

  @Put(':id')
  @ApiName('updateAddress')
  @ApiErrors(404, 'ADDRESS.NOT_FOUND')
  async update(@CurrentMember() me: SessionMember, @Param('id') id: string, @Body() body: AddressRequestDto) {
    return addressView(await this.book.update(me.id, id, body, me.region));
  }

  @Post(':id/default')
  @HttpCode(200)
  @ApiName('makeDefaultAddress')
  @ApiErrors(404, 'ADDRESS.NOT_FOUND')
  async makeDefault(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    return addressView(await this.book.makeDefault(me.id, id));
  }

  @Delete(':id')
  @ApiName('removeAddress')
  @ApiErrors(404, 'ADDRESS.NOT_FOUND')
  @ApiErrors(409, 'ADDRESS.DEFAULT_NOT_DELETABLE')
  async remove(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    await this.book.remove(me.id, id);
    return null;
  }
}
