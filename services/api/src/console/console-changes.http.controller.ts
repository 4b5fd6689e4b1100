import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ConsoleAccess } from '../auth';
import { PageQueryDto } from '../paging';
import {
  CONSOLE_SUBJECTS,
  type ConsoleChange,
  type ConsoleSubject,
  changedFields,
  changeLabel,
} from '../console-changes';
import { displayNameSql } from '../member';
import { requestLanguage } from '../i18n';

const ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

export class ConsoleChangesRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CONSOLE_SUBJECTS })
  @IsOptional()
  @IsIn(CONSOLE_SUBJECTS)
  subject?: ConsoleSubject;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) subjectId?: string;
  @ApiPropertyOptional({ enum: ACTIONS }) @IsOptional() @IsIn(ACTIONS) action?: ConsoleChange['action'];
  @ApiPropertyOptional({ description: 'Only the changes of this staff member (member id)' })
  @IsOptional()
  @IsUUID()
  changedBy?: string;
}

/** One line of the change log: who (name and role), when, what (subject, action, fields, name). */
export interface ConsoleChangeEntry {
  id: number;
  subject: ConsoleSubject;
  subjectId: string;
  action: ConsoleChange['action'];
  changedBy: string;
  changedByName: string | null;
  changedByRole: string | null;
  changedAt: string;
  /** The fields an update changed (none for a creation or deletion). */
  fields: string[];
  /** The content's title, name or code (in the caller's language), when it has one. */
  label: string | null;
  /** The order the change belongs to (a staff note, a payment flag), for its link. */
  orderId: string | null;
  before: unknown;
  after: unknown;
}

export interface ConsoleChangePage {
  rows: ConsoleChangeEntry[];
  count: number;
}

interface ChangeRow extends Omit<ConsoleChangeEntry, 'id' | 'fields' | 'label' | 'changedAt'> {
  id: string;
  changedAt: Date | string;
}

/** Who changed which content when (newest first), with the row before and after. */
@ApiTags('console: content')
@Controller('console/changes')
@ConsoleAccess()
export class ConsoleChangesHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'The console change log (content, prices, member roles), newest first' })
  async list(
    @Query() query: ConsoleChangesRequestDto,
    @Req() req: FastifyRequest,
  ): Promise<ConsoleChangePage> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.subject) where.push(`c.subject = $${params.push(query.subject)}`);
    if (query.subjectId) where.push(`c.subject_id = $${params.push(query.subjectId)}`);
    if (query.action) where.push(`c.action = $${params.push(query.action)}`);
    if (query.changedBy) where.push(`c.changed_by = $${params.push(query.changedBy)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `SELECT c.id, c.subject, c.subject_id AS "subjectId", c.action, c.changed_by AS "changedBy",
                ${displayNameSql('m.')} AS "changedByName", m.role AS "changedByRole",
                c.changed_at AS "changedAt", c.before, c.after,
                CASE c.subject
                  WHEN 'ORDER_NOTE' THEN c.subject_id
                  WHEN 'PAYMENT_FLAG' THEN (SELECT f.order_id::text FROM payment_flag f WHERE f.id::text = c.subject_id)
                END AS "orderId"
         FROM console_changes c LEFT JOIN member m ON m.id = c.changed_by
         ${filter} ORDER BY c.changed_at DESC, c.id DESC
         OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
        [...params, query.offset, query.limit],
      ) as Promise<ChangeRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM console_changes c ${filter}`,
        params,
      ) as Promise<Array<{ count: number }>>,
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        changedAt: new Date(row.changedAt).toISOString(),
        fields: changedFields(row.action, row.before, row.after),
        label: changeLabel(row.before, row.after, requestLanguage(req)),
      })),
      count,
    };
  }
}
