import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { ConsoleAccess } from '../auth';
import { PageQueryDto } from '../content/shared/page.query.dto';
import { CONSOLE_SUBJECTS, type ConsoleSubject } from './console-change.record';

export class ConsoleChangesRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CONSOLE_SUBJECTS })
  @IsOptional()
  @IsIn(CONSOLE_SUBJECTS)
  subject?: ConsoleSubject;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) subjectId?: string;
}

/** Who changed which content when (newest first), with the row before and after. */
@ApiTags('console: content')
@Controller('console/changes')
@ConsoleAccess()
export class ConsoleChangesHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'The console change log (content, prices, member roles)' })
  async list(@Query() query: ConsoleChangesRequestDto) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.subject) where.push(`c.subject = $${params.push(query.subject)}`);
    if (query.subjectId) where.push(`c.subject_id = $${params.push(query.subjectId)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `SELECT c.id, c.subject, c.subject_id AS "subjectId", c.action, c.changed_by AS "changedBy",
                m.nickname AS "changedByName", c.changed_at AS "changedAt", c.before, c.after
         FROM console_changes c LEFT JOIN member m ON m.id = c.changed_by
         ${filter} ORDER BY c.changed_at DESC, c.id DESC
         OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
        [...params, query.offset, query.limit],
      ),
      this.dataSource.query(`SELECT count(*)::int AS count FROM console_changes c ${filter}`, params),
    ]);
    return { rows: rows.map((r: { id: string }) => ({ ...r, id: Number(r.id) })), count };
  }
}
