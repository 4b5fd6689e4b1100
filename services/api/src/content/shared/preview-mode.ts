import { Injectable } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_ROLES, SessionAuthenticator } from '../../auth';
import { PageQueryDto } from '../../paging';

/** Query of a time-windowed list: the web reads previewmode=true from its own URL and passes it on. */
export class WindowedListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      'true also lists rows switched off (an operator checking one before turning it on); only for an OPERATOR or ADMIN session, anyone else gets the switched-on rows',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  previewmode?: 'true' | 'false';
}

/**
 * Issue #30: previewmode=true shows switched-off rows to the staff who edit them (OPERATOR, ADMIN) only;
 * for visitors and members the flag changes nothing, so an unreleased banner or popup cannot be read
 * by guessing the parameter. The session is looked at only when preview is asked for, so the lists
 * every page reads cost no session query.
 */
@Injectable()
export class PreviewAccess {
  constructor(private readonly sessions: SessionAuthenticator) {}

  async allowed(query: WindowedListQueryDto, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (query.previewmode !== 'true') return false;
    // The answer now depends on who asks: no shared cache may keep it.
    void reply.header('cache-control', 'private, no-store');
    const caller = await this.sessions.optional(req);
    return caller !== undefined && CONSOLE_ROLES.includes(caller.role);
  }
}
