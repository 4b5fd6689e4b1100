import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { stagesWhere } from '@slabworks/domain';
import { CurrentMember, SignedIn, type SessionMember } from '../auth';
import { PageRequestDto } from './dto/order-list.request.dto';
import { ApiName } from '../api-docs';
import { OrderReadModel } from './read-model/order-read.model';

// A card's grade is the member's to see once the rule table shows per-item results (SHIPPING_OUT on).
const RESULT_STAGES = stagesWhere('itemResultsShown');

@ApiTags('orders')
@Controller('collection')
@SignedIn()
export class CollectionHttpController {
  constructor(private readonly orders: OrderReadModel) {}

  @Get('grading')
  @ApiName('listGradedCards')
  @ApiOperation({ summary: "The member's graded cards from the certification registry, newest first" })
  async graded(@CurrentMember() member: SessionMember, @Query() query: PageRequestDto) {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const where = `c.member_id = $1 AND o.display_stage = ANY($2::text[])`;
    const from = `read_models.certifications c JOIN read_models.orders o ON o.order_id = c.order_id`;
    const [rows, count] = await Promise.all([
      this.orders.query(
        `SELECT c.certification_number, c.grade, c.card_category, c.player_name, c.set_name, c.year,
                c.card_number, c.order_id, c.order_number, c.scored_at
           FROM ${from} WHERE ${where}
          ORDER BY c.scored_at DESC, c.certification_number LIMIT $3 OFFSET $4`,
        [member.id, RESULT_STAGES, size, (page - 1) * size],
      ),
      this.orders.query(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, [member.id, RESULT_STAGES]),
    ]);
    return {
      page,
      size,
      total: Number(count[0]?.n ?? 0),
      items: rows.map((r) => ({
        certificationNumber: r.certification_number as string,
        grade: r.grade as string,
        cardCategory: (r.card_category as string | null) ?? null,
        playerName: (r.player_name as string | null) ?? null,
        setName: (r.set_name as string | null) ?? null,
        year: (r.year as number | null) ?? null,
        cardNumber: (r.card_number as string | null) ?? null,
        orderId: r.order_id as string,
        orderNumber: r.order_number as string,
        scoredAt: new Date(r.scored_at as string).toISOString(),
      })),
    };
  }
}
