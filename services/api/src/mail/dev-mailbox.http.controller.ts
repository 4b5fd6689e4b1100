import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors, DEV_ONLY_TAG } from '../api-docs';
import type { FastifyReply } from 'fastify';
import { Repository } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../config';
import { ApiException } from '../errors';
import { LocalMailboxEntity } from './persistence/local-mailbox.entity';

const PAGE = 50;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Development only: what the local mailbox "sent" (verification codes, reset links). 404 in production. */
@ApiTags(DEV_ONLY_TAG)
@ApiErrors(404, 'NOT_FOUND')
@Controller('dev/mailbox')
export class DevMailboxHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(LocalMailboxEntity) private readonly mailbox: Repository<LocalMailboxEntity>,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Development only (404 in production): the local mailbox’s latest messages' })
  @ApiQuery({ name: 'to', required: false, type: String, description: 'Only the messages to this address' })
  async list(@Query('to') to?: string) {
    const rows = await this.latest(to);
    return rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  @Get('page')
  @ApiOperation({ summary: 'Development only (404 in production): the local mailbox as a page (HTML)' })
  @ApiQuery({ name: 'to', required: false, type: String, description: 'Only the messages to this address' })
  async page(@Res() reply: FastifyReply, @Query('to') to?: string): Promise<void> {
    const rows = await this.latest(to);
    const items = rows
      .map(
        (r) =>
          `<article><h2>${escapeHtml(r.subject ?? 'SMS')}</h2><p>${r.channel} → ${escapeHtml(r.recipient)} · ${r.createdAt.toISOString()}</p><pre>${escapeHtml(r.body)}</pre></article>`,
      )
      .join('\n');
    await reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Local mailbox</title><h1>Local mailbox (development only)</h1>${items || '<p>Empty.</p>'}`,
      );
  }

  private latest(to?: string): Promise<LocalMailboxEntity[]> {
    if (this.config.production) throw ApiException.notFound();
    return this.mailbox.find({
      where: to ? { recipient: to.trim().toLowerCase() } : {},
      order: { id: 'DESC' },
      take: PAGE,
    });
  }
}
