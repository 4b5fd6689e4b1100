import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../auth';
import { ApiException } from '../errors';
import { ApiErrors, ApiIdempotencyKey } from '../api-docs';
import { OrderCommandExecutor, commandAnswer, OrderIdPipe, sendEtag } from '../order';
import { PhotoAttachments } from '../upload';
import { SlabPhotoRequestDto } from './console.request.dto';
import { staffContext } from './staff-context';

/**
 * The finished slab's photos, front and back, for its certificate. The photo goes through the
 * upload pipeline first (type, size and decoding checked there); here it is bound to the card.
 */
@ApiTags('console: orders')
@Controller('console/orders/:id/slab-photos')
@ConsoleAccess()
@ApiIdempotencyKey()
export class SlabPhotosHttpController {
  constructor(
    private readonly commands: OrderCommandExecutor,
    private readonly photos: PhotoAttachments,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiErrors(400, 'VALIDATION_FAILED')
  @ApiOperation({
    summary:
      "One side of a card's slab photo (one of the operator's own uploads); the certificate shows it. " +
      'Refusals: photo unknownPhoto, itemId notCertified (no certification number yet), side notAllowed',
  })
  async photograph(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: SlabPhotoRequestDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const unknown = await this.photos.problems(staff.id, [body.photo], () => 'photo');
    if (unknown.length) throw ApiException.validation(unknown);
    // Front and back are sent side by side: no If-Match, each appends at the stream's end.
    const result = await this.commands.execute(staffContext(req, staff, orderId, `slab-${body.side}`), {
      type: 'PhotographSlab',
      data: { itemId: body.itemId, side: body.side, photo: body.photo },
    });
    // Attached to the order, the photo is kept from the unattached-upload cleanup.
    await this.photos.attach(staff.id, [body.photo], orderId, new Date());
    sendEtag(reply, result.revision);
    return commandAnswer(result);
  }
}
