import { ApiErrors, ApiName } from '../../api-docs';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentMember, SignedIn, type SessionMember } from '../../auth';
import { pageQuery } from '../paging';
import { AlbumBookService } from './album-book.service';
import {
  AlbumCardsRequestDto,
  AlbumCoverRequestDto,
  AlbumRequestDto,
  AlbumVisibilityRequestDto,
} from './album.request.dto';

@ApiTags('albums')
@Controller('member/albums')
@SignedIn()
export class AlbumsHttpController {
  constructor(private readonly book: AlbumBookService) {}

  @Get()
  @ApiName('listAlbums')
  @ApiOperation({ summary: "The caller's albums, newest first" })
  list(@CurrentMember() me: SessionMember) {
    return this.book.list(me.id);
  }

  @Get('eligible-cards')
  @ApiName('listAlbumEligibleCards')
  @ApiOperation({ summary: 'Graded cards the caller holds (what an album may take), newest first' })
  eligible(@CurrentMember() me: SessionMember, @Query() query: Record<string, unknown>) {
    const { page, size } = pageQuery(query);
    return this.book.eligibleCards(me.id, page, size);
  }

  @Get(':id')
  @ApiName('getAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiOperation({ summary: 'One of the caller’s albums with its cards' })
  get(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    return this.book.detail(me.id, id);
  }

  @Post()
  @ApiName('createAlbum')
  @ApiErrors(409, 'ALBUM.NOT_SAVED')
  @ApiOperation({
    summary: 'Create an album (private)',
    description: 'Name 2–16 Korean/English/digits, description ≤ 300. isPublic: true → 409 ALBUM.NOT_SAVED.',
  })
  create(@CurrentMember() me: SessionMember, @Body() body: AlbumRequestDto) {
    return this.book.create(me.id, body);
  }

  @Put(':id')
  @ApiName('updateAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiOperation({ summary: 'Rename or describe an album' })
  update(@CurrentMember() me: SessionMember, @Param('id') id: string, @Body() body: AlbumRequestDto) {
    return this.book.update(me.id, id, body);
  }

  @Delete(':id')
  @ApiName('deleteAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiOperation({ summary: 'Delete an album' })
  async remove(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    await this.book.remove(me.id, id);
    return null;
  }

  @Post(':id/cards')
  @ApiName('addAlbumCards')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add graded cards the caller holds (adding one twice changes nothing)' })
  addCards(@CurrentMember() me: SessionMember, @Param('id') id: string, @Body() body: AlbumCardsRequestDto) {
    return this.book.addCards(me.id, id, body.certificationNumbers);
  }

  @Delete(':id/cards/:certificationNumber')
  @ApiName('removeAlbumCard')
  @ApiErrors(404, 'ALBUM.NOT_FOUND', 'ALBUM.CARD_NOT_FOUND')
  @ApiErrors(409, 'ALBUM.COVER_CARD_LOCKED')
  @ApiOperation({
    summary: 'Remove a card; 409 ALBUM.COVER_CARD_LOCKED while it is the representative image',
  })
  removeCard(
    @CurrentMember() me: SessionMember,
    @Param('id') id: string,
    @Param('certificationNumber') certificationNumber: string,
  ) {
    return this.book.removeCard(me.id, id, certificationNumber);
  }

  @Put(':id/cover')
  @ApiName('setAlbumCover')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiErrors(409, 'ALBUM.COVER_REQUIRED')
  @ApiOperation({
    summary:
      'Representative image: one of the caller’s uploads (uploadId) or a card of the album (its photo); neither clears it (409 while public)',
  })
  setCover(@CurrentMember() me: SessionMember, @Param('id') id: string, @Body() body: AlbumCoverRequestDto) {
    return this.book.setCover(me.id, id, body);
  }

  @Put(':id/visibility')
  @ApiName('setAlbumVisibility')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiErrors(409, 'ALBUM.NO_CARDS', 'ALBUM.NO_COVER')
  @ApiOperation({
    summary: 'Open or close an album',
    description:
      'Opening needs at least one card (409 ALBUM.NO_CARDS) and a representative image (409 ALBUM.NO_COVER).',
  })
  setVisibility(
    @CurrentMember() me: SessionMember,
    @Param('id') id: string,
    @Body() body: AlbumVisibilityRequestDto,
  ) {
    return this.book.setVisibility(me.id, id, body.isPublic);
  }
}
