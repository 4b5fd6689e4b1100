import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ConsoleAccess, CurrentMember, type SessionMember } from '../auth';
import { record } from '../console-changes';
import { OrderIdPipe } from '../order';
import { OrderNoteRequestDto } from './console.request.dto';
import { OrderHistoryQuery } from './queries/order-history/order-history.query';
import { displayNameSql } from '../member';

export interface OrderNote {
  id: number;
  text: string;
  writtenBy: string;
  writtenByName: string | null;
  /** The writer's role, shown beside the name ("Kim Anna (Operator)"), as history and audit do. */
  writtenByRole: string | null;
  writtenAt: string;
}

/**
 * Staff notes on an order (the member never sees them). They are rows of the console change log
 * (subject ORDER_NOTE), so who wrote what and when is kept the same way as every console write.
 */
@ApiTags('console: orders')
@Controller('console/orders/:id/notes')
@ConsoleAccess()
export class OrderNotesHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Staff notes on the order, newest first' })
  async list(@Param('id', OrderIdPipe) orderId: string): Promise<OrderNote[]> {
    const rows: {
      id: string;
      after: { text: string };
      changedBy: string;
      name: string | null;
      role: string | null;
      at: Date;
    }[] = await this.dataSource.query(
      `SELECT c.id, c.after, c.changed_by AS "changedBy", ${displayNameSql('m.')} AS name, m.role,
                c.changed_at AS at
         FROM console_changes c LEFT JOIN member m ON m.id = c.changed_by
         WHERE c.subject = 'ORDER_NOTE' AND c.subject_id = $1
         ORDER BY c.changed_at DESC, c.id DESC`,
      [orderId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      text: row.after.text,
      writtenBy: row.changedBy,
      writtenByName: row.name,
      writtenByRole: row.role,
      writtenAt: new Date(row.at).toISOString(),
    }));
  }

  @Post()
  @ApiOperation({ summary: 'Add a staff note to the order' })
  async add(
    @CurrentMember() staff: SessionMember,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: OrderNoteRequestDto,
  ): Promise<OrderNote[]> {
    // 404 for an order that does not exist (its stream, not the read model, which may lag).
    await this.queries.execute(new OrderHistoryQuery(orderId, Number.MAX_SAFE_INTEGER));
    await this.dataSource.transaction((manager) =>
      record(manager, {
        subject: 'ORDER_NOTE',
        subjectId: orderId,
        action: 'CREATE',
        changedBy: staff.id,
        before: null,
        after: { text: body.text },
      }),
    );
    return this.list(orderId);
  }
}
