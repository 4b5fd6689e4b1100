import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { stagesWhere } from '@slabworks/domain';
import { gradedCardsOf } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { CurrentMember, SignedIn, type SessionMember } from '../auth';
import { PageRequestDto } from './dto/order-list.request.dto';
import { ApiName } from '../api-docs';

// A card's grade is the member's to see once the rule table shows per-item results (SHIPPING_OUT on).
const RESULT_STAGES = stagesWhere('itemResultsShown');

@ApiTags('orders')
@Controller('collection')
@SignedIn()
export class CollectionHttpController {
  constructor(private readonly db: DataSource) {}

  @Get('grading')
  @ApiName('listGradedCards')
  @ApiOperation({ summary: "The member's graded cards from the certification registry, newest first" })
  async graded(@CurrentMember() member: SessionMember, @Query() query: PageRequestDto) {
    const { page, size, total, items } = await gradedCardsOf(this.db, {
      memberId: member.id,
      stages: RESULT_STAGES,
      page: query.page ?? 1,
      size: query.size ?? 20,
    });
    // Spelled out, so the answer's schema stays the route's own (no shared component).
    return { page, size, total, items: items.map((card) => ({ ...card })) };
  }
}
